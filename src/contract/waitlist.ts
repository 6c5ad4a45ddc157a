import { z } from 'zod';

export const WAITLIST_INVALID_EMAIL = 'Please enter a valid email address';
export const WAITLIST_SUCCESS = "You're on the list!";
/** RFC 5321 caps a forward path at 256 octets including the angle brackets. */
export const EMAIL_MAX_LENGTH = 254;

export const waitlistEmailSchema = z
  .string({ error: WAITLIST_INVALID_EMAIL })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, { error: WAITLIST_INVALID_EMAIL })
  .pipe(z.email({ error: WAITLIST_INVALID_EMAIL }));

export const joinWaitlistRequestSchema = z.object(
  { email: waitlistEmailSchema },
  { error: WAITLIST_INVALID_EMAIL },
);
export type JoinWaitlistRequest = z.infer<typeof joinWaitlistRequestSchema>;

/** The same answer whether or not the address was already listed, so it reveals nothing. */
export const joinWaitlistResponseSchema = z.object({ ok: z.literal(true), message: z.string() });
export type JoinWaitlistResponse = z.infer<typeof joinWaitlistResponseSchema>;

/** What the landing page checks before sending anything (SPEC §5: non-empty and containing '@'). */
export function isPlausibleEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length > 0 && trimmed.includes('@');
}
