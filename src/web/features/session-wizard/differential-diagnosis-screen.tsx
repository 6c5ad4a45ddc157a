import { useMutation } from '@tanstack/react-query';
import { AlertTriangle, Loader2, NotebookPen, RefreshCw, Stethoscope } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { TherapySessionDetail } from '#contract/sessions';
import type { NoteContent } from '#contract/workflow';
import { generateDiagnoses } from '../../api/generation';
import { useSessionNote } from '../../api/session-notes';
import { useDiagnosisStep, useSaveDiagnosisStep, type SavedDiagnosisStep } from '../../api/session-steps';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ErrorText } from '../../components/ui/error-text';
import { TextareaField } from '../../components/ui/field';
import { StatusText } from '../../components/ui/status-text';
import { errorMessage } from '../../lib/api-errors';
import { DiagnosisCard } from './components/diagnosis-card';
import { WizardFrame } from './components/wizard-frame';
import { diagnosisSource, keepListed, toggleId } from './lib/clinical-text';
import { CONTINUE_STATE, stepHref } from './lib/wizard-steps';

const DIAGNOSIS_DISCLAIMER =
  'Diagnoses are AI suggestions that need clinician confirmation. Review the criteria and evidence before accepting.';

/** SPEC §2 Differential diagnosis: generate, select and accept ranked suggestions. */
export function DifferentialDiagnosisScreen() {
  return <WizardFrame step="diagnosis">{(session) => <DiagnosisStepLoader session={session} />}</WizardFrame>;
}

function DiagnosisStepLoader({ session }: { session: TherapySessionDetail }) {
  const step = useDiagnosisStep(session.id);
  const note = useSessionNote(session.id);
  if (step.isPending || note.isPending) return <StatusText>Loading diagnoses...</StatusText>;
  if (step.isError)
    return <ErrorText>{errorMessage(step.error, 'The saved diagnoses could not be loaded.')}</ErrorText>;
  return <DiagnosisWorkspace session={session} saved={step.data} note={note.data?.note?.content ?? null} />;
}

function DiagnosisWorkspace({
  session,
  saved,
  note,
}: {
  session: TherapySessionDetail;
  saved: SavedDiagnosisStep;
  note: NoteContent | null;
}) {
  const navigate = useNavigate();
  const save = useSaveDiagnosisStep(session.id);
  const [selectedIds, setSelectedIds] = useState<string[]>(saved?.selectedIds ?? []);
  const [notes, setNotes] = useState(saved?.notes ?? '');
  const [isAddingNotes, setIsAddingNotes] = useState((saved?.notes ?? '') !== '');
  const diagnoses = saved?.diagnoses ?? [];
  const source = diagnosisSource(session.transcript, note);

  const generate = useMutation({
    mutationFn: async (text: string) => {
      const fresh = await generateDiagnoses(text);
      const kept = keepListed(selectedIds, fresh);
      await save.mutateAsync({ diagnoses: fresh, selectedIds: kept, notes, accepted: false });
      setSelectedIds(kept);
    },
  });

  const accept = () =>
    save.mutate(
      { diagnoses, selectedIds, notes, accepted: true },
      { onSuccess: () => void navigate(stepHref('treatment', session.id), { state: CONTINUE_STATE }) },
    );
  const saveNotes = () => save.mutate({ diagnoses, selectedIds, notes, accepted: saved?.accepted ?? false });

  return (
    <div className="space-y-4">
      <p className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950/50 dark:text-amber-100">
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
        {DIAGNOSIS_DISCLAIMER}
      </p>

      {source === null ? (
        <Card className="p-5 text-sm text-slate-700 dark:text-slate-300">
          There is no transcript or note to reason from yet.{' '}
          <Link
            to={stepHref('note', session.id)}
            className="font-medium text-brand-700 underline underline-offset-2 hover:no-underline dark:text-brand-100"
          >
            Go to Note Formulation
          </Link>
        </Card>
      ) : null}

      <div className="flex flex-wrap items-center gap-3">
        {diagnoses.length === 0 && source !== null ? (
          <Button disabled={generate.isPending} onClick={() => generate.mutate(source)}>
            <Stethoscope className="size-4" aria-hidden />
            Generate Diagnosis
          </Button>
        ) : null}
        {diagnoses.length > 0 ? (
          <>
            <Button
              disabled={selectedIds.length === 0 || save.isPending || generate.isPending}
              onClick={accept}
            >
              Accept Selected ({selectedIds.length})
            </Button>
            <Button
              variant="secondary"
              disabled={source === null || generate.isPending || save.isPending}
              onClick={() => source !== null && generate.mutate(source)}
            >
              <RefreshCw className="size-4" aria-hidden />
              Regenerate
            </Button>
          </>
        ) : null}
        <Button
          variant="secondary"
          aria-expanded={isAddingNotes}
          onClick={() => setIsAddingNotes(!isAddingNotes)}
        >
          <NotebookPen className="size-4" aria-hidden />
          Add Notes
        </Button>
      </div>

      {isAddingNotes ? (
        <Card className="space-y-3 p-5">
          <TextareaField
            label="Diagnostic notes"
            hint="Saved with this step."
            rows={4}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
          />
          <div className="flex items-center gap-3">
            <Button variant="secondary" disabled={save.isPending} onClick={saveNotes}>
              {save.isPending ? 'Saving…' : 'Save Notes'}
            </Button>
            <span role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
              {save.isSuccess && !generate.isPending ? 'Saved' : ''}
            </span>
          </div>
        </Card>
      ) : null}

      {generate.isPending ? (
        <StatusText className="flex items-center gap-2">
          <Loader2 className="size-4 animate-spin" aria-hidden />
          Generating the differential diagnosis…
        </StatusText>
      ) : null}
      {generate.isError ? (
        <ErrorText>
          {errorMessage(generate.error, 'The diagnoses could not be generated. Please try again.')}
        </ErrorText>
      ) : null}
      {save.isError && !generate.isError ? (
        <ErrorText>
          {errorMessage(save.error, 'The diagnoses could not be saved. Please try again.')}
        </ErrorText>
      ) : null}

      {diagnoses.length > 0 ? (
        <section aria-label="Diagnosis suggestions" className="grid gap-3 lg:grid-cols-2">
          {diagnoses.map((diagnosis) => (
            <DiagnosisCard
              key={diagnosis.id}
              diagnosis={diagnosis}
              isSelected={selectedIds.includes(diagnosis.id)}
              onToggle={() => setSelectedIds(toggleId(selectedIds, diagnosis.id))}
            />
          ))}
        </section>
      ) : saved !== null && !generate.isPending ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          No diagnosis fits what was recorded. Regenerate after the note or transcript changes.
        </p>
      ) : null}
    </div>
  );
}
