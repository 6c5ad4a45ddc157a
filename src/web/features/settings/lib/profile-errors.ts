import { profileSettingsSchema, type ProfileSettings } from '../../../../contract/settings';

export type ProfileField = keyof ProfileSettings;
export type ProfileErrors = Partial<Record<ProfileField, string>>;

export const PROFILE_FIELDS: readonly ProfileField[] = [
  'firstName',
  'lastName',
  'email',
  'title',
  'licenseNumber',
];

function isProfileField(value: unknown): value is ProfileField {
  return PROFILE_FIELDS.some((field) => field === value);
}

/** The same contract the server validates with, so the form shows its messages before a round trip. */
export function validateProfile(values: ProfileSettings): ProfileErrors {
  const result = profileSettingsSchema.safeParse(values);
  if (result.success) return {};
  const errors: ProfileErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isProfileField(field)) errors[field] ??= issue.message;
  }
  return errors;
}
