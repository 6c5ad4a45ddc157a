/** The red of a failure or a risk that must not be missed; toasts, banners and boxes share it. */
export const DANGER_COLOURS =
  'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100';

/** A red box around a failure or a risk flag; the caller adds its layout (`cn(ALERT_BOX, 'flex gap-2')`). */
export const ALERT_BOX = `rounded-md border px-3 py-2 text-sm ${DANGER_COLOURS}`;
