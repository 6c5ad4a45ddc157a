import { ChangePasswordPanel } from '../features/auth/components/change-password-panel';
import { PracticeMembersPanel } from '../features/auth/components/practice-members-panel';
import { TwoFactorPanel } from '../features/auth/components/two-factor-panel';
import { SettingsScreen } from '../features/settings/settings-screen';

/** Settings combines the settings feature with the account security the auth feature owns. */
export function SettingsRoute() {
  return (
    <div className="space-y-6">
      <SettingsScreen />
      <div className="max-w-3xl space-y-6">
        <ChangePasswordPanel />
        <TwoFactorPanel />
        <PracticeMembersPanel />
      </div>
    </div>
  );
}
