import { Bell } from 'lucide-react';
import { useId } from 'react';
import { Switch } from 'radix-ui';
import type { NotificationSettings } from '#contract/settings';
import { useToggleNotification, type NotificationKey } from '#web/api/settings';
import { SettingsSection } from './settings-section';

const SWITCHES: { key: NotificationKey; label: string; description: string }[] = [
  {
    key: 'sessionReminders',
    label: 'Session Reminders',
    description: 'A reminder before each scheduled session.',
  },
  {
    key: 'clientUpdates',
    label: 'Client Updates',
    description: "Changes to your clients' records and upcoming sessions.",
  },
  {
    key: 'systemAlerts',
    label: 'System Alerts',
    description: 'Security notices, maintenance and product updates.',
  },
];

/** Each switch saves as soon as it is flipped; a failed save flips it back and says so. */
export function NotificationSwitches({ notifications }: { notifications: NotificationSettings }) {
  const toggleNotification = useToggleNotification();
  return (
    <SettingsSection
      id="notifications"
      title="Notifications"
      description="Choose what the workspace tells you about. Changes save immediately."
      icon={<Bell className="size-5" aria-hidden />}
    >
      <ul className="divide-y divide-slate-200 dark:divide-slate-700">
        {SWITCHES.map((item) => (
          <NotificationSwitch
            key={item.key}
            label={item.label}
            description={item.description}
            isOn={notifications[item.key]}
            onChange={(isOn) => toggleNotification.mutate({ key: item.key, isOn })}
          />
        ))}
      </ul>
    </SettingsSection>
  );
}

function NotificationSwitch({
  label,
  description,
  isOn,
  onChange,
}: {
  label: string;
  description: string;
  isOn: boolean;
  onChange: (isOn: boolean) => void;
}) {
  const id = useId();
  return (
    <li className="flex items-center justify-between gap-4 py-3 first:pt-0 last:pb-0">
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-900 dark:text-slate-100">
          {label}
        </label>
        <p id={`${id}-description`} className="text-sm text-slate-600 dark:text-slate-300">
          {description}
        </p>
      </div>
      <Switch.Root
        id={id}
        checked={isOn}
        onCheckedChange={onChange}
        aria-describedby={`${id}-description`}
        className="relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-slate-500 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 data-[state=checked]:bg-brand-700 dark:bg-slate-500 dark:focus-visible:outline-brand-500 dark:data-[state=checked]:bg-brand-600"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
      </Switch.Root>
    </li>
  );
}
