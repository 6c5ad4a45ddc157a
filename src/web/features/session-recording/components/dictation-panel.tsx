import { AlertTriangle, Info } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { isConsentCurrent } from '#contract/consent';
import type { TherapySessionDetail } from '#contract/sessions';
import { useUpdateSession } from '#web/api/sessions';
import { useTranscriptionStatus } from '#web/api/transcription';
import { ALERT_BOX } from '#web/components/ui/alert';
import { errorMessage } from '#web/lib/api-errors';
import { cn } from '#web/lib/cn';
import { useShortcut } from '#web/lib/keyboard-shortcuts';
import { otherTranscriptWays, speechErrorAlert } from '../lib/speech-errors';
import { appendParagraph, appendSpeech } from '../lib/transcript-files';
import { useElapsedTimer } from '../lib/use-elapsed-timer';
import { useSpeechRecognition } from '../lib/use-speech-recognition';
import type { AutosaveStatus } from '../lib/use-transcript-autosave';
import { AudioCapture } from './audio-capture';
import { ConsentForm } from './consent-form';
import { RecordingControls } from './recording-controls';
import { TranscriptEditor } from './transcript-editor';
import { TranscriptFileUpload } from './transcript-file-upload';

/**
 * Everything that fills the transcript: live dictation (browser speech recognition with a timer and a language
 * picker), typing, transcript files, and recorded or uploaded audio transcribed by the server.
 */
export function DictationPanel({
  session,
  transcript,
  onTranscriptChange,
  status,
  onRecordingChange,
  isConsentBeingWithdrawn = false,
}: {
  session: TherapySessionDetail;
  transcript: string;
  onTranscriptChange: (next: string | ((current: string) => string)) => void;
  status: AutosaveStatus;
  /** Told when recording starts or stops (by the clinician or by a speech-recognition failure). */
  onRecordingChange?: (isRecording: boolean) => void;
  /** The clinician pressed Withdraw Consent: recording stops at once, before the withdrawal is confirmed. */
  isConsentBeingWithdrawn?: boolean;
}) {
  const hasConsent = isConsentCurrent(session.consent);
  /** Recording and audio need the client's current consent (typing does not). */
  const canRecord = hasConsent && !isConsentBeingWithdrawn;
  const [isRecording, setIsRecordingState] = useState(false);
  /** The browser's error code of the failure that stopped the last recording; cleared by the next start. */
  const [speechError, setSpeechError] = useState<string | null>(null);
  const transcription = useTranscriptionStatus();
  const [language, setLanguage] = useState(session.language);
  const timer = useElapsedTimer();
  const saveLanguage = useUpdateSession(session.id);
  /** The session's time is the time recorded: the first start and the last stop set its start and end. */
  const recordTime = useUpdateSession(session.id);
  const appendFinal = useCallback(
    (words: string) => onTranscriptChange((current) => appendSpeech(current, words)),
    [onTranscriptChange],
  );
  const appendBlock = useCallback(
    (text: string) => onTranscriptChange((current) => appendParagraph(current, text)),
    [onTranscriptChange],
  );
  function setIsRecording(next: boolean) {
    setIsRecordingState(next);
    onRecordingChange?.(next);
  }
  const stopOnFailure = (error: string) => {
    timer.stop();
    recordTime.mutate({ recording: 'stopped' });
    setIsRecording(false);
    setSpeechError(error);
  };
  const speech = useSpeechRecognition({
    isActive: isRecording,
    language,
    onFinal: appendFinal,
    onError: stopOnFailure,
  });

  // Consent withdrawn (or being withdrawn) while recording: the recording stops there and then.
  const { stop: stopTimer } = timer;
  useEffect(() => {
    if (canRecord || !isRecording) return;
    stopTimer();
    setIsRecordingState(false);
    onRecordingChange?.(false);
  }, [canRecord, isRecording, onRecordingChange, stopTimer]);

  function toggleRecording() {
    if (!isRecording && !canRecord) return;
    if (isRecording) timer.stop();
    else {
      setSpeechError(null);
      timer.start();
    }
    recordTime.mutate({ recording: isRecording ? 'stopped' : 'started' });
    setIsRecording(!isRecording);
  }
  useShortcut('record', toggleRecording);
  const failure = speechError
    ? speechErrorAlert(speechError, otherTranscriptWays(transcription.data?.available ?? false))
    : null;

  function changeLanguage(next: string) {
    setLanguage(next);
    saveLanguage.mutate({ language: next });
  }

  return (
    <div className="space-y-4">
      {hasConsent ? null : <ConsentForm key={session.consent?.id ?? 'none'} sessionId={session.id} />}
      <RecordingControls
        canStart={canRecord}
        isRecording={isRecording}
        onToggle={toggleRecording}
        elapsedSeconds={timer.seconds}
        language={language}
        onLanguageChange={changeLanguage}
        languageError={
          saveLanguage.isError ? errorMessage(saveLanguage.error, 'The language could not be saved.') : null
        }
      />
      {failure ? (
        <div role="alert" className={cn(ALERT_BOX, 'flex gap-2')}>
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <div>
            <p className="font-semibold">{failure.title}</p>
            <p>{failure.advice}</p>
          </div>
        </div>
      ) : null}
      {speech.isSupported ? null : <NoSpeechRecognition />}
      <TranscriptEditor
        transcript={transcript}
        onChange={onTranscriptChange}
        status={status}
        interim={speech.interim}
        followEnd={isRecording}
      />
      <div className="grid gap-4 border-t border-slate-200 pt-4 md:grid-cols-[auto_1fr] dark:border-slate-700">
        <section aria-labelledby={`${session.id}-file`} className="space-y-2">
          <h3 id={`${session.id}-file`} className="text-sm font-semibold text-slate-900 dark:text-slate-100">
            Transcript file
          </h3>
          <TranscriptFileUpload onText={appendBlock} />
        </section>
        <section aria-labelledby={`${session.id}-audio`} className="space-y-2">
          <h3 id={`${session.id}-audio`} className="text-sm font-semibold text-slate-900 dark:text-slate-100">
            Transcribe audio
          </h3>
          <AudioCapture
            canRecord={canRecord}
            sessionId={session.id}
            setting={session.setting}
            language={language}
            onText={appendBlock}
          />
        </section>
      </div>
    </div>
  );
}

function NoSpeechRecognition() {
  const status = useTranscriptionStatus();
  const alternatives = status.data?.available
    ? 'type or paste the transcript, upload a transcript file, or record or upload audio for the server to transcribe'
    : 'type or paste the transcript, or upload a transcript file';
  return (
    <p className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        Speech recognition is not supported in this browser, so Start Recording only times the session.
        Instead, {alternatives} below.
      </span>
    </p>
  );
}
