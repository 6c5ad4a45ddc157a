import type { Insights } from '#contract/generation';
import { TableScroller } from '#web/components/ui/table';
import { cn } from '#web/lib/cn';
import { INTENSITY_BANDS, intensityBand } from '../lib/insight-bands';

const WEEKS = ['week1', 'week2', 'week3', 'week4'] as const;

/**
 * The 4-week emotion heatmap: one row per emotion, one column per week (oldest first, this session in week 4).
 * A week without sessions says so; it is never shown as 0%.
 */
export function EmotionHeatmap({ rows }: { rows: Insights['heatmap'] }) {
  return (
    <div className="space-y-3">
      <TableScroller label="Emotion trends">
        <table className="w-full border-separate border-spacing-1 text-sm">
          <caption className="sr-only">
            Share of each emotion in the client&apos;s sessions over the last four weeks, week 4 being this
            session
          </caption>
          <thead>
            <tr>
              <th scope="col" className="text-left font-medium text-slate-600 dark:text-slate-400">
                Emotion
              </th>
              {WEEKS.map((week, index) => (
                <th key={week} scope="col" className="font-medium text-slate-600 dark:text-slate-400">
                  Week {index + 1}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.emotion}>
                <th scope="row" className="pr-2 text-left font-medium text-slate-800 dark:text-slate-200">
                  {row.emotion}
                </th>
                {WEEKS.map((week) => (
                  <HeatCell key={week} value={row[week]} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
      <ul aria-label="Intensity legend" className="flex flex-wrap gap-x-4 gap-y-2 text-xs">
        {[...INTENSITY_BANDS].reverse().map((band) => (
          <li key={band.label} className="flex items-center gap-1.5 text-slate-700 dark:text-slate-300">
            <span aria-hidden className={cn('inline-block size-3 rounded-sm', band.className)} />
            {band.label} {band.range}
          </li>
        ))}
        <li className="flex items-center gap-1.5 text-slate-700 dark:text-slate-300">
          <span
            aria-hidden
            className="inline-block size-3 rounded-sm border border-dashed border-slate-400 dark:border-slate-500"
          />
          No sessions
        </li>
      </ul>
    </div>
  );
}

function HeatCell({ value }: { value: number | null }) {
  if (value === null)
    return (
      <td className="rounded border border-dashed border-slate-300 px-2 py-1.5 text-center text-xs text-slate-600 dark:border-slate-600 dark:text-slate-400">
        No sessions
      </td>
    );
  const band = intensityBand(value);
  return (
    <td className={cn('rounded px-2 py-1.5 text-center font-medium tabular-nums', band.className)}>
      {Math.round(value)}%<span className="sr-only"> ({band.label})</span>
    </td>
  );
}
