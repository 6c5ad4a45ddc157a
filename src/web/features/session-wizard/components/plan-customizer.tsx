import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { EVIDENCE_LEVELS, TREATMENT_TYPES, type TreatmentSuggestion } from '#contract/generation';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { ErrorText } from '#web/components/ui/error-text';
import { InputField, SelectField, TextareaField } from '#web/components/ui/field';
import { newClinicianItem, planProblem } from '../lib/plan-items';
import { EVIDENCE_LABELS, TREATMENT_TYPE_LABELS } from './treatment-card';

/** Customize: edit any item's treatment, description and type, remove items, and add the clinician's own. */
export function PlanCustomizer({
  initial,
  isSaving,
  error,
  onSave,
  onCancel,
}: {
  initial: readonly TreatmentSuggestion[];
  isSaving: boolean;
  error: string | null;
  onSave: (items: TreatmentSuggestion[]) => void;
  onCancel: () => void;
}) {
  const [items, setItems] = useState<TreatmentSuggestion[]>([...initial]);
  const problem = planProblem(items);
  const update = (id: string, patch: Partial<TreatmentSuggestion>) =>
    setItems(items.map((item) => (item.id === id ? { ...item, ...patch } : item)));

  return (
    <Card className="space-y-4 p-5">
      <h3 className="text-lg font-semibold">Customize Plan</h3>
      <ol className="space-y-4">
        {items.map((item, index) => (
          <li
            key={item.id}
            aria-label={`Item ${index + 1}`}
            className="space-y-3 rounded-md border border-slate-200 p-3 dark:border-slate-700"
          >
            <div className="grid gap-3 md:grid-cols-[2fr_1fr_1fr]">
              <InputField
                label={`Treatment (item ${index + 1})`}
                value={item.treatment}
                onChange={(event) => update(item.id, { treatment: event.target.value })}
              />
              <SelectField
                label={`Type (item ${index + 1})`}
                value={item.type}
                onChange={(event) =>
                  update(item.id, { type: event.target.value as TreatmentSuggestion['type'] })
                }
              >
                {TREATMENT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {TREATMENT_TYPE_LABELS[type]}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label={`Evidence level (item ${index + 1})`}
                value={item.evidenceLevel}
                onChange={(event) =>
                  update(item.id, {
                    evidenceLevel: event.target.value as TreatmentSuggestion['evidenceLevel'],
                  })
                }
              >
                {EVIDENCE_LEVELS.map((level) => (
                  <option key={level} value={level}>
                    {EVIDENCE_LABELS[level]}
                  </option>
                ))}
              </SelectField>
            </div>
            <TextareaField
              label={`Description (item ${index + 1})`}
              rows={2}
              value={item.description}
              onChange={(event) => update(item.id, { description: event.target.value })}
            />
            <div className="flex items-center justify-between gap-3 text-xs text-slate-600 dark:text-slate-400">
              <span>Source: {item.source}</span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove item ${index + 1}${item.treatment ? ` (${item.treatment})` : ''}`}
                onClick={() => setItems(items.filter((other) => other.id !== item.id))}
              >
                <Trash2 className="size-3.5" aria-hidden />
                Remove
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        onClick={() => setItems([...items, newClinicianItem(`clinician-${crypto.randomUUID()}`)])}
      >
        <Plus className="size-4" aria-hidden />
        Add custom item
      </Button>
      {problem || error ? <ErrorText>{problem ?? error}</ErrorText> : null}
      <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-4 dark:border-slate-700">
        <Button disabled={isSaving || problem !== null} onClick={() => onSave(items)}>
          {isSaving ? 'Saving…' : 'Save Plan'}
        </Button>
        <Button variant="secondary" disabled={isSaving} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </Card>
  );
}
