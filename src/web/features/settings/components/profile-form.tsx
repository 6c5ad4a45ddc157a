import { User } from 'lucide-react';
import { useState, type SubmitEvent } from 'react';
import type { ProfileSettings } from '../../../../contract/settings';
import { useCurrentClinician } from '../../../api/auth';
import { useSaveProfile } from '../../../api/settings';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-errors';
import { showToast } from '../../../lib/toast-store';
import {
  PROFILE_FIELDS,
  validateProfile,
  type ProfileErrors,
  type ProfileField,
} from '../lib/profile-errors';
import { SettingsSection } from './settings-section';

const FIELDS: { name: ProfileField; label: string; type?: string; autoComplete: string }[] = [
  { name: 'firstName', label: 'First Name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'title', label: 'Title', autoComplete: 'honorific-prefix' },
  { name: 'licenseNumber', label: 'License Number', autoComplete: 'off' },
];

export function ProfileForm({ profile }: { profile: ProfileSettings }) {
  const [values, setValues] = useState(profile);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [formError, setFormError] = useState<string>();
  const [currentPassword, setCurrentPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const saveProfile = useSaveProfile();
  const me = useCurrentClinician();
  // An account signs in with its email, so a new one needs the current password.
  const needsPassword =
    me.data?.authMode === 'accounts' &&
    values.email.trim().toLowerCase() !== profile.email.trim().toLowerCase();

  function change(name: ProfileField, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(undefined);
    const found = validateProfile(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (needsPassword && !currentPassword) {
      setPasswordError('Enter your current password to change your email.');
      return;
    }
    setPasswordError(undefined);
    saveProfile.mutate(needsPassword ? { profile: values, currentPassword } : { profile: values }, {
      onSuccess: (settings) => {
        setValues(settings.profile);
        setCurrentPassword('');
        showToast({ title: 'Profile saved', description: 'Your profile details have been updated.' });
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          const password = error.fieldErrors(['currentPassword']).currentPassword;
          if (password) {
            setPasswordError(password);
            return;
          }
          const fields = error.fieldErrors(PROFILE_FIELDS, ['profile']);
          if (Object.keys(fields).length > 0) {
            setErrors(fields);
            return;
          }
        }
        setFormError(errorMessage(error));
      },
    });
  }

  return (
    <SettingsSection
      id="profile"
      title="Profile"
      description="How you appear in the workspace header and on exported records."
      icon={<User className="size-5" aria-hidden />}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {FIELDS.map((field) => (
            <Field key={field.name} label={field.label} error={errors[field.name]}>
              {(control) => (
                <Input
                  {...control}
                  name={field.name}
                  type={field.type ?? 'text'}
                  autoComplete={field.autoComplete}
                  value={values[field.name]}
                  onChange={(event) => change(field.name, event.target.value)}
                />
              )}
            </Field>
          ))}
          {needsPassword ? (
            <Field
              label="Current password"
              error={passwordError}
              hint="Needed to change the email you sign in with."
            >
              {(control) => (
                <Input
                  {...control}
                  name="currentPassword"
                  type="password"
                  autoComplete="current-password"
                  value={currentPassword}
                  onChange={(event) => setCurrentPassword(event.target.value)}
                />
              )}
            </Field>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center justify-end gap-3">
          {formError ? (
            <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
              {formError}
            </p>
          ) : null}
          <Button type="submit" disabled={saveProfile.isPending}>
            {saveProfile.isPending ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
