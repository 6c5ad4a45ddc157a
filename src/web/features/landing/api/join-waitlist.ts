import { WAITLIST_INVALID_EMAIL } from '../../../../contract/waitlist-rules';
import { ApiError, apiRequest } from '../../../lib/api-client';

export const WAITLIST_RATE_LIMITED = 'Too many requests. Please try again later.';
export const WAITLIST_FAILED = 'Something went wrong. Please try again.';

/**
 * POST /api/waitlist (SPEC §7). A 201 is all the page needs: the success text is the contract's constant,
 * so the body is not parsed here, which keeps zod out of the landing page's JavaScript.
 */
export async function joinWaitlist(email: string): Promise<void> {
  await apiRequest('/api/waitlist', { method: 'POST', body: { email } });
}

/** What the form shows for a failed join (SPEC §8 'Waitlist'). Network errors land in the last branch. */
export function waitlistErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 400) return error.serverMessage || WAITLIST_INVALID_EMAIL;
    if (error.status === 429) return WAITLIST_RATE_LIMITED;
  }
  return WAITLIST_FAILED;
}
