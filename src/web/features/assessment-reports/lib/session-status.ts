import type { TherapySession } from '#contract/sessions';
import { statusClasses } from '#web/lib/status-colors';

const LABELS: Record<TherapySession['status'], string> = {
  in_progress: 'In progress',
  needs_review: 'Needs review',
  completed: 'Completed',
};
// Needs review reads as pending, as on the dashboard.
const COLOUR_KEYS: Record<TherapySession['status'], string> = {
  in_progress: 'in_progress',
  needs_review: 'pending',
  completed: 'completed',
};

export function sessionStatusLabel(status: TherapySession['status']): string {
  return LABELS[status];
}

export function sessionStatusClasses(status: TherapySession['status']): string {
  return statusClasses(COLOUR_KEYS[status]);
}
