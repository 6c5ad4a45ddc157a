import { z } from 'zod';

export const AUTH_MODES = ['demo', 'accounts'] as const;
export const authModeSchema = z.enum(AUTH_MODES);
export type AuthMode = z.infer<typeof authModeSchema>;

/** The signed-in clinician as the header badge shows them. */
export const currentClinicianSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string(),
  displayName: z.string(),
  initials: z.string(),
  isDemo: z.boolean(),
});
export type CurrentClinician = z.infer<typeof currentClinicianSchema>;

export const meResponseSchema = z.object({
  clinician: currentClinicianSchema,
  authMode: authModeSchema,
});
export type MeResponse = z.infer<typeof meResponseSchema>;

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
