import type { TreatmentSuggestion } from '#contract/generation';
import { SelectableCard } from './selectable-card';

export const TREATMENT_TYPE_LABELS: Record<TreatmentSuggestion['type'], string> = {
  therapy: 'Therapy',
  medication: 'Medication',
  combination: 'Combination',
  followup: 'Follow-up',
};
export const EVIDENCE_LABELS: Record<TreatmentSuggestion['evidenceLevel'], string> = {
  high: 'High evidence',
  moderate: 'Moderate evidence',
  emerging: 'Emerging evidence',
};

/** One recommendation: type, evidence level, source, what it is and why it is suggested. */
export function TreatmentCard({
  item,
  isSelected,
  onToggle,
}: {
  item: TreatmentSuggestion;
  isSelected: boolean;
  onToggle: () => void;
}) {
  return (
    <SelectableCard isSelected={isSelected} onToggle={onToggle} title={item.treatment}>
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs">
        <span>
          <span className="font-medium text-slate-900 dark:text-slate-50">Type:</span>{' '}
          {TREATMENT_TYPE_LABELS[item.type]}
        </span>
        <span>
          <span className="font-medium text-slate-900 dark:text-slate-50">Evidence:</span>{' '}
          {EVIDENCE_LABELS[item.evidenceLevel]}
        </span>
        <span>
          <span className="font-medium text-slate-900 dark:text-slate-50">Source:</span> {item.source}
        </span>
      </p>
      {item.description ? <p>{item.description}</p> : null}
      {item.rationale ? <p className="text-slate-600 dark:text-slate-400">{item.rationale}</p> : null}
    </SelectableCard>
  );
}
