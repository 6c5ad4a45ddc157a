import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceArea,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import {
  INSTRUMENT_DEFINITIONS,
  SEVERITY_LABELS,
  type Instrument,
  type Severity,
} from '#contract/instruments';
import type { Measurement } from '#contract/measurements';
import { formatDate } from '#web/lib/format';

const DAY_MS = 86_400_000;

/** Band shading from green (minimal) to red (severe). */
const BAND_COLOURS: Record<Severity, string> = {
  minimal: '#22c55e',
  mild: '#eab308',
  moderate: '#f59e0b',
  moderately_severe: '#f97316',
  severe: '#ef4444',
};

/**
 * A client's scores over time, one chart per instrument, with the severity bands shaded and the client's sessions
 * marked as dashed lines. Loaded on demand with the chart library. The chart is drawn for sighted users; the
 * list of scores beside it carries the same values as text.
 */
export default function ScoresChart({
  measurements,
  sessionDates,
}: {
  measurements: Measurement[];
  sessionDates: string[];
}) {
  const confirmed = measurements.filter((m) => m.status === 'confirmed');
  const instruments = (['phq9', 'gad7'] as const).filter((i) => confirmed.some((m) => m.instrument === i));
  if (instruments.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-400">No confirmed scores to chart yet.</p>;
  return (
    <div className="grid gap-4">
      {instruments.map((instrument) => (
        <InstrumentChart
          key={instrument}
          instrument={instrument}
          measurements={confirmed.filter((m) => m.instrument === instrument)}
          sessionDates={sessionDates}
        />
      ))}
    </div>
  );
}

function InstrumentChart({
  instrument,
  measurements,
  sessionDates,
}: {
  instrument: Instrument;
  measurements: Measurement[];
  sessionDates: string[];
}) {
  const definition = INSTRUMENT_DEFINITIONS[instrument];
  const points = measurements.map((m) => ({
    at: Date.parse(m.administeredAt),
    total: m.total,
    severity: SEVERITY_LABELS[m.severity],
  }));
  const sessions = sessionDates.map((date) => Date.parse(date));
  const times = [...points.map((p) => p.at), ...sessions];
  const domain: [number, number] = [Math.min(...times) - DAY_MS, Math.max(...times) + DAY_MS];
  const visibleSessions = sessions.filter((at) => at >= domain[0] && at <= domain[1]);
  const dateTicks = [0, 1, 2, 3].map((step) => domain[0] + ((domain[1] - domain[0]) * step) / 3);
  const scoreTicks = [...definition.bands.map((band) => band.min), definition.maxTotal];
  return (
    <figure aria-label={`${definition.name} scores over time`} className="space-y-1">
      <figcaption className="text-sm font-semibold">{definition.name} over time</figcaption>
      <div aria-hidden className="h-56 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart
            data={points}
            accessibilityLayer={false}
            margin={{ top: 8, right: 16, bottom: 0, left: -16 }}
          >
            {definition.bands.map((band, index) => (
              <ReferenceArea
                key={band.severity}
                y1={band.min}
                y2={definition.bands[index + 1]?.min ?? definition.maxTotal}
                fill={BAND_COLOURS[band.severity]}
                fillOpacity={0.14}
                ifOverflow="hidden"
                label={{
                  value: SEVERITY_LABELS[band.severity],
                  position: 'insideLeft',
                  fontSize: 10,
                  fill: 'currentColor',
                }}
              />
            ))}
            {visibleSessions.map((at) => (
              <ReferenceLine key={at} x={at} stroke="#64748b" strokeDasharray="3 3" />
            ))}
            <CartesianGrid strokeDasharray="3 3" vertical={false} opacity={0.4} />
            <XAxis
              dataKey="at"
              type="number"
              scale="time"
              domain={domain}
              ticks={dateTicks}
              tickFormatter={(at: number) => formatDate(new Date(at).toISOString())}
              tick={{ fontSize: 11, fill: 'currentColor' }}
            />
            <YAxis
              domain={[0, definition.maxTotal]}
              ticks={scoreTicks}
              allowDecimals={false}
              tick={{ fontSize: 11, fill: 'currentColor' }}
            />
            <Tooltip
              labelFormatter={(at) => formatDate(new Date(Number(at)).toISOString())}
              formatter={(value, _name, item) => [
                `${String(value)} (${(item.payload as { severity: string }).severity})`,
                definition.name,
              ]}
            />
            <Line
              type="monotone"
              dataKey="total"
              stroke="#1d4ed8"
              strokeWidth={2}
              dot={{ r: 4 }}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        Dashed lines mark the client&apos;s sessions.
      </p>
    </figure>
  );
}
