import { WAITLIST_INVALID_EMAIL } from '#contract/waitlist-rules';
import { ApiError } from '#web/lib/api-client';

export const WAITLIST_RATE_LIMITED = 'Too many requests. Please try again later.';
export const WAITLIST_FAILED = 'Something went wrong. Please try again.';

/** What the form shows for a failed join (SPEC §8 'Waitlist'). Network errors land in the last branch. */
export function waitlistErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 400) return error.serverMessage || WAITLIST_INVALID_EMAIL;
    if (error.status === 429) return WAITLIST_RATE_LIMITED;
  }
  return WAITLIST_FAILED;
}
