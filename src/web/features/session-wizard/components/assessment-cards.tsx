import type { ReactNode } from 'react';
import type { AssessmentReport } from '#contract/workflow';
import { Card } from '#web/components/ui/card';
import { confidencePercent } from './diagnosis-card';
import { TREATMENT_TYPE_LABELS } from './treatment-card';

const TYPE_LABELS: Record<string, string> = TREATMENT_TYPE_LABELS;

/** The three summary cards of SPEC §2 Assessment formulation, from what the earlier steps saved. */
export function AssessmentCards({ report }: { report: AssessmentReport | null }) {
  const presentingProblem = report?.presentingProblem.trim() ?? '';
  const diagnoses = report?.diagnoses ?? [];
  const plan = report?.plan ?? [];
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <SummaryCard title="Presenting Problem">
        <p className="whitespace-pre-wrap">
          {presentingProblem || 'No note has been saved for this session.'}
        </p>
      </SummaryCard>
      <SummaryCard title="Diagnoses">
        {diagnoses.length === 0 ? (
          <p>No diagnosis has been accepted.</p>
        ) : (
          <ul className="space-y-1.5">
            {diagnoses.map((diagnosis) => (
              <li key={diagnosis.code + diagnosis.diagnosis}>
                <span className="font-medium text-slate-900 dark:text-slate-50">{diagnosis.diagnosis}</span>{' '}
                <span className="font-mono text-xs">{diagnosis.code}</span>
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  Confidence {confidencePercent(diagnosis.confidence)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </SummaryCard>
      <SummaryCard title="Treatment Plan">
        {plan.length === 0 ? (
          <p>No treatment plan has been accepted.</p>
        ) : (
          <ul className="space-y-1.5">
            {plan.map((item, index) => (
              <li key={`${index}-${item.treatment}`}>
                <span className="font-medium text-slate-900 dark:text-slate-50">{item.treatment}</span>
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  {TYPE_LABELS[item.type] ?? item.type} · {item.evidenceLevel} evidence
                </span>
              </li>
            ))}
          </ul>
        )}
      </SummaryCard>
    </div>
  );
}

function SummaryCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="p-4">
      <h3 className="text-base font-semibold">{title}</h3>
      <div className="mt-2 text-sm text-slate-700 dark:text-slate-300">{children}</div>
    </Card>
  );
}
