import type { DiagnosisSuggestion } from '#contract/generation';
import { SelectableCard } from './selectable-card';

/** Confidence as a whole percent (SPEC §9: no decimals per suggestion). */
export function confidencePercent(confidence: number): string {
  return `${Math.round(confidence * 100)}%`;
}

/** One suggested diagnosis: its code, confidence, reasoning, and the criteria met (with quotes) and unmet. */
export function DiagnosisCard({
  diagnosis,
  isSelected,
  onToggle,
}: {
  diagnosis: DiagnosisSuggestion;
  isSelected: boolean;
  onToggle: () => void;
}) {
  return (
    <SelectableCard
      isSelected={isSelected}
      onToggle={onToggle}
      title={
        <>
          {diagnosis.diagnosis} <span className="font-mono text-sm font-medium">({diagnosis.code})</span>
        </>
      }
    >
      <p>
        <span className="font-medium text-slate-900 dark:text-slate-50">ICD-10-CM:</span> {diagnosis.code}
        {' · '}
        <span className="font-medium text-slate-900 dark:text-slate-50">Confidence:</span>{' '}
        {confidencePercent(diagnosis.confidence)}
      </p>
      <p>{diagnosis.reasoning}</p>
      {diagnosis.criteriaMet.length > 0 ? (
        <div>
          <p className="font-medium text-slate-900 dark:text-slate-50">Criteria met</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {diagnosis.criteriaMet.map((met) => (
              <li key={met.criterion}>
                {met.criterion}
                {met.evidence.length > 0 ? (
                  <span className="block text-xs text-slate-600 italic dark:text-slate-400">
                    {met.evidence.map((span) => `“${span.text}”`).join(' · ')}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {diagnosis.criteriaUnmet.length > 0 ? (
        <div>
          <p className="font-medium text-slate-900 dark:text-slate-50">Criteria not met</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {diagnosis.criteriaUnmet.map((criterion) => (
              <li key={criterion}>{criterion}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </SelectableCard>
  );
}
