import { useEffect, useRef, useState } from 'react';

/** SPEC §9: the Copied indicator shows for 2 seconds. */
export const COPIED_MS = 2_000;

/** Copies text to the clipboard and reports `isCopied` for two seconds; a failure is only logged (SPEC §8). */
export function useCopiedFlag() {
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setIsCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setIsCopied(false), COPIED_MS);
    } catch (error) {
      console.error('Copy to clipboard failed', error);
    }
  }
  return { isCopied, copy };
}
