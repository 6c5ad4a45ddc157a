import { Users, Video, type LucideIcon } from 'lucide-react';
import { SESSION_SETTINGS, SESSION_SETTING_LABELS, type SessionSetting } from '#contract/sessions';
import { Card } from '#web/components/ui/card';

const SETTING_DETAILS: Record<SessionSetting, { description: string; icon: LucideIcon }> = {
  'in-person': { description: 'You and the client in the same room', icon: Users },
  telehealth: { description: 'A video or phone call', icon: Video },
};

export function SessionTypeSection({
  value,
  onChange,
}: {
  value: SessionSetting;
  onChange: (setting: SessionSetting) => void;
}) {
  return (
    <Card className="p-5">
      <fieldset>
        <legend className="text-base font-semibold">Session Type</legend>
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          {SESSION_SETTINGS.map((setting) => {
            const { description, icon: Icon } = SETTING_DETAILS[setting];
            return (
              <label
                key={setting}
                className="flex cursor-pointer items-start gap-3 rounded-md border border-slate-300 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700 dark:border-slate-600 dark:has-[:checked]:border-brand-500 dark:has-[:checked]:bg-brand-900/30"
              >
                <input
                  type="radio"
                  name="session-setting"
                  value={setting}
                  checked={value === setting}
                  onChange={() => onChange(setting)}
                  className="mt-1 accent-brand-700"
                />
                <span className="flex-1">
                  <span className="flex items-center gap-2 text-sm font-medium">
                    <Icon className="size-4" aria-hidden />
                    {SESSION_SETTING_LABELS[setting]}
                  </span>
                  <span className="block text-xs text-slate-600 dark:text-slate-400">{description}</span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
    </Card>
  );
}
