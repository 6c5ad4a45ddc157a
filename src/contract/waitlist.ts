import * as z from './zod';

import { EMAIL_MAX_LENGTH, WAITLIST_INVALID_EMAIL } from './waitlist-rules';

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

/** The same answer whether or not the address was already listed, so it reveals nothing. */
export const joinWaitlistResponseSchema = z.object({ ok: z.literal(true), message: z.string() });
