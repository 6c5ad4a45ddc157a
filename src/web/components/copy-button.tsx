import { Check, Copy } from 'lucide-react';
import { useCopyToClipboard } from '../lib/use-copy-to-clipboard';
import { Button } from './ui/button';

/**
 * Copies one note section, or the whole note, as plain text. A section's button carries `data-copy-section`, so
 * Alt+C copies the section that has focus.
 */
export function CopyButton({
  text,
  what,
  isSection = false,
  size = 'sm',
}: {
  /** The plain text to copy, built when the button is pressed. */
  text: () => string;
  /** What is copied, e.g. "Presenting Problem" or "Session note": the button's name and the toast's words. */
  what: string;
  isSection?: boolean;
  size?: 'sm' | 'md';
}) {
  const { isCopied, copy } = useCopyToClipboard();
  return (
    <Button
      variant="secondary"
      size={size}
      aria-label={`Copy ${what}`}
      data-copy-section={isSection ? '' : undefined}
      onClick={() => void copy(text(), what)}
    >
      {isCopied ? <Check className="size-3.5" aria-hidden /> : <Copy className="size-3.5" aria-hidden />}
      {isCopied ? 'Copied' : 'Copy'}
    </Button>
  );
}
