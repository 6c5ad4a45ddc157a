/** SPEC §3 display enumerations: status and priority colours, with their fallbacks. */
const STATUS_CLASSES: Record<string, string> = {
  active: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100',
  in_session: 'bg-sky-100 text-sky-900 dark:bg-sky-900/50 dark:text-sky-100',
  'in session': 'bg-sky-100 text-sky-900 dark:bg-sky-900/50 dark:text-sky-100',
  inactive: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  completed: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100',
  in_progress: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100',
  'in progress': 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100',
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100',
};
const STATUS_FALLBACK = 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200';

export function statusClasses(status: string): string {
  return STATUS_CLASSES[status] ?? STATUS_FALLBACK;
}

const PRIORITY_CLASSES = {
  high: 'bg-red-100 text-red-900 dark:bg-red-900/50 dark:text-red-100',
  medium: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-900/50 dark:text-yellow-100',
  low: 'bg-green-100 text-green-900 dark:bg-green-900/50 dark:text-green-100',
} as const;

/** Unknown priorities fall back to low (green). */
export function priorityClasses(priority: string): string {
  return priority in PRIORITY_CLASSES
    ? PRIORITY_CLASSES[priority as keyof typeof PRIORITY_CLASSES]
    : PRIORITY_CLASSES.low;
}

/** Risk levels use the priority palette: low green, moderate yellow, high red. */
export function riskClasses(risk: string): string {
  return priorityClasses(risk === 'moderate' ? 'medium' : risk);
}
