import { useEffect, useRef, useState } from 'react';

/** The part of the Web Speech API we use; browsers expose it as SpeechRecognition or webkitSpeechRecognition. */
export type SpeechRecognitionLike = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: SpeechResultEvent) => void) | null;
  onerror: ((event: { error: string; message?: string }) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  stop: () => void;
};
type SpeechResultEvent = {
  resultIndex: number;
  results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }>;
};
type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

export function getSpeechRecognition(): SpeechRecognitionConstructor | undefined {
  if (typeof window === 'undefined') return undefined;
  const scope = window as Window & {
    SpeechRecognition?: SpeechRecognitionConstructor;
    webkitSpeechRecognition?: SpeechRecognitionConstructor;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition;
}

/**
 * Browser speech recognition while `isActive`: continuous, with interim results. Each final result goes to
 * `onFinal`; the words still being recognised are returned as `interim` (shown, never saved). A change of
 * `language` while active stops recognition and starts it again in the new language. Browsers end a
 * continuous session on their own after a while, so it is restarted until the clinician stops.
 * An error is logged (SPEC §8) and also ends recognition and goes to `onError` with the browser's error code,
 * so the screen stops its timer and says what happened: a recording that silently stopped transcribing would
 * lose the session.
 */
export function useSpeechRecognition({
  isActive,
  language,
  onFinal,
  onError,
}: {
  isActive: boolean;
  language: string;
  onFinal: (text: string) => void;
  onError: (error: string) => void;
}) {
  const [Recognition] = useState(getSpeechRecognition);
  const [interim, setInterim] = useState('');
  const onFinalRef = useRef(onFinal);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onFinalRef.current = onFinal;
    onErrorRef.current = onError;
  });

  useEffect(() => {
    if (!isActive || !Recognition) return;
    let isWanted = true;
    const recognition = new Recognition();
    recognition.continuous = true;
    recognition.interimResults = true;
    recognition.lang = language;
    const fail = (error: string) => {
      if (!isWanted) return;
      isWanted = false;
      setInterim('');
      onErrorRef.current(error);
    };
    recognition.onresult = (event) => {
      let pending = '';
      for (let index = event.resultIndex; index < event.results.length; index += 1) {
        const result = event.results[index];
        const text = result?.[0]?.transcript ?? '';
        if (result?.isFinal) {
          if (text.trim()) onFinalRef.current(text.trim());
        } else pending += text;
      }
      // Results can still arrive just after stop(); they are kept, but nothing is shown as "being heard".
      setInterim(isWanted ? pending.trim() : '');
    };
    recognition.onerror = (event) => {
      console.error(`Speech recognition error: ${event.error}${event.message ? ` (${event.message})` : ''}`);
      fail(event.error);
    };
    recognition.onend = () => {
      if (!isWanted) return;
      try {
        recognition.start();
      } catch (error) {
        console.error('Speech recognition could not restart', error);
        fail('start-failed');
      }
    };
    try {
      recognition.start();
    } catch (error) {
      console.error('Speech recognition could not start', error);
      fail('start-failed');
    }
    return () => {
      isWanted = false;
      setInterim('');
      recognition.stop();
    };
  }, [isActive, language, Recognition]);

  return { isSupported: Recognition !== undefined, interim };
}
