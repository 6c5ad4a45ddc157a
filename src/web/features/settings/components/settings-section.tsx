import type { ReactNode } from 'react';
import { Card } from '#web/components/ui/card';

/** One card of the settings page with its heading and a line saying what it controls. */
export function SettingsSection({
  id,
  title,
  description,
  icon,
  children,
}: {
  id: string;
  title: string;
  description: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <Card className="p-6">
      <section aria-labelledby={headingId} className="space-y-5">
        <header className="flex items-start gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-brand-50 text-brand-700 dark:bg-brand-900/50 dark:text-brand-100">
            {icon}
          </span>
          <div>
            <h2 id={headingId} className="text-base font-semibold">
              {title}
            </h2>
            <p className="text-sm text-slate-600 dark:text-slate-300">{description}</p>
          </div>
        </header>
        {children}
      </section>
    </Card>
  );
}
