import { useCallback, useEffect, useRef, useState } from 'react';
import { normaliseAudioContentType, type AudioContentType } from '#contract/transcription';

/** In-person sessions record the microphone; telehealth records the call's browser tab (plus the microphone). */
export type AudioSource = 'microphone' | 'tab';
export type RecordedAudio = { blob: Blob; contentType: AudioContentType };

/** Recording formats in order of preference; browsers differ (Chrome and Firefox: WebM/Ogg Opus, Safari: MP4). */
const RECORDING_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'];

export function canRecordAudio(): boolean {
  return typeof MediaRecorder !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

export function canRecordTab(): boolean {
  return canRecordAudio() && typeof navigator.mediaDevices?.getDisplayMedia === 'function';
}

/** What went wrong, in words for the clinician. */
export function recorderErrorMessage(error: unknown, source: AudioSource): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (error instanceof RecorderError) return error.message;
  if (name === 'NotAllowedError')
    return source === 'tab'
      ? 'Sharing was cancelled or not allowed, so nothing was recorded.'
      : 'The browser was not allowed to use the microphone. Allow it in the address bar and try again.';
  if (name === 'NotFoundError') return 'No microphone was found. Connect one and try again.';
  if (name === 'NotReadableError') return 'The microphone is in use by another program.';
  return 'Recording could not start. Please try again.';
}

class RecorderError extends Error {
  override name = 'RecorderError';
}

type Capture = { stream: MediaStream; release: () => void };

async function captureMicrophone(): Promise<Capture> {
  const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  return { stream, release: () => stream.getTracks().forEach((track) => track.stop()) };
}

/**
 * The shared tab's sound mixed with the clinician's microphone, so both sides of the call are heard. Chrome
 * shares audio only along with video; the video is left out of the recording.
 */
async function captureTab(onShareEnded: () => void): Promise<Capture> {
  const display = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: true });
  const stopDisplay = () => display.getTracks().forEach((track) => track.stop());
  if (display.getAudioTracks().length === 0) {
    stopDisplay();
    throw new RecorderError(
      'The shared tab has no sound. Share the browser tab of the call and turn on "Share tab audio".',
    );
  }
  display.getTracks().forEach((track) => track.addEventListener('ended', onShareEnded, { once: true }));
  const microphone = await captureMicrophone().catch(() => null);
  const context = new AudioContext();
  const mix = context.createMediaStreamDestination();
  context.createMediaStreamSource(new MediaStream(display.getAudioTracks())).connect(mix);
  if (microphone) context.createMediaStreamSource(microphone.stream).connect(mix);
  return {
    stream: mix.stream,
    release: () => {
      stopDisplay();
      microphone?.release();
      void context.close();
    },
  };
}

/** Records audio from the microphone or a shared tab into one blob, kept in memory only. */
export function useAudioRecorder() {
  const [state, setState] = useState<'idle' | 'starting' | 'recording'>('idle');
  const recorder = useRef<{ media: MediaRecorder; release: () => void; done: Promise<RecordedAudio> } | null>(
    null,
  );
  const onShareEndedRef = useRef<() => void>(() => undefined);

  const stop = useCallback(async (): Promise<RecordedAudio | null> => {
    const current = recorder.current;
    if (!current) return null;
    recorder.current = null;
    if (current.media.state !== 'inactive') current.media.stop();
    const audio = await current.done;
    current.release();
    setState('idle');
    return audio;
  }, []);

  const start = useCallback(async (source: AudioSource, onShareEnded: () => void) => {
    onShareEndedRef.current = onShareEnded;
    setState('starting');
    let capture: Capture;
    try {
      capture =
        source === 'tab' ? await captureTab(() => onShareEndedRef.current()) : await captureMicrophone();
    } catch (error) {
      setState('idle');
      throw error;
    }
    const mimeType = RECORDING_TYPES.find((type) => MediaRecorder.isTypeSupported(type));
    const media = new MediaRecorder(capture.stream, mimeType ? { mimeType } : {});
    const chunks: Blob[] = [];
    media.addEventListener('dataavailable', (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    });
    const done = new Promise<RecordedAudio>((resolve) => {
      media.addEventListener('stop', () => {
        const type = media.mimeType || mimeType || 'audio/webm';
        resolve({
          blob: new Blob(chunks, { type }),
          contentType: normaliseAudioContentType(type) ?? 'audio/webm',
        });
      });
    });
    // A chunk every second, so a long recording never waits in one buffer until the end.
    media.start(1000);
    recorder.current = { media, release: capture.release, done };
    setState('recording');
  }, []);

  // Leaving the screen mid-recording releases the microphone and the shared tab.
  useEffect(
    () => () => {
      const current = recorder.current;
      recorder.current = null;
      if (current && current.media.state !== 'inactive') current.media.stop();
      current?.release();
    },
    [],
  );

  return { state, start, stop };
}
