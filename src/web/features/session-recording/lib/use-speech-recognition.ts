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

/** Errors after which starting again cannot help (no permission, no microphone, language not offered). */
const FATAL_ERRORS = new Set([
  'not-allowed',
  'service-not-allowed',
  'audio-capture',
  'language-not-supported',
]);
/** Stops restarting after this many errors with no words heard in between, so a dead service is not hammered. */
const MAX_ERRORS_IN_A_ROW = 3;

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
 * continuous session on their own after a silence, so it is restarted until the clinician stops.
 * Errors are only logged (SPEC §8).
 */
export function useSpeechRecognition({
  isActive,
  language,
  onFinal,
}: {
  isActive: boolean;
  language: string;
  onFinal: (text: string) => void;
}) {
  const [Recognition] = useState(getSpeechRecognition);
  const [interim, setInterim] = useState('');
  const onFinalRef = useRef(onFinal);
  useEffect(() => {
    onFinalRef.current = onFinal;
  });

  useEffect(() => {
    if (!isActive || !Recognition) return;
    let isWanted = true;
    let errorsInARow = 0;
    const recognition = new Recognition();
    recognition.continuous = true;
    recognition.interimResults = true;
    recognition.lang = language;
    recognition.onresult = (event) => {
      errorsInARow = 0;
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
      errorsInARow += 1;
      if (FATAL_ERRORS.has(event.error) || errorsInARow >= MAX_ERRORS_IN_A_ROW) isWanted = false;
    };
    recognition.onend = () => {
      if (!isWanted) return;
      try {
        recognition.start();
      } catch (error) {
        console.error('Speech recognition could not restart', error);
      }
    };
    try {
      recognition.start();
    } catch (error) {
      console.error('Speech recognition could not start', error);
    }
    return () => {
      isWanted = false;
      setInterim('');
      recognition.stop();
    };
  }, [isActive, language, Recognition]);

  return { isSupported: Recognition !== undefined, interim };
}
