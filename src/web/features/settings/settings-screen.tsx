import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { errorMessage } from '../../lib/api-errors';
import { useSettings } from './api/get-settings';
import { CURRENT_CLINICIAN_QUERY_KEY, useClinicianState } from './api/use-clinician-state';
import { NotificationSwitches } from './components/notification-switches';
import { PrivacyActions } from './components/privacy-actions';
import { ProfileForm } from './components/profile-form';
import { ThemePicker } from './components/theme-picker';

/** SPEC §2 Settings: profile, notification switches, privacy actions and theme, all saved to the API. */
export function SettingsScreen() {
  const queryClient = useQueryClient();
  const clinicianState = useClinicianState();
  const settings = useSettings();

  if (settings.isError || clinicianState === 'error') {
    const retry = settings.isError
      ? () => settings.refetch()
      : () => queryClient.refetchQueries({ queryKey: CURRENT_CLINICIAN_QUERY_KEY });
    return (
      <Card role="alert" className="max-w-3xl space-y-3 p-6">
        <p className="font-medium">Your settings could not be loaded.</p>
        <p className="text-sm text-slate-600 dark:text-slate-300">{errorMessage(settings.error)}</p>
        <Button variant="secondary" onClick={() => void retry()}>
          Try again
        </Button>
      </Card>
    );
  }

  if (!settings.data) {
    return (
      <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
        {clinicianState === 'signed-out' ? 'Sign in to see your settings.' : 'Loading settings...'}
      </p>
    );
  }

  const { profile, notifications, theme } = settings.data;
  return (
    <div className="max-w-3xl space-y-6">
      <ProfileForm profile={profile} />
      <NotificationSwitches notifications={notifications} />
      <ThemePicker theme={theme} />
      <PrivacyActions />
    </div>
  );
}
