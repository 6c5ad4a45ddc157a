import { useMutation } from '@tanstack/react-query';
import { Check, Copy, FileDown, FilePenLine, Loader2, RefreshCw, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { TherapySessionDetail } from '#contract/sessions';
import type { AssessmentReport } from '#contract/workflow';
import { generateAssessmentSummary } from '../../api/generation';
import {
  assessmentPdfPath,
  useAssessment,
  useCompleteSession,
  useSaveAssessment,
} from '../../api/session-steps';
import { Button, buttonVariants } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ErrorText } from '../../components/ui/error-text';
import { TextareaField } from '../../components/ui/field';
import { StatusText } from '../../components/ui/status-text';
import { errorMessage } from '../../lib/api-errors';
import { AssessmentCards } from './components/assessment-cards';
import { WizardFrame } from './components/wizard-frame';
import { clientContext } from './lib/clinical-text';
import { useCopiedFlag } from './lib/use-copied-flag';

/** SPEC §2 Assessment formulation: the summary of the earlier steps, exported and completed. */
export function AssessmentFormulationScreen() {
  return (
    <WizardFrame step="assessment">{(session) => <AssessmentStepLoader session={session} />}</WizardFrame>
  );
}

function AssessmentStepLoader({ session }: { session: TherapySessionDetail }) {
  const assessment = useAssessment(session.id);
  if (assessment.isPending) return <StatusText>Loading assessment...</StatusText>;
  if (assessment.isError)
    return <ErrorText>{errorMessage(assessment.error, 'The assessment could not be loaded.')}</ErrorText>;
  return <AssessmentWorkspace session={session} report={assessment.data} />;
}

function AssessmentWorkspace({
  session,
  report,
}: {
  session: TherapySessionDetail;
  report: AssessmentReport | null;
}) {
  const navigate = useNavigate();
  const save = useSaveAssessment(session.id);
  const complete = useCompleteSession(session.id);
  const { isCopied, copy } = useCopiedFlag();
  const [draft, setDraft] = useState<string | null>(null);
  const summary = report?.summary.trim() ?? '';
  const isFinal = report?.status === 'final';

  const generate = useMutation({
    mutationFn: async () => {
      const text = await generateAssessmentSummary({
        presentingProblem: report?.presentingProblem ?? '',
        diagnoses: (report?.diagnoses ?? []).map((d) => d.diagnosis),
        treatmentPlan: (report?.plan ?? []).map((item) => item.treatment),
        sessionNotes: clientContext(session.transcript, session.notes),
      });
      await save.mutateAsync({ summary: text });
    },
  });
  const isBusy = generate.isPending || save.isPending || complete.isPending;

  return (
    <div className="space-y-4">
      <AssessmentCards report={report} />

      <Card className="space-y-4 p-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 className="text-lg font-semibold">Assessment Summary</h3>
          {isFinal ? (
            <span className="text-sm font-medium text-emerald-800 dark:text-emerald-300">
              Completed; the report is final.
            </span>
          ) : null}
        </div>

        {draft !== null ? (
          <div className="space-y-3">
            <TextareaField
              label="Assessment summary"
              rows={10}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
            <div className="flex flex-wrap gap-3">
              <Button
                disabled={save.isPending}
                onClick={() => save.mutate({ summary: draft }, { onSuccess: () => setDraft(null) })}
              >
                {save.isPending ? 'Saving…' : 'Save'}
              </Button>
              <Button variant="secondary" disabled={save.isPending} onClick={() => setDraft(null)}>
                Cancel
              </Button>
            </div>
          </div>
        ) : summary ? (
          <p
            data-testid="assessment-summary"
            className="text-sm whitespace-pre-wrap text-slate-800 dark:text-slate-200"
          >
            {summary}
          </p>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            No summary yet. Generate one from the note, the accepted diagnoses and the plan.
          </p>
        )}

        {draft === null ? (
          <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4 dark:border-slate-700">
            {summary ? null : (
              <Button disabled={isBusy || isFinal} onClick={() => generate.mutate()}>
                <Sparkles className="size-4" aria-hidden />
                Generate Summary
              </Button>
            )}
            {summary ? (
              <>
                <Button variant="secondary" onClick={() => void copy(summary)}>
                  {isCopied ? (
                    <Check className="size-4" aria-hidden />
                  ) : (
                    <Copy className="size-4" aria-hidden />
                  )}
                  {isCopied ? 'Copied' : 'Copy'}
                </Button>
                <a
                  href={assessmentPdfPath(session.id)}
                  download
                  className={buttonVariants({ variant: 'secondary' })}
                >
                  <FileDown className="size-4" aria-hidden />
                  Export PDF
                </a>
                <Button variant="secondary" disabled={isBusy || isFinal} onClick={() => generate.mutate()}>
                  <RefreshCw className="size-4" aria-hidden />
                  Regenerate
                </Button>
                <Button variant="secondary" disabled={isBusy || isFinal} onClick={() => setDraft(summary)}>
                  <FilePenLine className="size-4" aria-hidden />
                  Edit
                </Button>
              </>
            ) : null}
            <Button
              disabled={isBusy || isFinal}
              onClick={() =>
                complete.mutate(undefined, { onSuccess: () => void navigate('/app/assessment-reports') })
              }
            >
              {complete.isPending ? 'Completing…' : 'Complete Session'}
            </Button>
            <span role="status" className="sr-only">
              {isCopied ? 'Copied' : ''}
            </span>
          </div>
        ) : null}

        {generate.isPending ? (
          <StatusText className="flex items-center gap-2">
            <Loader2 className="size-4 animate-spin" aria-hidden />
            Generating the assessment summary…
          </StatusText>
        ) : null}
        {[
          generate.isError
            ? errorMessage(generate.error, 'The summary could not be generated. Please try again.')
            : null,
          save.isError && !generate.isError
            ? errorMessage(save.error, 'The summary could not be saved.')
            : null,
          complete.isError ? errorMessage(complete.error, 'The session could not be completed.') : null,
        ]
          .filter((message): message is string => message !== null)
          .map((message) => (
            <ErrorText key={message}>{message}</ErrorText>
          ))}
      </Card>
    </div>
  );
}
