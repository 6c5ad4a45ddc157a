import { useEffect, useRef, useState } from 'react';
import type { SessionSetting } from '#contract/sessions';
import {
  MAX_AUDIO_BYTES,
  normaliseAudioContentType,
  type AudioContentType,
} from '#contract/transcription';
import { useTranscribeAudio } from '#web/api/transcription';
import { errorMessage } from '#web/lib/api-errors';
import {
  canRecordTab,
  recorderErrorMessage,
  useAudioRecorder,
  type AudioSource,
  type RecordedAudio,
} from './use-audio-recorder';
import { useElapsedTimer } from './use-elapsed-timer';

/** Said next to the audio buttons while the client's consent is not recorded. */
export const AUDIO_NEEDS_CONSENT =
  "Recording or uploading audio needs the client's consent to recording. Record it above first.";

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

export type AudioCaptureOptions = {
  /** False without the client's current consent: nothing can be recorded or uploaded. */
  hasConsent: boolean;
  sessionId: string;
  setting: SessionSetting;
  language: string;
  onText: (text: string) => void;
};

/**
 * Recording or choosing audio and having the server transcribe it, with what to say about it: the problem to
 * show (and the audio to try again with), or what was done.
 */
export function useAudioCapture({ hasConsent, sessionId, setting, language, onText }: AudioCaptureOptions) {
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

  return {
    source,
    setSource,
    keepAudio,
    setKeepAudio,
    problem,
    done,
    /** The audio a failed transcription can be tried again with, while nothing is being transcribed. */
    retryAudio: lastAudio && !transcribe.isPending ? lastAudio : null,
    isRecording: recorder.state === 'recording',
    isTranscribing: transcribe.isPending,
    isBusy: recorder.state !== 'idle' || transcribe.isPending,
    elapsedSeconds: timer.seconds,
    send,
    startRecording,
    stopAndTranscribe,
    chooseFile,
  };
}
