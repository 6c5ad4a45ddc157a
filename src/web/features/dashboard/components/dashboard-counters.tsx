import { CalendarClock, FileClock, Users, type LucideIcon } from 'lucide-react';

type Counter = { label: string; value: number; icon: LucideIcon };

/** The three dashboard figures, counted by the server from the clinician's own records. */
export function DashboardCounters({
  sessionsToday,
  activeClients,
  pendingNotes,
}: {
  sessionsToday: number;
  activeClients: number;
  pendingNotes: number;
}) {
  const counters: Counter[] = [
    { label: 'Sessions Today', value: sessionsToday, icon: CalendarClock },
    { label: 'Active Clients', value: activeClients, icon: Users },
    { label: 'Pending Notes', value: pendingNotes, icon: FileClock },
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {counters.map(({ label, value, icon: Icon }) => (
        <div
          key={label}
          data-testid="dashboard-counter"
          className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900"
        >
          <dt className="flex items-center justify-between gap-3 text-sm font-medium text-slate-600 dark:text-slate-300">
            {label}
            <span className="rounded-md bg-brand-50 p-2 text-brand-700 dark:bg-brand-900/40 dark:text-brand-100">
              <Icon className="size-5" aria-hidden />
            </span>
          </dt>
          <dd className="mt-1 text-3xl font-semibold text-slate-900 tabular-nums dark:text-slate-50">
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
