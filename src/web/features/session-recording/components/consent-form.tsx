import { ShieldCheck } from 'lucide-react';
import { useId, useState, type SyntheticEvent } from 'react';
import {
  CONSENT_GIVERS,
  CONSENT_GIVER_LABELS,
  CONSENT_METHODS,
  CONSENT_METHOD_LABELS,
  CONSENT_NOTE_MAX,
  recordConsentRequestSchema,
  type ConsentGiver,
  type ConsentMethod,
} from '#contract/consent';
import { useRecordConsent } from '#web/api/consent';
import { Button } from '#web/components/ui/button';
import { ErrorText } from '#web/components/ui/error-text';
import { InputField, TextareaField } from '#web/components/ui/field';
import { errorMessage } from '#web/lib/api-errors';

const CHOOSE_METHOD = 'Choose whether consent was verbal or written.';
const CHOOSE_TIME = 'Enter the date and time consent was given.';

/** `2026-11-29T09:05` in the browser's own time zone, as a datetime-local input shows it. */
export function localDateTimeValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * Asks for the client's consent to recording before anything is recorded or uploaded: verbal or written, who
 * gave it (the client, or a named guardian or representative), when (now unless changed), and an optional note.
 * The choices are toggle buttons, so the whole form works with Tab, Enter and Space.
 */
export function ConsentForm({ sessionId }: { sessionId: string }) {
  const ids = useId();
  const record = useRecordConsent(sessionId);
  const [method, setMethod] = useState<ConsentMethod | null>(null);
  const [givenBy, setGivenBy] = useState<ConsentGiver>('client');
  const [givenByName, setGivenByName] = useState('');
  const [givenAt, setGivenAt] = useState(() => localDateTimeValue(new Date()));
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<
    Partial<Record<'method' | 'givenByName' | 'givenAt' | 'form', string>>
  >({});

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    const at = new Date(givenAt);
    const found: typeof errors = {};
    if (!method) found.method = CHOOSE_METHOD;
    if (!givenAt || Number.isNaN(at.getTime())) found.givenAt = CHOOSE_TIME;
    const parsed = recordConsentRequestSchema.safeParse({
      method: method ?? undefined,
      givenBy,
      ...(givenBy === 'client' ? {} : { givenByName }),
      givenAt: Number.isNaN(at.getTime()) ? '' : at.toISOString(),
      ...(note.trim() ? { note } : {}),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'givenByName') found.givenByName ??= issue.message;
        else if (field !== 'method' && field !== 'givenAt') found.form ??= issue.message;
      }
    }
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    record.mutate(parsed.data, {
      onError: (error) => setErrors({ form: errorMessage(error, 'The consent could not be saved.') }),
    });
  }

  return (
    <form
      onSubmit={submit}
      aria-labelledby={`${ids}-title`}
      noValidate
      className="space-y-4 rounded-md border border-amber-300 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950"
    >
      <div className="space-y-1">
        <h3
          id={`${ids}-title`}
          className="flex items-center gap-2 font-semibold text-slate-900 dark:text-slate-50"
        >
          <ShieldCheck className="size-4" aria-hidden />
          Consent to recording
        </h3>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Record the client&apos;s consent before recording or transcribing audio. Typing the transcript or
          your own notes does not need it.
        </p>
      </div>

      <ToggleGroup
        label="How was consent given?"
        options={CONSENT_METHODS.map((value) => [value, CONSENT_METHOD_LABELS[value]] as const)}
        value={method}
        onChange={(value) => {
          setMethod(value);
          setErrors(({ method: _dropped, ...rest }) => rest);
        }}
        error={errors.method}
      />
      <ToggleGroup
        label="Given by"
        options={CONSENT_GIVERS.map((value) => [value, CONSENT_GIVER_LABELS[value]] as const)}
        value={givenBy}
        onChange={setGivenBy}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {givenBy === 'client' ? null : (
          <InputField
            label={`Name of the ${CONSENT_GIVER_LABELS[givenBy].toLowerCase()}`}
            error={errors.givenByName}
            value={givenByName}
            autoComplete="off"
            maxLength={200}
            onChange={(event) => setGivenByName(event.target.value)}
          />
        )}
        <InputField
          label="Date and time given"
          error={errors.givenAt}
          type="datetime-local"
          value={givenAt}
          max={localDateTimeValue(new Date(Date.now() + 5 * 60_000))}
          onChange={(event) => setGivenAt(event.target.value)}
        />
      </div>
      <TextareaField
        label="Note (optional)"
        hint="For example, where a signed form is kept."
        rows={2}
        value={note}
        maxLength={CONSENT_NOTE_MAX}
        onChange={(event) => setNote(event.target.value)}
      />
      {errors.form ? <ErrorText>{errors.form}</ErrorText> : null}
      <Button type="submit" disabled={record.isPending}>
        <ShieldCheck className="size-4" aria-hidden />
        {record.isPending ? 'Recording consent…' : 'Record Consent'}
      </Button>
    </form>
  );
}

/** A labelled set of toggle buttons, one pressed: each is its own Tab stop, chosen with Enter or Space. */
function ToggleGroup<T extends string>({
  label,
  options,
  value,
  onChange,
  error,
}: {
  label: string;
  options: readonly (readonly [T, string])[];
  value: T | null;
  onChange: (value: T) => void;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <div className="space-y-1">
      <p id={`${id}-label`} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </p>
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        className="flex flex-wrap gap-2"
      >
        {options.map(([option, text]) => (
          <Button
            key={option}
            variant={value === option ? 'primary' : 'secondary'}
            aria-pressed={value === option}
            onClick={() => onChange(option)}
          >
            {text}
          </Button>
        ))}
      </div>
      {error ? (
        <ErrorText id={`${id}-error`} size="xs">
          {error}
        </ErrorText>
      ) : null}
    </div>
  );
}
