import { useEffect, useRef, useState } from 'react';
import { showToast } from './toast-store';

/** SPEC §9: a Copied indicator shows for 2 seconds. */
export const COPIED_MS = 2_000;

/**
 * Copies plain text, says so in a toast (naming what was copied) and reports `isCopied` for two seconds. A
 * failure is only logged, as for every copy in the workspace (SPEC §8).
 */
export function useCopyToClipboard() {
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy(text: string, what: string) {
    try {
      await navigator.clipboard.writeText(text);
      setIsCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setIsCopied(false), COPIED_MS);
      showToast({ title: 'Copied to clipboard', description: `${what}, as plain text` });
    } catch (error) {
      console.error('Copy to clipboard failed', error);
    }
  }
  return { isCopied, copy };
}
