// Waitlist texts and the browser-side check, kept free of zod so the landing page stays small.

export const WAITLIST_INVALID_EMAIL = 'Please enter a valid email address';
export const WAITLIST_SUCCESS = "You're on the list!";
/** RFC 5321 caps a forward path at 256 octets including the angle brackets. */
export const EMAIL_MAX_LENGTH = 254;

/** What the landing page checks before sending anything (SPEC §5: non-empty and containing '@'). */
export function isPlausibleEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length > 0 && trimmed.includes('@');
}
