/** SPEC §4 wizard flow, in order. */
export const WIZARD_STEPS = [
  { key: 'note', label: 'Note Formulation', path: '/app/session/note-formulation' },
  { key: 'diagnosis', label: 'Differential Diagnosis', path: '/app/session/differential-diagnosis' },
  { key: 'treatment', label: 'Treatment Suggestions', path: '/app/session/treatment-suggestions' },
  { key: 'assessment', label: 'Assessment Formulation', path: '/app/session/assessment-formulation' },
] as const;

export type WizardStepKey = (typeof WIZARD_STEPS)[number]['key'];

/** The step's route for a session, with the session in the query as every session screen expects. */
export function stepHref(key: WizardStepKey, sessionId: string): string {
  const step = WIZARD_STEPS.find((candidate) => candidate.key === key) ?? WIZARD_STEPS[0];
  return `${step.path}?session=${encodeURIComponent(sessionId)}`;
}

export function recordingHref(sessionId: string): string {
  return `/app/session/dictation?session=${encodeURIComponent(sessionId)}`;
}

/**
 * Navigation state of a Continue button: the next step opens at the top of the page with its heading focused,
 * so neither the eye nor a screen reader is left where the previous step's button was.
 */
export const CONTINUE_STATE = { wizardContinue: true } as const;

export function isContinueState(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && 'wizardContinue' in state && state.wizardContinue === true
  );
}
