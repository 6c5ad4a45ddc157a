import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn';

/** The × that closes a dialog or drawer; the caller adds its padding or position. */
export function DialogCloseButton({ label, className }: { label: string; className?: string }) {
  return (
    <Dialog.Close
      aria-label={label}
      className={cn(
        'rounded-md text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
        className,
      )}
    >
      <X className="size-5" aria-hidden />
    </Dialog.Close>
  );
}
