import { ClipboardList, Loader2, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import {
  INSTRUMENT_CREDIT,
  INSTRUMENT_DEFINITIONS,
  SEVERITY_LABELS,
  type Instrument,
} from '#contract/instruments';
import type { Measurement } from '#contract/measurements';
import { useClientMeasurements, useDeleteMeasurement } from '#web/api/measurements';
import { Button } from '#web/components/ui/button';
import { ErrorText } from '#web/components/ui/error-text';
import { Modal } from '#web/components/ui/modal';
import { errorMessage } from '#web/lib/api-errors';
import { formatDate } from '#web/lib/format';
import { GiveMeasureDialog } from './give-measure-dialog';

// The chart library is large; it loads the first time a client's measures are opened.
const ScoresChart = lazy(() => import('./scores-chart'));

export function measureSourceText(measurement: Measurement): string {
  if (measurement.source === 'transcript') return 'Stated in a session';
  return measurement.filledBy === 'client' ? 'Form, filled in by the client' : 'Form, with the clinician';
}

/**
 * A client's measures: the PHQ-9 and GAD-7 charted over time with the severity bands and the sessions marked,
 * every score listed, and the forms to give a new one.
 */
export function ClientMeasuresDialog({
  client,
  sessionDates,
  onOpenChange,
}: {
  /** The client whose measures are open; undefined keeps the dialog closed. */
  client: { id: string; name: string } | undefined;
  sessionDates: string[];
  onOpenChange: (open: boolean) => void;
}) {
  const [giving, setGiving] = useState<Instrument | undefined>();
  if (!client) return null;
  return (
    <>
      <Modal
        open={giving === undefined}
        onOpenChange={onOpenChange}
        title={`Measures: ${client.name}`}
        description="PHQ-9 and GAD-7 scores over time. Bands are shaded by severity; dashed lines mark sessions."
        wide
      >
        <div className="space-y-5">
          <div className="flex flex-wrap gap-2">
            {(['phq9', 'gad7'] as const).map((instrument) => (
              <Button key={instrument} variant="secondary" onClick={() => setGiving(instrument)}>
                <ClipboardList className="size-4" aria-hidden />
                Give {INSTRUMENT_DEFINITIONS[instrument].name}
              </Button>
            ))}
          </div>
          <ClientMeasures clientId={client.id} sessionDates={sessionDates} />
          <p className="text-xs text-slate-600 dark:text-slate-400">{INSTRUMENT_CREDIT}</p>
        </div>
      </Modal>
      <GiveMeasureDialog instrument={giving} clientId={client.id} onClose={() => setGiving(undefined)} />
    </>
  );
}

function ClientMeasures({ clientId, sessionDates }: { clientId: string; sessionDates: string[] }) {
  const measurements = useClientMeasurements(clientId);
  const remove = useDeleteMeasurement();
  if (measurements.isPending)
    return (
      <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
        Loading scores…
      </p>
    );
  if (measurements.isError)
    return <ErrorText>{errorMessage(measurements.error, 'The scores could not be loaded.')}</ErrorText>;
  const list = measurements.data;
  return (
    <div className="space-y-4">
      <Suspense
        fallback={
          <p role="status" className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
            <Loader2 className="size-4 animate-spin" aria-hidden />
            Loading chart…
          </p>
        }
      >
        <ScoresChart measurements={list} sessionDates={sessionDates} />
      </Suspense>
      {list.length === 0 ? null : (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Scores</caption>
          <thead className="text-xs text-slate-600 dark:text-slate-300">
            <tr>
              <th scope="col" className="py-1 pr-2 font-semibold">
                Date
              </th>
              <th scope="col" className="py-1 pr-2 font-semibold">
                Measure
              </th>
              <th scope="col" className="py-1 pr-2 font-semibold">
                Score
              </th>
              <th scope="col" className="py-1 pr-2 font-semibold">
                Source
              </th>
              <th scope="col" className="py-1 font-semibold">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
            {[...list].reverse().map((m) => {
              const definition = INSTRUMENT_DEFINITIONS[m.instrument];
              return (
                <tr key={m.id}>
                  <td className="py-1.5 pr-2 whitespace-nowrap">{formatDate(m.administeredAt)}</td>
                  <td className="py-1.5 pr-2">{definition.name}</td>
                  <td className="py-1.5 pr-2">
                    {m.total} of {definition.maxTotal} · {SEVERITY_LABELS[m.severity]}
                    {m.status === 'proposed' ? ' (to confirm)' : ''}
                  </td>
                  <td className="py-1.5 pr-2 text-slate-600 dark:text-slate-300">{measureSourceText(m)}</td>
                  <td className="py-1.5 text-right">
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={remove.isPending}
                      aria-label={`Delete ${definition.name} of ${formatDate(m.administeredAt)}`}
                      onClick={() => remove.mutate(m.id)}
                    >
                      <Trash2 className="size-3.5" aria-hidden />
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {remove.isError ? (
        <ErrorText>{errorMessage(remove.error, 'The score could not be deleted.')}</ErrorText>
      ) : null}
    </div>
  );
}
