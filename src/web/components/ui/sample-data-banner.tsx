import { Info } from 'lucide-react';
import type { ReactNode } from 'react';

/** The spec's 'sample data' / 'Demo Data' notice, with an optional action (e.g. clear the samples). */
export function SampleDataBanner({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div
      role="note"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100"
    >
      <p className="flex items-center gap-2">
        <Info className="size-4 shrink-0" aria-hidden />
        <span>{children}</span>
      </p>
      {action}
    </div>
  );
}
