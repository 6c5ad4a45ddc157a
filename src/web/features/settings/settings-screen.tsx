import { useSettings } from '../../api/settings';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { StatusText } from '../../components/ui/status-text';
import { errorMessage } from '../../lib/api-errors';
import { NotificationSwitches } from './components/notification-switches';
import { PrivacyActions } from './components/privacy-actions';
import { ProfileForm } from './components/profile-form';
import { ThemePicker } from './components/theme-picker';

/** SPEC §2 Settings: profile, notification switches, privacy actions and theme, all saved to the API. */
export function SettingsScreen() {
  const settings = useSettings();

  if (settings.isError) {
    return (
      <Card role="alert" className="max-w-3xl space-y-3 p-6">
        <p className="font-medium">Your settings could not be loaded.</p>
        <p className="text-sm text-slate-600 dark:text-slate-300">{errorMessage(settings.error)}</p>
        <Button variant="secondary" onClick={() => void settings.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }

  if (!settings.data) {
    return <StatusText>Loading settings...</StatusText>;
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
