import * as z from './zod';

export const AUTH_MODES = ['demo', 'accounts'] as const;
export const authModeSchema = z.enum(AUTH_MODES);

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;
export const TOTP_CODE_PATTERN = /^\d{6}$/;
/** Four groups of four letters and digits; the dashes are optional when typed. */
export const RECOVERY_CODE_PATTERN = /^[a-z0-9]{4}(-?[a-z0-9]{4}){3}$/;
export const RECOVERY_CODE_COUNT = 10;

/** The signed-in clinician as the header badge shows them. */
export const currentClinicianSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string(),
  displayName: z.string(),
  initials: z.string(),
  isDemo: z.boolean(),
  isOwner: z.boolean(),
  totpEnabled: z.boolean(),
});
export type CurrentClinician = z.infer<typeof currentClinicianSchema>;

export const meResponseSchema = z.object({
  clinician: currentClinicianSchema,
  authMode: authModeSchema,
});

export const authStatusResponseSchema = z.object({
  authMode: authModeSchema,
  needsSetup: z.boolean(),
  signedIn: z.boolean(),
  /** After this long without activity the session ends (accounts mode); null in demo mode. */
  idleTimeoutMs: z.number().int().nullable(),
});

const nameField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(80, { error: `${label} is too long` });
const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .max(254, { error: 'Email is too long' })
  .pipe(z.email({ error: 'Enter a valid email address' }));
export const passwordField = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, { error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(PASSWORD_MAX_LENGTH, { error: 'Password is too long' });

export const createAccountRequestSchema = z.object({
  firstName: nameField('First name'),
  lastName: nameField('Last name'),
  title: z.string().trim().max(40).default('Dr.'),
  email: emailField,
  password: passwordField,
});
export type CreateAccountRequest = z.infer<typeof createAccountRequestSchema>;

export const signInRequestSchema = z.object({
  email: emailField,
  password: z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required' })
    .max(PASSWORD_MAX_LENGTH),
  totpCode: z
    .string()
    .trim()
    .regex(TOTP_CODE_PATTERN, { error: 'Enter the 6-digit code from your authenticator app' })
    .optional(),
  /** Instead of a code from the authenticator app: one of the recovery codes issued when two-factor was turned on. */
  recoveryCode: z
    .string()
    .trim()
    .toLowerCase()
    .regex(RECOVERY_CODE_PATTERN, { error: 'Enter a recovery code such as abcd-efgh-jkmn-pqrs' })
    .optional(),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

export const totpSetupResponseSchema = z.object({ secret: z.string(), otpauthUri: z.string() });

export const totpCodeRequestSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(TOTP_CODE_PATTERN, { error: 'Enter the 6-digit code from your authenticator app' }),
});

export const okResponseSchema = z.object({ ok: z.literal(true) });

/** Turning two-factor sign-in on answers the one-time recovery codes; they are shown this once and never again. */
export const totpEnableResponseSchema = z.object({
  ok: z.literal(true),
  recoveryCodes: z.array(z.string()),
});

export const changePasswordRequestSchema = z
  .object({
    currentPassword: z
      .string({ error: 'Enter your current password' })
      .min(1, { error: 'Enter your current password' })
      .max(PASSWORD_MAX_LENGTH),
    newPassword: passwordField,
  })
  .strict();
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** A colleague of the practice as its owner sees them. */
export const practiceMemberSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  email: z.string(),
  isOwner: z.boolean(),
  isActive: z.boolean(),
  totpEnabled: z.boolean(),
});
export type PracticeMember = z.infer<typeof practiceMemberSchema>;

export const practiceMembersResponseSchema = z.object({ clinicians: z.array(practiceMemberSchema) });
export const practiceMemberResponseSchema = z.object({ clinician: practiceMemberSchema });

export const clinicianIdParamsSchema = z.object({ clinicianId: z.uuid({ error: 'Not a valid id' }) });

/**
 * A one-time password reset link the owner passes to a colleague. The token travels in the URL fragment, so it
 * never reaches a server log or a Referer header.
 */
export const passwordResetLinkResponseSchema = z.object({
  resetPath: z.string(),
  expiresAt: z.iso.datetime(),
});
export type PasswordResetLinkResponse = z.infer<typeof passwordResetLinkResponseSchema>;

export { PASSWORD_RESET_FRAGMENT } from './auth-links';

export const completePasswordResetRequestSchema = z
  .object({
    token: z
      .string({ error: 'This reset link is not complete. Open the whole link again.' })
      .regex(/^[A-Za-z0-9_-]{20,128}$/, {
        error: 'This reset link is not complete. Open the whole link again.',
      }),
    newPassword: passwordField,
  })
  .strict();
export type CompletePasswordResetRequest = z.infer<typeof completePasswordResetRequestSchema>;

/** 'Dr. Sarah Chen' from title, first and last name; the title is omitted when blank. */
export function formatDisplayName(title: string, firstName: string, lastName: string): string {
  return [title, firstName, lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

export function formatInitials(firstName: string, lastName: string): string {
  const initials = [firstName, lastName].map((part) => part.trim().charAt(0).toUpperCase()).join('');
  return initials || '?';
}
