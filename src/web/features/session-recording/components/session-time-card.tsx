import { Clock, Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import { sessionMinutes, suggestPsychotherapyCode } from '#contract/session-times';
import { sessionTimesSchema, type TherapySession } from '#contract/sessions';
import { useUpdateSession } from '#web/api/sessions';
import { Button } from '#web/components/ui/button';
import { ErrorText } from '#web/components/ui/error-text';
import { Input } from '#web/components/ui/field';
import { errorMessage } from '#web/lib/api-errors';
import { formatDate, formatTime } from '#web/lib/format';
import { fromLocalInputValue, toLocalInputValue } from '#web/lib/local-date-time';

const SOURCE_TEXT: Record<TherapySession['timeSource'], string> = {
  recorded: 'From the recording',
  entered: 'Entered by you',
  opened: 'From when this session was opened and ended; edit the times if the session ran differently',
};

/**
 * The session's real start and end, how long it lasted, and the CPT psychotherapy time code that length
 * supports, with its rule. The clinician can enter the times (an in-person session not recorded here).
 */
export function SessionTimeCard({ session }: { session: TherapySession }) {
  const [isEditing, setIsEditing] = useState(false);
  const minutes = session.endedAt ? sessionMinutes(session.startedAt, session.endedAt) : null;
  const suggestion = minutes === null ? null : suggestPsychotherapyCode(minutes);

  return (
    <section
      aria-labelledby={`${session.id}-time`}
      className="mt-4 border-t border-slate-200 pt-4 dark:border-slate-700"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1 text-sm">
          <h3
            id={`${session.id}-time`}
            className="flex items-center gap-1.5 font-semibold text-slate-900 dark:text-slate-50"
          >
            <Clock className="size-4" aria-hidden />
            Session time
          </h3>
          <p className="text-slate-800 dark:text-slate-100">
            <time dateTime={session.startedAt}>
              {formatDate(session.startedAt)}, {formatTime(session.startedAt)}
            </time>
            {session.endedAt ? (
              <>
                {' – '}
                <time dateTime={session.endedAt}>{formatTime(session.endedAt)}</time>
                {` · ${minutes} min`}
              </>
            ) : (
              ' · not ended yet'
            )}
          </p>
          <p className="text-xs text-slate-600 dark:text-slate-400">{SOURCE_TEXT[session.timeSource]}</p>
        </div>
        {isEditing ? null : (
          <Button variant="secondary" size="sm" onClick={() => setIsEditing(true)}>
            <Pencil className="size-3.5" aria-hidden />
            Edit Times
          </Button>
        )}
      </div>
      <div role="status" aria-live="polite" className="mt-2 text-sm">
        {suggestion ? (
          <p>
            <span className="font-medium text-slate-900 dark:text-slate-50">Suggested CPT code: </span>
            {suggestion.code ? (
              <>
                <span className="font-mono font-semibold">{suggestion.code}</span> ({suggestion.label})
              </>
            ) : (
              suggestion.label
            )}
          </p>
        ) : (
          <p className="text-slate-600 dark:text-slate-400">
            The CPT suggestion appears once the session has an end.
          </p>
        )}
      </div>
      {suggestion ? (
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {suggestion.rule} A suggestion only: you decide what is billed.
        </p>
      ) : null}
      {isEditing ? <TimesForm session={session} onDone={() => setIsEditing(false)} /> : null}
    </section>
  );
}

function TimesForm({ session, onDone }: { session: TherapySession; onDone: () => void }) {
  const startId = useId();
  const endId = useId();
  const errorId = useId();
  const [start, setStart] = useState(() => toLocalInputValue(session.startedAt));
  const [end, setEnd] = useState(() => toLocalInputValue(session.endedAt));
  const [formError, setFormError] = useState<string | null>(null);
  const update = useUpdateSession(session.id);
  const error =
    formError ?? (update.isError ? errorMessage(update.error, 'The times could not be saved.') : null);

  function submit() {
    if (update.isPending) return;
    const parsed = sessionTimesSchema.safeParse({
      startedAt: fromLocalInputValue(start),
      endedAt: fromLocalInputValue(end),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setFormError(
        issue?.code === 'custom' ? issue.message : 'Enter both the start and the end date and time',
      );
      return;
    }
    setFormError(null);
    update.mutate({ times: parsed.data }, { onSuccess: onDone });
  }

  return (
    <form
      className="mt-3 flex flex-wrap items-end gap-3"
      aria-label="Session times"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="space-y-1">
        <label htmlFor={startId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
          Start
        </label>
        <Input
          id={startId}
          type="datetime-local"
          value={start}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setStart(event.target.value)}
        />
      </div>
      <div className="space-y-1">
        <label htmlFor={endId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
          End
        </label>
        <Input
          id={endId}
          type="datetime-local"
          value={end}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setEnd(event.target.value)}
        />
      </div>
      <Button type="submit" size="md" disabled={update.isPending}>
        {update.isPending ? 'Saving…' : 'Save Times'}
      </Button>
      <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
        Cancel
      </Button>
      {error ? (
        <ErrorText id={errorId} className="w-full">
          {error}
        </ErrorText>
      ) : null}
    </form>
  );
}
