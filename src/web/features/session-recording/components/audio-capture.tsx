import { AudioLines, Loader2, Mic, MonitorSpeaker, RotateCcw, Square, Upload } from 'lucide-react';
import { useId, useRef } from 'react';
import type { SessionSetting } from '#contract/sessions';
import { useTranscriptionStatus } from '#web/api/transcription';
import { Button } from '#web/components/ui/button';
import { ErrorText } from '#web/components/ui/error-text';
import { AUDIO_NEEDS_CONSENT, useAudioCapture } from '../lib/use-audio-capture';
import { canRecordAudio, canRecordTab, type AudioSource } from '../lib/use-audio-recorder';
import { formatElapsed } from '../lib/use-elapsed-timer';

const AUDIO_FILE_ACCEPT = 'audio/*,.webm,.ogg,.oga,.opus,.mp3,.wav,.m4a,.mp4';

const SOURCE_LABELS: Record<AudioSource, string> = {
  microphone: 'Microphone (in-person)',
  tab: 'Shared tab audio (telehealth)',
};

type AudioCaptureProps = {
  /** False without the client's current consent: nothing can be recorded or uploaded. */
  canRecord: boolean;
  sessionId: string;
  setting: SessionSetting;
  language: string;
  onText: (text: string) => void;
};

/**
 * Records the session's audio (the microphone, or a shared browser tab for a telehealth call) or takes an
 * audio file, and has the server transcribe it; the text is added to the transcript.
 */
export function AudioCapture(props: AudioCaptureProps) {
  const status = useTranscriptionStatus();
  if (status.isPending) return null;
  if (!status.data?.available) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Audio transcription is not configured on this server, so recordings and audio files cannot be turned
        into text here.
      </p>
    );
  }
  return <AudioCaptureControls {...props} />;
}

function AudioCaptureControls({ canRecord: hasConsent, ...options }: AudioCaptureProps) {
  const ids = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const capture = useAudioCapture({ hasConsent, ...options });
  const canRecord = canRecordAudio();
  const consentHintId = hasConsent ? undefined : `${ids}-consent`;
  return (
    <div className="space-y-3">
      <fieldset className="space-y-2" disabled={capture.isBusy}>
        <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">Record from</legend>
        <div className="flex flex-wrap gap-4">
          {(['microphone', 'tab'] as const).map((value) => (
            <label
              key={value}
              className="inline-flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200"
            >
              <input
                type="radio"
                name={`${ids}-source`}
                value={value}
                checked={capture.source === value}
                disabled={value === 'tab' ? !canRecordTab() : !canRecord}
                onChange={() => capture.setSource(value)}
                className="size-4 accent-brand-700"
              />
              {value === 'tab' ? (
                <MonitorSpeaker className="size-4" aria-hidden />
              ) : (
                <Mic className="size-4" aria-hidden />
              )}
              {SOURCE_LABELS[value]}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="flex flex-wrap items-center gap-3">
        {capture.isRecording ? (
          <>
            <Button variant="danger" onClick={() => void capture.stopAndTranscribe()}>
              <Square className="size-4" aria-hidden />
              Stop and transcribe
            </Button>
            <span
              role="timer"
              aria-label="Elapsed audio recording time"
              className="font-mono text-sm tabular-nums text-slate-800 dark:text-slate-200"
            >
              {formatElapsed(capture.elapsedSeconds)}
            </span>
          </>
        ) : (
          <Button
            variant="secondary"
            disabled={!canRecord || !hasConsent || capture.isBusy}
            aria-describedby={consentHintId}
            onClick={() => void capture.startRecording()}
          >
            <AudioLines className="size-4" aria-hidden />
            Record audio
          </Button>
        )}
        <input
          ref={fileInput}
          type="file"
          accept={AUDIO_FILE_ACCEPT}
          aria-label="Audio file to transcribe"
          disabled={!hasConsent}
          className="hidden"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) capture.chooseFile(file);
          }}
        />
        <Button
          variant="secondary"
          disabled={!hasConsent || capture.isBusy}
          aria-describedby={consentHintId}
          onClick={() => fileInput.current?.click()}
        >
          <Upload className="size-4" aria-hidden />
          Upload audio file
        </Button>
      </div>
      {consentHintId ? (
        <p id={consentHintId} className="text-sm text-slate-700 dark:text-slate-300">
          {AUDIO_NEEDS_CONSENT}
        </p>
      ) : null}

      <KeepAudioToggle
        checked={capture.keepAudio}
        disabled={capture.isBusy}
        onChange={capture.setKeepAudio}
      />
      <CaptureOutcome capture={capture} />
      {!canRecord ? (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          This browser cannot record audio; upload an audio file instead.
        </p>
      ) : null}
    </div>
  );
}

function KeepAudioToggle({
  checked,
  disabled,
  onChange,
}: {
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const hintId = `${useId()}-keep-hint`;
  return (
    <div className="space-y-1">
      <label className="inline-flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
        <input
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={hintId}
          className="size-4 accent-brand-700"
        />
        Keep audio
      </label>
      <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
        Audio is deleted after transcription unless you keep it. Kept audio is stored encrypted with the
        session.
      </p>
    </div>
  );
}

/** What became of the last recording or file: transcribing, done, or the problem with a way to try again. */
function CaptureOutcome({ capture }: { capture: ReturnType<typeof useAudioCapture> }) {
  const { retryAudio } = capture;
  return (
    <>
      <div role="status" className="text-sm">
        {capture.isTranscribing ? (
          <span className="inline-flex items-center gap-2 text-slate-700 dark:text-slate-300">
            <Loader2 className="size-4 animate-spin" aria-hidden />
            Transcribing audio…
          </span>
        ) : null}
        {capture.done ? <span className="text-emerald-700 dark:text-emerald-400">{capture.done}</span> : null}
      </div>
      {capture.problem ? (
        <div className="flex flex-wrap items-center gap-3">
          <ErrorText>{capture.problem}</ErrorText>
          {retryAudio ? (
            <Button variant="secondary" size="sm" onClick={() => capture.send(retryAudio)}>
              <RotateCcw className="size-3.5" aria-hidden />
              Try again
            </Button>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
