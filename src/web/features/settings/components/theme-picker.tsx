import { Monitor, Moon, Palette, Sun, type LucideIcon } from 'lucide-react';
import type { Theme } from '#contract/settings';
import { useChangeTheme } from '#web/api/settings';
import { cn } from '#web/lib/cn';
import { SettingsSection } from './settings-section';

const OPTIONS: { theme: Theme; label: string; icon: LucideIcon }[] = [
  { theme: 'light', label: 'Light', icon: Sun },
  { theme: 'dark', label: 'Dark', icon: Moon },
  { theme: 'system', label: 'System', icon: Monitor },
];

/** The theme applies at once (ThemeSync reads the same cached settings) and is saved for every device. */
export function ThemePicker({ theme }: { theme: Theme }) {
  const changeTheme = useChangeTheme();
  return (
    <SettingsSection
      id="theme"
      title="Theme"
      description="Light, dark, or follow your device's setting."
      icon={<Palette className="size-5" aria-hidden />}
    >
      <div role="group" aria-labelledby="theme-heading" className="grid gap-3 sm:grid-cols-3">
        {OPTIONS.map(({ theme: option, label, icon: Icon }) => {
          const isCurrent = option === theme;
          return (
            <button
              key={option}
              type="button"
              aria-pressed={isCurrent}
              onClick={() => {
                if (!isCurrent) changeTheme.mutate(option);
              }}
              className={cn(
                'flex items-center justify-center gap-2 rounded-md border px-4 py-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 dark:focus-visible:outline-brand-500',
                isCurrent
                  ? 'border-brand-700 bg-brand-50 text-brand-800 dark:border-brand-500 dark:bg-brand-900/50 dark:text-brand-100'
                  : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
              )}
            >
              <Icon className="size-4" aria-hidden />
              {label}
            </button>
          );
        })}
      </div>
    </SettingsSection>
  );
}
