import { INSTRUMENT_DEFINITIONS, SEVERITY_LABELS, type Severity } from '#contract/instruments';
import type { LatestScore } from '#contract/measurements';
import { Badge } from '#web/components/ui/card';
import { cn } from '#web/lib/cn';
import { formatDate } from '#web/lib/format';

const SEVERITY_CLASSES: Record<Severity, string> = {
  minimal:
    'bg-emerald-50 text-emerald-900 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-100 dark:ring-emerald-800',
  mild: 'bg-yellow-50 text-yellow-900 ring-yellow-200 dark:bg-yellow-950 dark:text-yellow-100 dark:ring-yellow-800',
  moderate:
    'bg-amber-50 text-amber-900 ring-amber-200 dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-800',
  moderately_severe:
    'bg-orange-50 text-orange-900 ring-orange-200 dark:bg-orange-950 dark:text-orange-100 dark:ring-orange-800',
  severe: 'bg-red-50 text-red-900 ring-red-200 dark:bg-red-950 dark:text-red-100 dark:ring-red-800',
};

/** A client's latest confirmed PHQ-9 and GAD-7, as the clients list shows them on the client's row. */
export function LatestScores({ scores, clientName }: { scores: LatestScore[]; clientName: string }) {
  if (scores.length === 0) return null;
  const ordered = [...scores].sort((a, b) => a.instrument.localeCompare(b.instrument)).reverse();
  return (
    <ul aria-label={`Latest scores of ${clientName}`} className="mt-1 flex flex-wrap gap-1.5">
      {ordered.map((score) => {
        const definition = INSTRUMENT_DEFINITIONS[score.instrument];
        return (
          <li key={score.instrument}>
            <Badge
              className={cn('ring-1 ring-inset', SEVERITY_CLASSES[score.severity])}
              title={`${definition.name} on ${formatDate(score.administeredAt)}`}
            >
              {definition.name} {score.total} · {SEVERITY_LABELS[score.severity]}
            </Badge>
          </li>
        );
      })}
    </ul>
  );
}
