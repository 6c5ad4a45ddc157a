import { useMutation } from '@tanstack/react-query';
import { ClipboardList, Loader2, RefreshCw, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { TreatmentSuggestion } from '#contract/generation';
import type { TherapySessionDetail } from '#contract/sessions';
import { generateTreatments } from '../../api/generation';
import { useDiagnosisStep, usePlanStep, useSavePlanStep, type SavedPlanStep } from '../../api/session-steps';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ErrorText } from '../../components/ui/error-text';
import { StatusText } from '../../components/ui/status-text';
import { errorMessage } from '../../lib/api-errors';
import { PlanCustomizer } from './components/plan-customizer';
import { TreatmentCard } from './components/treatment-card';
import { WizardFrame } from './components/wizard-frame';
import { clientContext, keepListed, toggleId } from './lib/clinical-text';
import { mergeRegenerated } from './lib/plan-items';
import { CONTINUE_STATE, stepHref } from './lib/wizard-steps';

/** SPEC §2 Treatment suggestions: a plan for the accepted diagnoses, selected, customised and accepted. */
export function TreatmentSuggestionsScreen() {
  return <WizardFrame step="treatment">{(session) => <PlanStepLoader session={session} />}</WizardFrame>;
}

function PlanStepLoader({ session }: { session: TherapySessionDetail }) {
  const diagnoses = useDiagnosisStep(session.id);
  const plan = usePlanStep(session.id);
  if (diagnoses.isPending || plan.isPending) return <StatusText>Loading treatment plan...</StatusText>;
  if (diagnoses.isError || plan.isError)
    return (
      <ErrorText>
        {errorMessage(diagnoses.error ?? plan.error, 'The treatment plan could not be loaded.')}
      </ErrorText>
    );
  const step = diagnoses.data;
  const accepted = step ? step.diagnoses.filter((d) => step.selectedIds.includes(d.id)) : [];
  return (
    <PlanWorkspace
      session={session}
      saved={plan.data}
      diagnosisNames={step?.accepted ? accepted.map((d) => d.diagnosis) : []}
    />
  );
}

function PlanWorkspace({
  session,
  saved,
  diagnosisNames,
}: {
  session: TherapySessionDetail;
  saved: SavedPlanStep;
  diagnosisNames: string[];
}) {
  const navigate = useNavigate();
  const save = useSavePlanStep(session.id);
  const [selectedIds, setSelectedIds] = useState<string[]>(saved?.selectedIds ?? []);
  const [isCustomizing, setIsCustomizing] = useState(false);
  const treatments = saved?.treatments ?? [];

  const generate = useMutation({
    mutationFn: async () => {
      const fresh = await generateTreatments(
        diagnosisNames,
        clientContext(session.transcript, session.notes),
      );
      const merged = mergeRegenerated(fresh, treatments);
      const kept = keepListed(selectedIds, merged);
      await save.mutateAsync({ treatments: merged, selectedIds: kept, accepted: false });
      setSelectedIds(kept);
    },
  });

  const accept = () =>
    save.mutate(
      { treatments, selectedIds, accepted: true },
      { onSuccess: () => void navigate(stepHref('assessment', session.id), { state: CONTINUE_STATE }) },
    );

  function saveCustomized(items: TreatmentSuggestion[]) {
    const kept = keepListed(selectedIds, items);
    save.mutate(
      { treatments: items, selectedIds: kept, accepted: saved?.accepted ?? false },
      {
        onSuccess: () => {
          setSelectedIds(kept);
          setIsCustomizing(false);
        },
      },
    );
  }

  if (diagnosisNames.length === 0 && treatments.length === 0)
    return (
      <Card className="p-5 text-sm text-slate-700 dark:text-slate-300">
        No diagnosis has been accepted yet. A plan is suggested for the accepted diagnoses.{' '}
        <Link
          to={stepHref('diagnosis', session.id)}
          className="font-medium text-brand-700 underline underline-offset-2 hover:no-underline dark:text-brand-100"
        >
          Go to Differential Diagnosis
        </Link>
      </Card>
    );

  const isBusy = generate.isPending || save.isPending;
  return (
    <div className="space-y-4">
      {diagnosisNames.length > 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          For the accepted diagnoses: <span className="font-medium">{diagnosisNames.join('; ')}</span>
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        {treatments.length === 0 ? (
          <Button disabled={isBusy || diagnosisNames.length === 0} onClick={() => generate.mutate()}>
            <ClipboardList className="size-4" aria-hidden />
            Generate Plan
          </Button>
        ) : (
          <>
            <Button disabled={selectedIds.length === 0 || isBusy || isCustomizing} onClick={accept}>
              Accept Plan ({selectedIds.length})
            </Button>
            <Button
              variant="secondary"
              disabled={isBusy || isCustomizing || diagnosisNames.length === 0}
              onClick={() => generate.mutate()}
            >
              <RefreshCw className="size-4" aria-hidden />
              Regenerate
            </Button>
          </>
        )}
        <Button
          variant="secondary"
          aria-expanded={isCustomizing}
          disabled={isBusy}
          onClick={() => setIsCustomizing(!isCustomizing)}
        >
          <SlidersHorizontal className="size-4" aria-hidden />
          Customize
        </Button>
      </div>

      {generate.isPending ? (
        <StatusText className="flex items-center gap-2">
          <Loader2 className="size-4 animate-spin" aria-hidden />
          Generating the treatment plan…
        </StatusText>
      ) : null}
      {generate.isError ? (
        <ErrorText>
          {errorMessage(generate.error, 'The treatment plan could not be generated. Please try again.')}
        </ErrorText>
      ) : null}
      {save.isError && !generate.isError && !isCustomizing ? (
        <ErrorText>{errorMessage(save.error, 'The plan could not be saved. Please try again.')}</ErrorText>
      ) : null}

      {isCustomizing ? (
        <PlanCustomizer
          initial={treatments}
          isSaving={save.isPending}
          error={save.isError ? errorMessage(save.error, 'The plan could not be saved.') : null}
          onSave={saveCustomized}
          onCancel={() => {
            save.reset();
            setIsCustomizing(false);
          }}
        />
      ) : treatments.length > 0 ? (
        <section aria-label="Treatment recommendations" className="grid gap-3 lg:grid-cols-2">
          {treatments.map((item) => (
            <TreatmentCard
              key={item.id}
              item={item}
              isSelected={selectedIds.includes(item.id)}
              onToggle={() => setSelectedIds(toggleId(selectedIds, item.id))}
            />
          ))}
        </section>
      ) : null}
    </div>
  );
}
