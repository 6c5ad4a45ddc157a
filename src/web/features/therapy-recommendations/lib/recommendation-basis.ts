import type { ClientRecommendationsResponse } from '#contract/workflow';

type Basis = ClientRecommendationsResponse['basis'];

/** What the recommendations were made from, in one line: "Based on: concerns Depression, ADHD; accepted …". */
export function basisLine(basis: Basis): string {
  const parts = [
    basis.acceptedDiagnoses.length > 0 ? `accepted diagnoses ${basis.acceptedDiagnoses.join(', ')}` : '',
    basis.concerns.length > 0 ? `primary concerns ${basis.concerns.join(', ')}` : '',
  ].filter(Boolean);
  return parts.length > 0 ? `Based on ${parts.join('; ')}.` : '';
}

/** Why nothing was generated for this client, and what the clinician can do about it. */
export function emptyBasisHint(basis: Basis): string {
  if (basis.concerns.length === 0 && basis.acceptedDiagnoses.length === 0)
    return "This client's record has no primary concerns and no accepted diagnoses yet. Add their concerns on the Clients screen, or accept a diagnosis in one of their sessions, then Regenerate.";
  return `No therapy in the evidence table matches ${[...basis.acceptedDiagnoses, ...basis.concerns].join(', ')}. Accept a diagnosis in one of their sessions, then Regenerate.`;
}
