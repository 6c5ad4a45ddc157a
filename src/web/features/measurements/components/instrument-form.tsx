import { AlertTriangle } from 'lucide-react';
import { useId, type SubmitEvent } from 'react';
import {
  DIFFICULTY_OPTIONS,
  DIFFICULTY_QUESTION,
  INSTRUMENT_CREDIT,
  INSTRUMENT_DEFINITIONS,
  PHQ9_SUICIDAL_ITEM_INDEX,
  RESPONSE_OPTIONS,
  SEVERITY_LABELS,
  answersProblem,
  scoreInstrument,
  suicidalItemAnswer,
  suicidalItemQuote,
  type Instrument,
} from '#contract/instruments';
import { ALERT_BOX } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { ErrorText } from '#web/components/ui/error-text';
import { cn } from '#web/lib/cn';

export type FormAnswers = { items: (number | null)[]; difficulty: number | null };

export const emptyAnswers = (instrument: Instrument): FormAnswers => ({
  items: INSTRUMENT_DEFINITIONS[instrument].items.map(() => null),
  difficulty: null,
});

/**
 * A PHQ-9 or GAD-7 as published: the stem, each item with its four answers, and the optional difficulty question.
 * Every item is a native radio group, so the whole form works by keyboard (Tab to an item, arrows to answer).
 * `variant="client"` is the client's own view: large, plain controls, no score and nothing else clinical.
 */
export function InstrumentForm({
  instrument,
  answers,
  onChange,
  onSubmit,
  variant,
  isSaving,
  error,
}: {
  instrument: Instrument;
  answers: FormAnswers;
  onChange: (answers: FormAnswers) => void;
  onSubmit: () => void;
  variant: 'clinician' | 'client';
  isSaving: boolean;
  error: string | null;
}) {
  const definition = INSTRUMENT_DEFINITIONS[instrument];
  const formId = useId();
  const isClient = variant === 'client';
  const answered = answers.items.filter((answer) => answer !== null).length;
  const problem = answersProblem(instrument, answers.items);
  const score = problem ? null : scoreInstrument(instrument, answers.items);
  const suicidal = suicidalItemAnswer(
    instrument,
    answers.items.map((answer) => answer ?? 0),
  );

  const setItem = (index: number, value: number) =>
    onChange({ ...answers, items: answers.items.map((answer, i) => (i === index ? value : answer)) });

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <form onSubmit={submit} aria-label={definition.name} className={isClient ? 'space-y-8' : 'space-y-4'}>
      <p className={isClient ? 'text-2xl font-semibold' : 'text-sm font-medium'}>{definition.stem}</p>
      <ol className={isClient ? 'space-y-8' : 'space-y-3'}>
        {definition.items.map((item, index) => (
          <li key={item}>
            <RadioQuestion
              name={`${formId}-item-${index}`}
              label={`${index + 1}. ${item}`}
              options={RESPONSE_OPTIONS}
              value={answers.items[index] ?? null}
              onChange={(value) => setItem(index, value)}
              isLarge={isClient}
              showScores={!isClient}
            />
          </li>
        ))}
      </ol>
      <RadioQuestion
        name={`${formId}-difficulty`}
        label={`${DIFFICULTY_QUESTION} (optional)`}
        options={DIFFICULTY_OPTIONS}
        value={answers.difficulty}
        onChange={(value) => onChange({ ...answers, difficulty: value })}
        isLarge={isClient}
        showScores={false}
      />

      {!isClient && suicidal !== null ? (
        <p role="alert" className={cn(ALERT_BOX, 'flex items-start gap-2')}>
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            <span className="font-semibold">Suicidal risk: present.</span> PHQ-9 item{' '}
            {PHQ9_SUICIDAL_ITEM_INDEX + 1} — {suicidalItemQuote(suicidal)}
          </span>
        </p>
      ) : null}

      <div className="flex flex-wrap items-center gap-4">
        <p aria-live="polite" className={isClient ? 'text-xl' : 'text-sm font-medium'}>
          {isClient || !score
            ? `${answered} of ${definition.items.length} answered`
            : `Score: ${score.total} of ${definition.maxTotal} · ${SEVERITY_LABELS[score.severity]}`}
        </p>
        <Button type="submit" disabled={isSaving} className={cn(isClient && 'px-8 py-4 text-xl')}>
          {isSaving ? 'Saving…' : isClient ? 'Done' : `Save ${definition.name}`}
        </Button>
      </div>
      {error ? <ErrorText className={cn(isClient && 'text-xl')}>{error}</ErrorText> : null}
      <p className="text-xs text-slate-600 dark:text-slate-400">{INSTRUMENT_CREDIT}</p>
    </form>
  );
}

function RadioQuestion({
  name,
  label,
  options,
  value,
  onChange,
  isLarge,
  showScores,
}: {
  name: string;
  label: string;
  options: readonly string[];
  value: number | null;
  onChange: (value: number) => void;
  isLarge: boolean;
  showScores: boolean;
}) {
  const labelId = `${name}-label`;
  return (
    <fieldset role="radiogroup" aria-labelledby={labelId} className="min-w-0">
      <legend id={labelId} className={isLarge ? 'mb-3 text-xl font-medium' : 'mb-1.5 text-sm'}>
        {label}
      </legend>
      <div className={isLarge ? 'grid gap-3 sm:grid-cols-2' : 'grid grid-cols-2 gap-1.5 md:grid-cols-4'}>
        {options.map((option, index) => (
          <label
            key={option}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-md border has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700 dark:has-[:checked]:bg-brand-900/40',
              isLarge
                ? 'border-slate-400 p-4 text-xl dark:border-slate-500'
                : 'border-slate-300 px-2 py-1.5 text-xs dark:border-slate-600',
            )}
          >
            <input
              type="radio"
              name={name}
              value={index}
              checked={value === index}
              onChange={() => onChange(index)}
              className={cn('accent-brand-700', isLarge ? 'size-6' : 'size-3.5')}
            />
            <span>
              {option}
              {showScores ? <span className="text-slate-500 dark:text-slate-400"> ({index})</span> : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
