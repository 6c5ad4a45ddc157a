import { useState, type SyntheticEvent } from 'react';
import { PASSWORD_MIN_LENGTH, changePasswordRequestSchema } from '#contract/auth';
import { useChangePassword, useCurrentClinician } from '#web/api/auth';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { InputField } from '#web/components/ui/field';
import { errorMessage } from '#web/lib/api-errors';
import { showToast } from '#web/lib/toast-store';

type Errors = Partial<Record<'currentPassword' | 'newPassword' | 'form', string>>;

/** Accounts mode: a new password, given the current one; the clinician's other sessions end. */
export function ChangePasswordPanel() {
  const { data } = useCurrentClinician();
  const change = useChangePassword();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  if (!data || data.authMode !== 'accounts') return null;

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    const parsed = changePasswordRequestSchema.safeParse({ currentPassword, newPassword });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if (key === 'currentPassword' || key === 'newPassword') found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    change.mutate(parsed.data, {
      onSuccess: () => {
        setCurrentPassword('');
        setNewPassword('');
        showToast({
          title: 'Password changed',
          description: 'You stay signed in here; your other sessions have been signed out.',
        });
      },
      onError: (failure) => {
        const message = errorMessage(failure);
        setErrors(
          /current password/i.test(message) ? { currentPassword: message } : { newPassword: message },
        );
      },
    });
  }

  return (
    <Card className="p-6">
      <section aria-labelledby="change-password-heading" className="space-y-3">
        <h2 id="change-password-heading" className="text-lg font-semibold">
          Password
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Changing your password signs you out everywhere else.
        </p>
        <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2" noValidate>
          <InputField
            label="Current password"
            error={errors.currentPassword}
            type="password"
            autoComplete="current-password"
            value={currentPassword}
            onChange={(e) => setCurrentPassword(e.target.value)}
          />
          <InputField
            label="New password"
            error={errors.newPassword}
            hint={`At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words work well.`}
            type="password"
            autoComplete="new-password"
            value={newPassword}
            onChange={(e) => setNewPassword(e.target.value)}
          />
          <div className="sm:col-span-2 flex justify-end">
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? 'Changing…' : 'Change password'}
            </Button>
          </div>
        </form>
      </section>
    </Card>
  );
}
