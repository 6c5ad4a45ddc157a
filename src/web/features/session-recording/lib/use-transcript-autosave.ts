import { useCallback, useEffect, useRef, useState } from 'react';
import { useSaveTranscript } from '#web/api/sessions';
import { errorMessage } from '#web/lib/api-errors';

export const AUTOSAVE_DELAY_MS = 800;
export type AutosaveStatus =
  { state: 'idle' } | { state: 'saving' } | { state: 'saved' } | { state: 'error'; message: string };

/**
 * The transcript being typed, saved to the session a moment after the clinician stops typing. A failed save
 * stays failed (the status says so) until `retry()` or a later change saves it.
 */
export function useTranscriptAutosave(sessionId: string, savedTranscript: string) {
  const saveTranscript = useSaveTranscript(sessionId);
  const [transcript, setTranscriptState] = useState(savedTranscript);
  const [status, setStatus] = useState<AutosaveStatus>({ state: 'idle' });
  const savedText = useRef(transcript);
  const latestRequest = useRef(0);

  const save = useCallback(
    (text: string) => {
      const request = ++latestRequest.current;
      saveTranscript(text).then(
        () => {
          if (request !== latestRequest.current) return;
          savedText.current = text;
          setStatus({ state: 'saved' });
        },
        (error: unknown) => {
          if (request !== latestRequest.current) return;
          setStatus({ state: 'error', message: errorMessage(error, 'The transcript could not be saved.') });
        },
      );
    },
    [saveTranscript],
  );

  useEffect(() => {
    if (transcript === savedText.current) {
      // Edited back to what is saved: nothing is left to save.
      setStatus((current) => (current.state === 'saving' ? { state: 'saved' } : current));
      return;
    }
    const timer = window.setTimeout(() => save(transcript), AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [save, transcript]);

  /** Takes the new text, or a function of the current text (dictation appends to whatever is there by then). */
  const setTranscript = useCallback((next: string | ((current: string) => string)) => {
    setTranscriptState(next);
    setStatus({ state: 'saving' });
  }, []);

  /** Saves the current text again at once, after a failed save. */
  const retry = useCallback(() => {
    setStatus({ state: 'saving' });
    save(transcript);
  }, [save, transcript]);

  /** The text not yet confirmed by the server, if any, for a last save (End Session sends it along). */
  const takeUnsavedTranscript = useCallback((): string | undefined => {
    if (transcript === savedText.current) return undefined;
    latestRequest.current += 1;
    return transcript;
  }, [transcript]);

  /**
   * Takes text the server already holds (the transcript deleted with a withdrawn consent): nothing pending is
   * saved over it, and nothing is left to save.
   */
  const replaceWithSaved = useCallback((text: string) => {
    latestRequest.current += 1;
    savedText.current = text;
    setTranscriptState(text);
    setStatus({ state: 'idle' });
  }, []);

  /** Typed or dictated text the server has not confirmed yet (a save pending or failed). */
  const hasUnsavedChanges = status.state === 'saving' || status.state === 'error';

  return {
    transcript,
    setTranscript,
    replaceWithSaved,
    status,
    retry,
    hasUnsavedChanges,
    takeUnsavedTranscript,
  };
}
