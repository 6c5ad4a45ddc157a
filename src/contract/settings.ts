import * as z from './zod';
import { PASSWORD_MAX_LENGTH } from './auth';

import { DELETE_WORKSPACE_CONFIRMATION, THEMES } from './settings-values';

export { DELETE_WORKSPACE_CONFIRMATION, type Theme } from './settings-values';

export const profileSettingsSchema = z.object({
  firstName: z.string().trim().max(80, { error: 'First name must be at most 80 characters' }),
  lastName: z.string().trim().max(80, { error: 'Last name must be at most 80 characters' }),
  email: z
    .string()
    .trim()
    .max(254, { error: 'Email must be at most 254 characters' })
    .refine((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), {
      error: 'Enter a valid email address',
    }),
  title: z.string().trim().max(40, { error: 'Title must be at most 40 characters' }),
  licenseNumber: z.string().trim().max(60, { error: 'Licence number must be at most 60 characters' }),
});
export type ProfileSettings = z.infer<typeof profileSettingsSchema>;

export const notificationSettingsSchema = z.object({
  sessionReminders: z.boolean(),
  clientUpdates: z.boolean(),
  systemAlerts: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const settingsSchema = z.object({
  profile: profileSettingsSchema,
  notifications: notificationSettingsSchema,
  theme: z.enum(THEMES),
});
export type Settings = z.infer<typeof settingsSchema>;

export const updateSettingsRequestSchema = z
  .object({
    profile: profileSettingsSchema.partial().strict().optional(),
    notifications: notificationSettingsSchema.partial().strict().optional(),
    theme: z.enum(THEMES, { error: 'Theme must be light, dark or system' }).optional(),
    /** Required with a new email address when the account has a password (accounts mode). */
    currentPassword: z.string().max(PASSWORD_MAX_LENGTH, { error: 'Password is too long' }).optional(),
  })
  .strict()
  .refine((value) => Object.keys(value).some((key) => key !== 'currentPassword'), {
    error: 'Nothing to update',
  });
export type UpdateSettingsRequest = z.infer<typeof updateSettingsRequestSchema>;

export const settingsResponseSchema = z.object({ settings: settingsSchema });

export const deleteWorkspaceRequestSchema = z
  .object({
    confirm: z.literal(DELETE_WORKSPACE_CONFIRMATION, {
      error: `Type ${DELETE_WORKSPACE_CONFIRMATION} to confirm`,
    }),
  })
  .strict();
