import { Clock, Play } from 'lucide-react';
import { useId } from 'react';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { ErrorText } from '#web/components/ui/error-text';
import { Tooltip } from '#web/components/ui/tooltip';
import { cn } from '#web/lib/cn';
import { START_DISABLED_TOOLTIP } from '../lib/session-settings-rules';

export function StartSessionPanel({
  estimatedDuration,
  hint,
  isReady,
  isStarting,
  error,
  onStart,
}: {
  estimatedDuration: string;
  hint: string;
  isReady: boolean;
  isStarting: boolean;
  error: string | undefined;
  onStart: () => void;
}) {
  const hintId = useId();
  const button = (
    <Button
      className={cn('w-full', !isReady && 'pointer-events-none')}
      disabled={!isReady || isStarting}
      aria-describedby={hintId}
      onClick={onStart}
    >
      <Play className="size-4" aria-hidden />
      {isStarting ? 'Starting...' : 'Start Session'}
    </Button>
  );
  return (
    <Card className="space-y-4 p-5">
      <h2 className="text-base font-semibold">Session Overview</h2>
      <div className="flex items-start gap-3 rounded-md bg-slate-50 p-4 dark:bg-slate-950">
        <Clock className="mt-0.5 size-5 text-brand-700 dark:text-brand-100" aria-hidden />
        <div>
          <p className="text-sm text-slate-600 dark:text-slate-400">Estimated recording duration</p>
          <p className="font-semibold" data-testid="estimated-duration">
            {estimatedDuration}
          </p>
        </div>
      </div>
      {isReady ? (
        button
      ) : (
        // A disabled button fires no pointer events, so the tooltip hangs on a focusable wrapper (Radix's advice).
        <Tooltip content={START_DISABLED_TOOLTIP}>
          <span
            tabIndex={0}
            className="block cursor-not-allowed rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {button}
          </span>
        </Tooltip>
      )}
      <p
        id={hintId}
        aria-live="polite"
        className={cn(
          'text-center text-sm',
          isReady
            ? 'font-medium text-emerald-800 dark:text-emerald-300'
            : 'text-slate-600 dark:text-slate-400',
        )}
      >
        {hint}
      </p>
      {error ? <ErrorText>{error}</ErrorText> : null}
    </Card>
  );
}
