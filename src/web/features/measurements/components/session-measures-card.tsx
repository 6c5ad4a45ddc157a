import { AlertTriangle, Check, ClipboardList, ScanSearch, X } from 'lucide-react';
import { useState } from 'react';
import {
  INSTRUMENT_CREDIT,
  INSTRUMENT_DEFINITIONS,
  SEVERITY_LABELS,
  suicidalItemAnswer,
  suicidalItemQuote,
  type Instrument,
} from '#contract/instruments';
import type { Measurement } from '#contract/measurements';
import {
  useCaptureMeasurements,
  useConfirmMeasurement,
  useDeleteMeasurement,
  useSessionMeasurements,
} from '#web/api/measurements';
import { ALERT_BOX } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { ErrorText } from '#web/components/ui/error-text';
import { errorMessage } from '#web/lib/api-errors';
import { cn } from '#web/lib/cn';
import { GiveMeasureDialog } from './give-measure-dialog';

/**
 * The session's measures: give a PHQ-9 or GAD-7 in the session, find the scores stated in its saved transcript,
 * and confirm or discard each proposal (a stated score counts only once the clinician confirms it).
 */
export function SessionMeasuresCard({
  sessionId,
  clientId,
  hasTranscript,
  isTranscriptSaving,
}: {
  sessionId: string;
  clientId: string | null;
  hasTranscript: boolean;
  /** The transcript has changes not saved yet: scores are read from the saved transcript, so wait for it. */
  isTranscriptSaving: boolean;
}) {
  const [giving, setGiving] = useState<Instrument | undefined>();
  const measurements = useSessionMeasurements(sessionId);
  const capture = useCaptureMeasurements(sessionId);
  const confirm = useConfirmMeasurement();
  const discard = useDeleteMeasurement();
  const list = measurements.data ?? [];
  const proposed = list.filter((m) => m.status === 'proposed');
  const confirmed = list.filter((m) => m.status === 'confirmed');
  const suicidal = confirmed
    .map((m) => suicidalItemAnswer(m.instrument, m.items))
    .find((answer): answer is number => answer !== null);
  const failure = [capture, confirm, discard].find((m) => m.isError)?.error;

  return (
    <Card className="space-y-4 p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">Measures</h2>
        <div className="flex flex-wrap gap-2">
          {(['phq9', 'gad7'] as const).map((instrument) => (
            <Button
              key={instrument}
              variant="secondary"
              size="sm"
              disabled={!clientId}
              onClick={() => setGiving(instrument)}
            >
              <ClipboardList className="size-3.5" aria-hidden />
              Give {INSTRUMENT_DEFINITIONS[instrument].name}
            </Button>
          ))}
          <Button
            variant="secondary"
            size="sm"
            disabled={!clientId || !hasTranscript || isTranscriptSaving || capture.isPending}
            onClick={() => capture.mutate()}
          >
            <ScanSearch className="size-3.5" aria-hidden />
            {capture.isPending ? 'Reading…' : 'Find scores in transcript'}
          </Button>
        </div>
      </div>
      {!clientId ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Choose the client of this session to give a PHQ-9 or GAD-7 or to record the scores stated in it.
        </p>
      ) : null}
      {capture.isSuccess ? (
        <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
          {capture.data.captured === 0
            ? 'No new scores stated in the saved transcript.'
            : `${capture.data.captured} stated ${capture.data.captured === 1 ? 'score' : 'scores'} found to confirm.`}
        </p>
      ) : null}
      {suicidal !== undefined ? (
        <p role="alert" className={cn(ALERT_BOX, 'flex items-start gap-2')}>
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            <span className="font-semibold">Suicidal risk: present.</span> PHQ-9 item 9 —{' '}
            {suicidalItemQuote(suicidal)}
          </span>
        </p>
      ) : null}

      {proposed.length > 0 ? (
        <section aria-labelledby={`${sessionId}-proposed`} className="space-y-2">
          <h3 id={`${sessionId}-proposed`} className="text-sm font-semibold">
            Stated in the transcript — confirm or discard
          </h3>
          <ul className="space-y-2">
            {proposed.map((m) => (
              <ProposedScore
                key={m.id}
                measurement={m}
                isBusy={confirm.isPending || discard.isPending}
                onConfirm={() => confirm.mutate(m.id)}
                onDiscard={() => discard.mutate(m.id)}
              />
            ))}
          </ul>
        </section>
      ) : null}

      {confirmed.length > 0 ? (
        <ul aria-label="Scores of this session" className="space-y-1 text-sm">
          {confirmed.map((m) => (
            <li key={m.id}>
              <span className="font-medium">{INSTRUMENT_DEFINITIONS[m.instrument].name}</span> {m.total} of{' '}
              {INSTRUMENT_DEFINITIONS[m.instrument].maxTotal} · {SEVERITY_LABELS[m.severity]}
              <span className="text-slate-600 dark:text-slate-400">
                {m.source === 'transcript' ? ' — stated in the session, confirmed' : ' — form'}
              </span>
            </li>
          ))}
        </ul>
      ) : measurements.isSuccess && proposed.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No scores recorded for this session yet.</p>
      ) : null}
      {measurements.isError ? (
        <ErrorText>{errorMessage(measurements.error, 'The scores could not be loaded.')}</ErrorText>
      ) : null}
      {failure ? <ErrorText>{errorMessage(failure)}</ErrorText> : null}
      <p className="text-xs text-slate-600 dark:text-slate-400">{INSTRUMENT_CREDIT}</p>
      {clientId ? (
        <GiveMeasureDialog
          instrument={giving}
          clientId={clientId}
          sessionId={sessionId}
          onClose={() => setGiving(undefined)}
        />
      ) : null}
    </Card>
  );
}

function ProposedScore({
  measurement,
  isBusy,
  onConfirm,
  onDiscard,
}: {
  measurement: Measurement;
  isBusy: boolean;
  onConfirm: () => void;
  onDiscard: () => void;
}) {
  const definition = INSTRUMENT_DEFINITIONS[measurement.instrument];
  const label = `${definition.name} ${measurement.total}`;
  return (
    <li className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-700 dark:bg-amber-950/40">
      <p className="font-medium">
        {label} of {definition.maxTotal} · {SEVERITY_LABELS[measurement.severity]}
      </p>
      {measurement.evidence ? (
        <blockquote className="mt-1 border-l-2 border-amber-400 pl-2 text-slate-700 italic dark:text-slate-300">
          “{measurement.evidence.text}”
        </blockquote>
      ) : null}
      <div className="mt-2 flex gap-2">
        <Button size="sm" disabled={isBusy} aria-label={`Confirm ${label}`} onClick={onConfirm}>
          <Check className="size-3.5" aria-hidden />
          Confirm
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={isBusy}
          aria-label={`Discard ${label}`}
          onClick={onDiscard}
        >
          <X className="size-3.5" aria-hidden />
          Discard
        </Button>
      </div>
    </li>
  );
}
