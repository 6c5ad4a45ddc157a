import { zodResolver } from '@hookform/resolvers/zod';
import { User } from 'lucide-react';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { ProfileSettings } from '#contract/settings';
import { useCurrentClinician } from '#web/api/auth';
import { useSaveProfile } from '#web/api/settings';
import { Button } from '#web/components/ui/button';
import { FormError } from '#web/components/ui/error-text';
import { InputField } from '#web/components/ui/field';
import { errorMessage } from '#web/lib/api-errors';
import { bindField, showFieldIssues } from '#web/lib/form-errors';
import { showToast } from '#web/lib/toast-store';
import {
  PROFILE_FIELDS,
  needsCurrentPassword,
  profileFormSchema,
  type ProfileFormOutput,
  type ProfileFormValues,
} from '../lib/profile-form';
import { SettingsSection } from './settings-section';

type ProfileField = (typeof PROFILE_FIELDS)[number];

const FIELDS: { name: ProfileField; label: string; type?: string; autoComplete: string }[] = [
  { name: 'firstName', label: 'First Name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'title', label: 'Title', autoComplete: 'honorific-prefix' },
  { name: 'licenseNumber', label: 'License Number', autoComplete: 'off' },
];

export function ProfileForm({ profile }: { profile: ProfileSettings }) {
  const saveProfile = useSaveProfile();
  const me = useCurrentClinician();
  const isAccount = me.data?.authMode === 'accounts';
  const schema = useMemo(() => profileFormSchema(isAccount, profile.email), [isAccount, profile.email]);
  const form = useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: profile,
    // Editing a field clears its message (below); the rules run again on the next save.
    reValidateMode: 'onSubmit',
  });
  const {
    handleSubmit,
    setError,
    clearErrors,
    reset,
    control,
    formState: { errors },
  } = form;
  const needsPassword = needsCurrentPassword(isAccount, profile.email, useWatch({ control, name: 'email' }));

  const save = handleSubmit(({ currentPassword, ...changes }) => {
    saveProfile.mutate(
      { profile: changes, currentPassword },
      {
        onSuccess: (settings) => {
          reset(settings.profile);
          showToast({ title: 'Profile saved', description: 'Your profile details have been updated.' });
        },
        onError: showServerError,
      },
    );
  });

  /** A 400's issues on the fields they name, focusing the first; anything else beside the Save button. */
  function showServerError(error: Error) {
    if (showFieldIssues(error, ['currentPassword'], setError)) return;
    if (showFieldIssues(error, PROFILE_FIELDS, setError, ['profile'])) return;
    setError('root.server', { message: errorMessage(error) });
  }

  return (
    <SettingsSection
      id="profile"
      title="Profile"
      description="How you appear in the workspace header and on exported records."
      icon={<User className="size-5" aria-hidden />}
    >
      <form noValidate onSubmit={(event) => void save(event)} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {FIELDS.map((field) => (
            <InputField
              key={field.name}
              label={field.label}
              type={field.type ?? 'text'}
              autoComplete={field.autoComplete}
              {...bindField(form, field.name, { onChange: () => clearErrors(field.name) })}
            />
          ))}
          {needsPassword ? (
            <InputField
              label="Current password"
              hint="Needed to change the email you sign in with."
              type="password"
              autoComplete="current-password"
              {...bindField(form, 'currentPassword', {
                // Kept only while the field is shown: a password is not held for an email left unchanged.
                shouldUnregister: true,
                onChange: () => clearErrors('currentPassword'),
              })}
            />
          ) : null}
        </div>
        <div className="flex flex-wrap items-center justify-end gap-3">
          <FormError message={errors.root?.server?.message} />
          <Button type="submit" disabled={saveProfile.isPending}>
            {saveProfile.isPending ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
