import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api-client';
import { WAITLIST_FAILED, WAITLIST_RATE_LIMITED, waitlistErrorMessage } from './waitlist-errors';

const httpError = (status: number, body: unknown) =>
  new ApiError(status, typeof body === 'string' ? body : JSON.stringify(body), 'Status');

describe('waitlistErrorMessage (SPEC §8 Waitlist)', () => {
  it("shows a 400's server error, or the invalid-address text when it has none", () => {
    expect(waitlistErrorMessage(httpError(400, { error: 'Nope', code: 'validation_failed' }))).toBe('Nope');
    expect(waitlistErrorMessage(httpError(400, { code: 'validation_failed' }))).toBe(
      'Please enter a valid email address',
    );
    expect(waitlistErrorMessage(httpError(400, ''))).toBe('Please enter a valid email address');
  });

  it('asks to try later on a 429, whatever the body says', () => {
    expect(waitlistErrorMessage(httpError(429, { error: 'Slow down', code: 'rate_limited' }))).toBe(
      WAITLIST_RATE_LIMITED,
    );
    expect(WAITLIST_RATE_LIMITED).toBe('Too many requests. Please try again later.');
  });

  it('shows the generic failure for other statuses and for network errors', () => {
    expect(waitlistErrorMessage(httpError(500, { error: 'Internal', code: 'internal' }))).toBe(
      WAITLIST_FAILED,
    );
    expect(waitlistErrorMessage(httpError(413, 'too big'))).toBe(WAITLIST_FAILED);
    expect(waitlistErrorMessage(new TypeError('Failed to fetch'))).toBe(WAITLIST_FAILED);
    expect(WAITLIST_FAILED).toBe('Something went wrong. Please try again.');
  });
});
