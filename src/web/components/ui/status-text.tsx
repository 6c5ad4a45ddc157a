import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

/** A quiet line read out when it changes (`role="status"`): loading, nothing found, a step under way. */
export function StatusText({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return (
    <p role="status" className={cn('text-sm text-slate-600 dark:text-slate-300', className)} {...props} />
  );
}
