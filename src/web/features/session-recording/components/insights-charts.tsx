import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { Insights } from '#contract/generation';
import { EmotionHeatmap } from './emotion-heatmap';

/**
 * The insight charts. This module is loaded on demand (it pulls in the chart library), so the workspace's
 * first load stays small. Each chart is drawn for sighted users and hidden from screen readers, which read
 * the same values from a table instead; axis and legend text take the theme's text colour.
 */
export default function InsightsCharts({ insights }: { insights: Insights }) {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <ChartFigure
        title="Emotion Breakdown"
        table={{
          headers: ['Emotion', 'Share'],
          rows: insights.emotions.map((e) => [e.name, `${e.value}%`]),
        }}
        legend={insights.emotions.map((e) => ({ name: e.name, color: e.color, value: `${e.value}%` }))}
      >
        <PieChart accessibilityLayer={false}>
          <Pie
            // A slice takes its colour from its entry's `fill`.
            data={insights.emotions.map((e) => ({ ...e, fill: e.color }))}
            dataKey="value"
            nameKey="name"
            outerRadius="80%"
            isAnimationActive={false}
            rootTabIndex={-1}
          />
          <Tooltip content={<ChartTooltip unit="%" />} />
        </PieChart>
      </ChartFigure>

      <ChartFigure
        title="Most Common Themes"
        subtitle="Scored out of 10"
        table={{
          headers: ['Theme', 'Score out of 10'],
          rows: insights.themes.map((t) => [t.name, `${t.frequency}/10`]),
        }}
        empty={insights.themes.length === 0 ? 'No recurring themes in this transcript.' : undefined}
      >
        <BarChart
          accessibilityLayer={false}
          data={insights.themes}
          layout="vertical"
          margin={{ left: 8, right: 16, top: 4, bottom: 4 }}
        >
          <CartesianGrid
            strokeDasharray="3 3"
            horizontal={false}
            className="stroke-slate-200 dark:stroke-slate-700"
          />
          <XAxis
            type="number"
            domain={[0, 10]}
            ticks={[0, 2, 4, 6, 8, 10]}
            tick={{ fill: 'currentColor', fontSize: 12 }}
            stroke="currentColor"
          />
          <YAxis
            type="category"
            dataKey="name"
            width={130}
            tick={{ fill: 'currentColor', fontSize: 12 }}
            stroke="currentColor"
          />
          <Tooltip content={<ChartTooltip unit="/10" />} cursor={{ fillOpacity: 0.1 }} />
          <Bar
            dataKey="frequency"
            name="Score"
            fill="#6366f1"
            radius={[0, 4, 4, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </ChartFigure>

      <ChartFigure
        title="Potential Diagnoses"
        subtitle="Confidence of each suggestion"
        table={{
          headers: ['Diagnosis', 'Code', 'Confidence'],
          rows: insights.diagnoses.map((d) => [d.name, d.code, `${d.value}%`]),
        }}
        legend={insights.diagnoses.map((d) => ({
          name: d.code ? `${d.name} (${d.code})` : d.name,
          color: d.fill,
          value: `${d.value}% confidence`,
        }))}
        empty={insights.diagnoses.length === 0 ? 'No diagnosis is suggested by this transcript.' : undefined}
        footer={
          <p className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-xs text-amber-900 dark:border-amber-700 dark:bg-amber-950/50 dark:text-amber-100">
            <AlertTriangle className="mt-0.5 size-3.5 shrink-0" aria-hidden />
            AI suggestions — diagnoses must be confirmed by a licensed clinician.
          </p>
        }
      >
        <PieChart accessibilityLayer={false}>
          <Pie
            data={insights.diagnoses}
            dataKey="value"
            nameKey="name"
            innerRadius="55%"
            outerRadius="85%"
            isAnimationActive={false}
            rootTabIndex={-1}
          />
          <Tooltip content={<ChartTooltip unit="% confidence" />} />
        </PieChart>
      </ChartFigure>

      <section
        aria-labelledby="emotion-heatmap-title"
        className="rounded-md border border-slate-200 p-4 dark:border-slate-700"
      >
        <h3 id="emotion-heatmap-title" className="text-sm font-semibold">
          Emotion Trends (4 Weeks)
        </h3>
        <div className="mt-3">
          <EmotionHeatmap rows={insights.heatmap} />
        </div>
      </section>
    </div>
  );
}

type LegendItem = { name: string; color: string; value: string };

function ChartFigure({
  title,
  subtitle,
  table,
  legend,
  empty,
  footer,
  children,
}: {
  title: string;
  subtitle?: string;
  table: { headers: string[]; rows: string[][] };
  legend?: LegendItem[];
  empty?: string | undefined;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <figure className="space-y-3 rounded-md border border-slate-200 p-4 dark:border-slate-700">
      <figcaption>
        <h3 className="text-sm font-semibold">{title}</h3>
        {subtitle ? <p className="text-xs text-slate-600 dark:text-slate-400">{subtitle}</p> : null}
      </figcaption>
      {empty ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{empty}</p>
      ) : (
        <>
          <div aria-hidden className="h-56 text-slate-700 dark:text-slate-300">
            <ResponsiveContainer width="100%" height="100%">
              {children}
            </ResponsiveContainer>
          </div>
          {legend ? (
            <ul
              aria-hidden
              className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700 dark:text-slate-300"
            >
              {legend.map((item) => (
                <li key={item.name} className="flex items-center gap-1.5">
                  <span className="inline-block size-3 rounded-sm" style={{ backgroundColor: item.color }} />
                  {item.name}: {item.value}
                </li>
              ))}
            </ul>
          ) : null}
          {/* A table ignores its width, so the 1 px clipping box is a wrapper: the hidden table cannot widen the page. */}
          <div className="sr-only">
            <table>
              <caption>{title}</caption>
              <thead>
                <tr>
                  {table.headers.map((header) => (
                    <th key={header} scope="col">
                      {header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row) => (
                  <tr key={row.join('|')}>
                    {row.map((cell, index) =>
                      index === 0 ? (
                        <th key={index} scope="row">
                          {cell}
                        </th>
                      ) : (
                        <td key={index}>{cell}</td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {footer}
    </figure>
  );
}

/** Recharts passes `active` and `payload`; the box follows the theme instead of the library's white default. */
function ChartTooltip({
  active,
  payload,
  label,
  unit,
}: {
  active?: boolean;
  payload?: readonly { name?: unknown; value?: unknown }[];
  label?: unknown;
  unit: string;
}) {
  const entry = payload?.[0];
  if (!active || !entry) return null;
  // A bar's entry is named after its series; the category (the theme) is the label. A pie slice has no label.
  const name = typeof label === 'string' && label !== '' ? label : asText(entry.name);
  return (
    <div className="rounded-md border border-slate-200 bg-white px-2.5 py-1.5 text-xs text-slate-900 shadow-sm dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100">
      {name}: {asText(entry.value)}
      {unit}
    </div>
  );
}

const asText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';
