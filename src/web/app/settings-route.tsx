import { TwoFactorPanel } from '../features/auth/components/two-factor-panel';
import { SettingsScreen } from '../features/settings/settings-screen';

/** Settings combines the settings feature with the account security the auth feature owns. */
export function SettingsRoute() {
  return (
    <div className="space-y-6">
      <SettingsScreen />
      <TwoFactorPanel />
    </div>
  );
}
