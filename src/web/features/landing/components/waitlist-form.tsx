import { useId, useState, type SubmitEvent } from 'react';
import { CircleCheck } from 'lucide-react';
import {
  WAITLIST_INVALID_EMAIL,
  WAITLIST_SUCCESS,
  isPlausibleEmail,
} from '#contract/waitlist-rules';
import { joinWaitlist } from '#web/api/waitlist';
import { waitlistErrorMessage } from '../lib/waitlist-errors';

/** SPEC §4 'Waitlist form: idle, submitting, success, error'. */
type WaitlistState =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'success' }
  | { status: 'error'; message: string };

/**
 * The waitlist email capture. Plain component state rather than TanStack Query: the landing page does not
 * load the query client, to keep its JavaScript small.
 */
export function WaitlistForm() {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<WaitlistState>({ status: 'idle' });
  const inputId = useId();
  const messageId = useId();
  const isSubmitting = state.status === 'submitting';

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    // SPEC §5: non-empty and containing '@', otherwise nothing is sent. The server checks it properly.
    if (!isPlausibleEmail(email)) {
      setState({ status: 'error', message: WAITLIST_INVALID_EMAIL });
      return;
    }
    setState({ status: 'submitting' });
    try {
      await joinWaitlist(email.trim());
      setState({ status: 'success' });
      setEmail('');
    } catch (error) {
      setState({ status: 'error', message: waitlistErrorMessage(error) });
    }
  }

  const hasError = state.status === 'error';

  return (
    <form noValidate onSubmit={handleSubmit} className="w-full max-w-md">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        Email address
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <input
          id={inputId}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@practice.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={hasError || undefined}
          aria-describedby={hasError ? messageId : undefined}
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 py-2.5 text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 aria-invalid:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 dark:focus-visible:outline-brand-500"
        />
        <button
          type="submit"
          disabled={isSubmitting}
          className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-wait disabled:opacity-80 dark:focus-visible:outline-brand-500"
        >
          {isSubmitting ? 'Joining...' : 'Join the waitlist'}
        </button>
      </div>
      <div className="mt-3 min-h-6 text-sm">
        <p role="status" className="flex items-center gap-2 font-medium text-brand-800 dark:text-brand-100">
          {state.status === 'success' && (
            <>
              <CircleCheck className="size-4 shrink-0" aria-hidden />
              {WAITLIST_SUCCESS}
            </>
          )}
        </p>
        {hasError && (
          <p id={messageId} role="alert" className="font-medium text-red-700 dark:text-red-300">
            {state.message}
          </p>
        )}
      </div>
    </form>
  );
}
