import { errorMessage } from '../../lib/api-errors';
import { cn } from '../../lib/cn';
import { ALERT_BOX } from './alert';
import { Button } from './button';
import { Card } from './card';

const ALERT_TITLE = 'font-medium text-red-700 dark:text-red-400';
const ALERT_TEXT = 'text-sm text-red-700 dark:text-red-400';
const DETAIL_TEXT = 'text-sm text-slate-700 dark:text-slate-300';
const BANNER = cn(
  ALERT_BOX,
  'flex flex-wrap items-center justify-between gap-3 rounded-lg border-red-200 px-4 py-3',
);

type LoadErrorProps = {
  /** What could not be loaded, in the screen's words: 'Could not load clients.' */
  message: string;
  /** The failure: the server's own message is shown when it sent one. */
  error: unknown;
  /** Asks again; without it no Try again button is shown. */
  onRetry?: () => void;
  /**
   * - `card`: a card of its own, the message as its title and the server's words below;
   * - `block`: the same, inside a card the screen already draws;
   * - `inline`: one line of red text (message, then the server's words) above the button;
   * - `row`: that line with the button beside it;
   * - `banner`: a red banner across the screen, the button at its end.
   */
  layout: 'card' | 'block' | 'inline' | 'row' | 'banner';
};

/**
 * What a screen or panel shows when its data could not be loaded: an alert (read out at once) saying what failed,
 * the server's explanation, and Try again. Every list and panel that loads data uses it, so failures look and
 * sound the same everywhere.
 */
export function LoadError({ message, error, onRetry, layout }: LoadErrorProps) {
  const detail = errorMessage(error);
  const retry = onRetry ? (
    <Button variant="secondary" size="sm" onClick={onRetry}>
      Try again
    </Button>
  ) : null;
  switch (layout) {
    case 'card':
    case 'block': {
      const body = (
        <>
          <p className={ALERT_TITLE}>{message}</p>
          <p className={DETAIL_TEXT}>{detail}</p>
          {retry}
        </>
      );
      return layout === 'card' ? (
        <Card role="alert" className="space-y-3 p-6">
          {body}
        </Card>
      ) : (
        <div role="alert" className="space-y-3 p-6">
          {body}
        </div>
      );
    }
    case 'inline':
      return (
        <div role="alert" className="space-y-3">
          <p className={ALERT_TEXT}>
            {message} {detail}
          </p>
          {retry}
        </div>
      );
    case 'row':
      return (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          <span className={ALERT_TITLE}>
            {message} {detail}
          </span>
          {retry}
        </div>
      );
    case 'banner':
      return (
        <div role="alert" className={BANNER}>
          <span>
            {message} {detail}
          </span>
          {retry}
        </div>
      );
  }
}
