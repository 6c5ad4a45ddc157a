import type { z } from 'zod';
import { profileSettingsSchema, updateSettingsRequestSchema } from '#contract/settings';

export const PROFILE_FIELDS = profileSettingsSchema.keyof().options;

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** An account signs in with its email, so a new one needs the current password (the server asks for it too). */
export function needsCurrentPassword(isAccount: boolean, savedEmail: string, email: string): boolean {
  return isAccount && !sameEmail(email, savedEmail);
}

/**
 * The profile form: the contract's profile rules, plus the request's current password, which an account gives
 * with a new email. The password is asked for only once the profile itself reads well.
 */
export function profileFormSchema(isAccount: boolean, savedEmail: string) {
  return profileSettingsSchema
    .extend({ currentPassword: updateSettingsRequestSchema.shape.currentPassword })
    .refine(
      (values) =>
        !needsCurrentPassword(isAccount, savedEmail, values.email) || Boolean(values.currentPassword),
      {
        path: ['currentPassword'],
        error: 'Enter your current password to change your email.',
        when: ({ issues }) => issues.length === 0,
      },
    );
}

type ProfileFormSchema = ReturnType<typeof profileFormSchema>;
/** What the form holds: each control's text as typed. */
export type ProfileFormValues = z.input<ProfileFormSchema>;
/** What a valid form saves: the profile trimmed, and the current password when one is needed. */
export type ProfileFormOutput = z.output<ProfileFormSchema>;
