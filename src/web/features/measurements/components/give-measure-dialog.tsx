import { Dialog } from 'radix-ui';
import { MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import {
  INSTRUMENT_DEFINITIONS,
  SEVERITY_LABELS,
  answersProblem,
  suicidalItemAnswer,
  suicidalItemQuote,
  type Instrument,
} from '#contract/instruments';
import type { Measurement } from '#contract/measurements';
import { useCreateMeasurement } from '#web/api/measurements';
import { ALERT_BOX } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { Modal } from '#web/components/ui/modal';
import { errorMessage } from '#web/lib/api-errors';
import { InstrumentForm, emptyAnswers, type FormAnswers } from './instrument-form';

/**
 * Gives a PHQ-9 or GAD-7: filled by the clinician with the client, or handed to the client in client mode, a
 * full-screen view with large controls and nothing else on it (no name, no score, no other clinical data). The
 * answers carry over between the two; the clinician sees the score once the form is saved.
 */
export function GiveMeasureDialog({
  instrument,
  clientId,
  sessionId,
  onClose,
}: {
  /** The instrument to give; undefined keeps the dialog closed. */
  instrument: Instrument | undefined;
  clientId: string;
  sessionId?: string | undefined;
  onClose: () => void;
}) {
  if (!instrument) return null;
  return (
    <GiveMeasure
      key={`${instrument}:${clientId}`}
      instrument={instrument}
      clientId={clientId}
      sessionId={sessionId}
      onClose={onClose}
    />
  );
}

function GiveMeasure({
  instrument,
  clientId,
  sessionId,
  onClose,
}: {
  instrument: Instrument;
  clientId: string;
  sessionId: string | undefined;
  onClose: () => void;
}) {
  const definition = INSTRUMENT_DEFINITIONS[instrument];
  const [answers, setAnswers] = useState<FormAnswers>(() => emptyAnswers(instrument));
  const [mode, setMode] = useState<'clinician' | 'client'>('clinician');
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<Measurement | null>(null);
  const create = useCreateMeasurement(clientId);

  function save(filledBy: 'clinician' | 'client') {
    const incomplete = answersProblem(instrument, answers.items);
    setProblem(incomplete);
    if (incomplete) return;
    create.mutate(
      {
        instrument,
        items: answers.items,
        difficulty: answers.difficulty,
        filledBy,
        ...(sessionId ? { sessionId } : {}),
      },
      { onSuccess: (measurement) => setSaved(measurement) },
    );
  }
  const error =
    problem ?? (create.isError ? errorMessage(create.error, 'The score could not be saved.') : null);

  if (mode === 'client') {
    return (
      <Dialog.Root open onOpenChange={(open) => (open ? undefined : setMode('clinician'))}>
        <Dialog.Portal>
          <Dialog.Content
            aria-describedby={undefined}
            className="fixed inset-0 z-50 overflow-y-auto bg-white p-6 text-slate-900 sm:p-10 dark:bg-slate-950 dark:text-slate-50"
          >
            <div className="mx-auto max-w-3xl space-y-8">
              <div className="flex flex-wrap items-start justify-between gap-4">
                <Dialog.Title className="text-3xl font-semibold">{definition.title}</Dialog.Title>
                <Button variant="secondary" onClick={() => setMode('clinician')}>
                  Return to clinician
                </Button>
              </div>
              {saved ? (
                <div className="space-y-6">
                  <p role="status" className="text-2xl">
                    Thank you. Your answers are saved. Please hand the screen back to your clinician.
                  </p>
                  <Button className="px-8 py-4 text-xl" onClick={() => setMode('clinician')}>
                    Return to clinician
                  </Button>
                </div>
              ) : (
                <InstrumentForm
                  instrument={instrument}
                  answers={answers}
                  onChange={setAnswers}
                  onSubmit={() => save('client')}
                  variant="client"
                  isSaving={create.isPending}
                  error={error}
                />
              )}
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    );
  }

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={definition.title}
      description="Fill it in with the client, or hand the screen to the client."
      wide
    >
      {saved ? (
        <SavedScore measurement={saved} onDone={onClose} />
      ) : (
        <div className="space-y-4">
          <Button variant="secondary" size="sm" onClick={() => setMode('client')}>
            <MonitorSmartphone className="size-3.5" aria-hidden />
            Hand to client
          </Button>
          <InstrumentForm
            instrument={instrument}
            answers={answers}
            onChange={setAnswers}
            onSubmit={() => save('clinician')}
            variant="clinician"
            isSaving={create.isPending}
            error={error}
          />
        </div>
      )}
    </Modal>
  );
}

function SavedScore({ measurement, onDone }: { measurement: Measurement; onDone: () => void }) {
  const definition = INSTRUMENT_DEFINITIONS[measurement.instrument];
  const suicidal = suicidalItemAnswer(measurement.instrument, measurement.items);
  return (
    <div className="space-y-4">
      <p role="status" className="text-lg font-semibold">
        {definition.name} saved: {measurement.total} of {definition.maxTotal} ·{' '}
        {SEVERITY_LABELS[measurement.severity]}
        {measurement.filledBy === 'client' ? ' (filled in by the client)' : ''}
      </p>
      {suicidal !== null ? (
        <p role="alert" className={ALERT_BOX}>
          <span className="font-semibold">Suicidal risk: present.</span> PHQ-9 item 9 —{' '}
          {suicidalItemQuote(suicidal)}
        </p>
      ) : null}
      <Button autoFocus onClick={onDone}>
        Done
      </Button>
    </div>
  );
}
