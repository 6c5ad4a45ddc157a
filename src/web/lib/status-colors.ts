/**
 * The badge colours, one per meaning, so a status reads the same on every screen: `success` (active, completed,
 * signed), `warning` (in progress, pending, draft), `info`, `neutral` and `muted` (an unknown status).
 */
export const TONE_CLASSES = {
  success: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100',
  warning: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100',
  info: 'bg-sky-100 text-sky-900 dark:bg-sky-900/50 dark:text-sky-100',
  neutral: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  muted: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
} as const;

export type Tone = keyof typeof TONE_CLASSES;

/** SPEC §3 display enumerations: status and priority colours, with their fallbacks. */
const STATUS_TONES: Record<string, Tone> = {
  active: 'success',
  in_session: 'info',
  'in session': 'info',
  inactive: 'neutral',
  completed: 'success',
  in_progress: 'warning',
  'in progress': 'warning',
  pending: 'warning',
};

export function statusClasses(status: string): string {
  return TONE_CLASSES[STATUS_TONES[status] ?? 'muted'];
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
