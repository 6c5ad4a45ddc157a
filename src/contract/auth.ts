import { z } from 'zod';

export const AUTH_MODES = ['demo', 'accounts'] as const;
export const authModeSchema = z.enum(AUTH_MODES);
export type AuthMode = z.infer<typeof authModeSchema>;

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;
export const TOTP_CODE_PATTERN = /^\d{6}$/;

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
export type MeResponse = z.infer<typeof meResponseSchema>;

export const authStatusResponseSchema = z.object({
  authMode: authModeSchema,
  needsSetup: z.boolean(),
  signedIn: z.boolean(),
  /** After this long without activity the session ends (accounts mode); null in demo mode. */
  idleTimeoutMs: z.number().int().nullable(),
});
export type AuthStatusResponse = z.infer<typeof authStatusResponseSchema>;

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
const passwordField = z
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
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

export const totpSetupResponseSchema = z.object({ secret: z.string(), otpauthUri: z.string() });
export type TotpSetupResponse = z.infer<typeof totpSetupResponseSchema>;

export const totpCodeRequestSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(TOTP_CODE_PATTERN, { error: 'Enter the 6-digit code from your authenticator app' }),
});

export const okResponseSchema = z.object({ ok: z.literal(true) });

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
