/**
 * CPT psychotherapy time codes (individual psychotherapy with the patient and/or family member): the time
 * rule of the AMA's CPT code set, where a unit of time is attained once the midpoint is passed — 90832 for
 * 16–37 minutes, 90834 for 38–52, 90837 for 53 or more. Under 16 minutes no psychotherapy time code applies.
 * The result is a suggestion with its rule; the clinician decides what is billed.
 */
export type PsychotherapyCodeSuggestion = {
  code: '90832' | '90834' | '90837' | null;
  /** What the code stands for, or why there is none. */
  label: string;
  /** The rule the suggestion follows, shown beside it. */
  rule: string;
};

export const PSYCHOTHERAPY_TIME_RULE =
  'CPT psychotherapy time: 90832 for 16–37 minutes, 90834 for 38–52, 90837 for 53 or more; under 16 minutes no psychotherapy time code.';

const CODES: { code: '90832' | '90834' | '90837'; from: number; label: string }[] = [
  { code: '90837', from: 53, label: 'Psychotherapy, 60 minutes' },
  { code: '90834', from: 38, label: 'Psychotherapy, 45 minutes' },
  { code: '90832', from: 16, label: 'Psychotherapy, 30 minutes' },
];

/** The psychotherapy time code a session of `minutes` supports, with the rule. */
export function suggestPsychotherapyCode(minutes: number): PsychotherapyCodeSuggestion {
  const whole = Math.floor(minutes);
  const match = CODES.find((entry) => whole >= entry.from);
  if (!match)
    return {
      code: null,
      label: 'Under 16 minutes: no psychotherapy time code',
      rule: PSYCHOTHERAPY_TIME_RULE,
    };
  return { code: match.code, label: match.label, rule: PSYCHOTHERAPY_TIME_RULE };
}

/** Whole minutes between two instants, as a session's length is counted (partial minutes are not counted). */
export function sessionMinutes(startedAt: string | Date, endedAt: string | Date): number {
  const start = typeof startedAt === 'string' ? Date.parse(startedAt) : startedAt.getTime();
  const end = typeof endedAt === 'string' ? Date.parse(endedAt) : endedAt.getTime();
  return Math.max(0, Math.floor((end - start) / 60_000));
}

/** How a session's times were set: when the session was opened and ended, by recording, or by the clinician. */
export const SESSION_TIME_SOURCES = ['opened', 'recorded', 'entered'] as const;

export const SESSION_END_BEFORE_START = 'The session must end after it starts';
export const SESSION_TOO_LONG = 'A session can last at most 24 hours';
export const SESSION_MAX_MINUTES = 24 * 60;
