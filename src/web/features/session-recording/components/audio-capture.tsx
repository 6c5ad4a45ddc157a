import { AudioLines, Loader2, Mic, MonitorSpeaker, RotateCcw, Square, Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { SessionSetting } from '../../../../contract/sessions';
import {
  MAX_AUDIO_BYTES,
  normaliseAudioContentType,
  type AudioContentType,
} from '../../../../contract/transcription';
import { useTranscribeAudio, useTranscriptionStatus } from '../../../api/transcription';
import { Button } from '../../../components/ui/button';
import { ErrorText } from '../../../components/ui/error-text';
import { errorMessage } from '../../../lib/api-errors';
import {
  canRecordAudio,
  canRecordTab,
  recorderErrorMessage,
  useAudioRecorder,
  type AudioSource,
  type RecordedAudio,
} from '../lib/use-audio-recorder';
import { formatElapsed, useElapsedTimer } from '../lib/use-elapsed-timer';

const AUDIO_FILE_ACCEPT = 'audio/*,.webm,.ogg,.oga,.opus,.mp3,.wav,.m4a,.mp4';
const TYPE_BY_EXTENSION: Record<string, AudioContentType> = {
  webm: 'audio/webm',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/ogg',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  mp4: 'audio/mp4',
};

/** The audio type of a chosen file, by its own type or, when the system gave none, by its extension. */
function audioTypeOf(file: File): AudioContentType | undefined {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return normaliseAudioContentType(file.type) ?? TYPE_BY_EXTENSION[extension];
}

const SOURCE_LABELS: Record<AudioSource, string> = {
  microphone: 'Microphone (in-person)',
  tab: 'Shared tab audio (telehealth)',
};

/**
 * Records the session's audio (the microphone, or a shared browser tab for a telehealth call) or takes an
 * audio file, and has the server transcribe it; the text is added to the transcript.
 */
/** Said next to the audio buttons while the client's consent is not recorded. */
export const AUDIO_NEEDS_CONSENT =
  "Recording or uploading audio needs the client's consent to recording. Record it above first.";

export function AudioCapture({
  canRecord,
  sessionId,
  setting,
  language,
  onText,
}: {
  /** False without the client's current consent: nothing can be recorded or uploaded. */
  canRecord: boolean;
  sessionId: string;
  setting: SessionSetting;
  language: string;
  onText: (text: string) => void;
}) {
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
  return (
    <AudioCaptureControls
      canRecord={canRecord}
      sessionId={sessionId}
      setting={setting}
      language={language}
      onText={onText}
    />
  );
}

function AudioCaptureControls({
  canRecord: hasConsent,
  sessionId,
  setting,
  language,
  onText,
}: {
  canRecord: boolean;
  sessionId: string;
  setting: SessionSetting;
  language: string;
  onText: (text: string) => void;
}) {
  const ids = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<AudioSource>(
    setting === 'telehealth' && canRecordTab() ? 'tab' : 'microphone',
  );
  const [keepAudio, setKeepAudio] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [lastAudio, setLastAudio] = useState<RecordedAudio | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const recorder = useAudioRecorder();
  const timer = useElapsedTimer();
  const transcribe = useTranscribeAudio();
  const isBusy = recorder.state !== 'idle' || transcribe.isPending;
  /** Read when a transcription answers: text that arrives after consent was withdrawn is not added. */
  const hasConsentNow = useRef(hasConsent);
  useEffect(() => {
    hasConsentNow.current = hasConsent;
  });

  // Consent withdrawn mid-recording: the recording stops and is thrown away, never sent.
  const { stop: stopRecorder, state: recorderState } = recorder;
  const { stop: stopTimer } = timer;
  useEffect(() => {
    if (hasConsent || recorderState === 'idle') return;
    stopTimer();
    void stopRecorder().then(() => setDone('Recording stopped: consent was withdrawn. Nothing was sent.'));
  }, [hasConsent, recorderState, stopRecorder, stopTimer]);

  function send(audio: RecordedAudio) {
    setLastAudio(audio);
    setProblem(null);
    setDone(null);
    transcribe.mutate(
      { sessionId, language, keepAudio, audio: audio.blob, contentType: audio.contentType },
      {
        onSuccess: ({ text, audioKept }) => {
          setLastAudio(null);
          if (!hasConsentNow.current) return;
          if (text) onText(text);
          const kept = audioKept
            ? 'The audio was kept, encrypted, on the server.'
            : 'The audio was not kept.';
          setDone(
            text
              ? `Transcribed and added to the transcript. ${kept}`
              : `No speech was found in the audio. ${kept}`,
          );
        },
        onError: (error) =>
          setProblem(errorMessage(error, 'The audio could not be transcribed. Please try again.')),
      },
    );
  }

  async function stopAndTranscribe() {
    timer.stop();
    const audio = await recorder.stop();
    if (!audio) return;
    if (audio.blob.size === 0) setProblem('Nothing was recorded. Please try again.');
    else send(audio);
  }

  // Ending the share from the browser's own bar stops the recording too, with the settings chosen by then.
  const stopOnShareEnd = useRef(stopAndTranscribe);
  useEffect(() => {
    stopOnShareEnd.current = stopAndTranscribe;
  });

  async function startRecording() {
    if (!hasConsent) return setProblem(AUDIO_NEEDS_CONSENT);
    setProblem(null);
    setDone(null);
    try {
      await recorder.start(source, () => void stopOnShareEnd.current());
      timer.start();
    } catch (error) {
      setProblem(recorderErrorMessage(error, source));
    }
  }

  function chooseFile(file: File) {
    if (!hasConsent) return setProblem(AUDIO_NEEDS_CONSENT);
    const contentType = audioTypeOf(file);
    if (!contentType) return setProblem('Choose a WebM, Ogg, MP3, WAV or M4A audio file.');
    if (file.size === 0) return setProblem(`${file.name} is empty.`);
    if (file.size > MAX_AUDIO_BYTES) return setProblem(`${file.name} is larger than 100 MB.`);
    send({ blob: file, contentType });
  }

  const canRecord = canRecordAudio();
  return (
    <div className="space-y-3">
      <fieldset className="space-y-2" disabled={isBusy}>
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
                checked={source === value}
                disabled={value === 'tab' ? !canRecordTab() : !canRecord}
                onChange={() => setSource(value)}
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
        {recorder.state === 'recording' ? (
          <Button variant="danger" onClick={() => void stopAndTranscribe()}>
            <Square className="size-4" aria-hidden />
            Stop and transcribe
          </Button>
        ) : (
          <Button
            variant="secondary"
            disabled={!canRecord || !hasConsent || isBusy}
            aria-describedby={hasConsent ? undefined : `${ids}-consent`}
            onClick={() => void startRecording()}
          >
            <AudioLines className="size-4" aria-hidden />
            Record audio
          </Button>
        )}
        {recorder.state === 'recording' ? (
          <span
            role="timer"
            aria-label="Elapsed audio recording time"
            className="font-mono text-sm tabular-nums text-slate-800 dark:text-slate-200"
          >
            {formatElapsed(timer.seconds)}
          </span>
        ) : null}
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
            if (file) chooseFile(file);
          }}
        />
        <Button
          variant="secondary"
          disabled={!hasConsent || isBusy}
          aria-describedby={hasConsent ? undefined : `${ids}-consent`}
          onClick={() => fileInput.current?.click()}
        >
          <Upload className="size-4" aria-hidden />
          Upload audio file
        </Button>
      </div>
      {hasConsent ? null : (
        <p id={`${ids}-consent`} className="text-sm text-slate-700 dark:text-slate-300">
          {AUDIO_NEEDS_CONSENT}
        </p>
      )}

      <div className="space-y-1">
        <label className="inline-flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
          <input
            type="checkbox"
            checked={keepAudio}
            disabled={isBusy}
            onChange={(event) => setKeepAudio(event.target.checked)}
            aria-describedby={`${ids}-keep-hint`}
            className="size-4 accent-brand-700"
          />
          Keep audio
        </label>
        <p id={`${ids}-keep-hint`} className="text-xs text-slate-600 dark:text-slate-400">
          Audio is deleted after transcription unless you keep it. Kept audio is stored encrypted with the
          session.
        </p>
      </div>

      <div role="status" className="text-sm">
        {transcribe.isPending ? (
          <span className="inline-flex items-center gap-2 text-slate-700 dark:text-slate-300">
            <Loader2 className="size-4 animate-spin" aria-hidden />
            Transcribing audio…
          </span>
        ) : null}
        {done ? <span className="text-emerald-700 dark:text-emerald-400">{done}</span> : null}
      </div>
      {problem ? (
        <div className="flex flex-wrap items-center gap-3">
          <ErrorText>{problem}</ErrorText>
          {lastAudio && !transcribe.isPending ? (
            <Button variant="secondary" size="sm" onClick={() => send(lastAudio)}>
              <RotateCcw className="size-3.5" aria-hidden />
              Try again
            </Button>
          ) : null}
        </div>
      ) : null}
      {!canRecord ? (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          This browser cannot record audio; upload an audio file instead.
        </p>
      ) : null}
    </div>
  );
}
