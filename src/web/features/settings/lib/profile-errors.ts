import { profileSettingsSchema, type ProfileSettings } from '../../../../contract/settings';

export type ProfileField = keyof ProfileSettings;
export type ProfileErrors = Partial<Record<ProfileField, string>>;

const PROFILE_FIELDS: readonly ProfileField[] = ['firstName', 'lastName', 'email', 'title', 'licenseNumber'];

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

/**
 * The field a server 400 belongs to. The server sends the schema's own message (e.g. 'Enter a valid email
 * address'), or `profile.email: Invalid input` for zod's generic ones, so both forms are matched.
 */
export function fieldForServerMessage(message: string): ProfileField | undefined {
  const pathMatch = /^profile\.(\w+):/.exec(message);
  if (pathMatch && isProfileField(pathMatch[1])) return pathMatch[1];
  const rules: [RegExp, ProfileField][] = [
    [/^first name/i, 'firstName'],
    [/^last name/i, 'lastName'],
    [/email/i, 'email'],
    [/^title/i, 'title'],
    [/^licen[cs]e number/i, 'licenseNumber'],
  ];
  return rules.find(([pattern]) => pattern.test(message))?.[1];
}
