import type { TreatmentSuggestion } from '#contract/generation';

/** Items the clinician wrote carry this source, so a regenerate keeps them. */
export const CLINICIAN_SOURCE = 'Clinician';

export function isClinicianItem(item: TreatmentSuggestion): boolean {
  return item.source === CLINICIAN_SOURCE;
}

/** A blank clinician item; the evidence level starts at the least assertive one until the clinician sets it. */
export function newClinicianItem(id: string): TreatmentSuggestion {
  return {
    id,
    treatment: '',
    type: 'therapy',
    description: '',
    evidenceLevel: 'emerging',
    rationale: 'Added by the clinician.',
    source: CLINICIAN_SOURCE,
  };
}

/** Fresh suggestions replace the generated ones; the clinician's own items stay, after them. */
export function mergeRegenerated(
  fresh: readonly TreatmentSuggestion[],
  current: readonly TreatmentSuggestion[],
): TreatmentSuggestion[] {
  const freshIds = new Set(fresh.map((item) => item.id));
  const kept = current.filter((item) => isClinicianItem(item) && !freshIds.has(item.id));
  return [...fresh, ...kept];
}

/** The first problem that stops a customised plan from being saved, or null. */
export function planProblem(items: readonly TreatmentSuggestion[]): string | null {
  return items.some((item) => item.treatment.trim().length === 0)
    ? 'Every item needs a treatment name'
    : null;
}
