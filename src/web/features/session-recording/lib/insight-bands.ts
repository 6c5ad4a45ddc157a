/**
 * SPEC §5 intensity colours and §9 heatmap bands: 80 and above red, 60 amber, 40 yellow, 20 light green,
 * below 20 green. Cell text stays dark on every band, so it reads the same in light and dark theme.
 */
const LOWEST_BAND = {
  label: 'Low',
  range: '0-20%',
  min: Number.NEGATIVE_INFINITY,
  className: 'bg-green-500 text-slate-950',
} as const;

export const INTENSITY_BANDS = [
  { label: 'Very High', range: '80%+', min: 80, className: 'bg-red-500 text-slate-950' },
  { label: 'High', range: '60-80%', min: 60, className: 'bg-amber-500 text-slate-950' },
  { label: 'Moderate', range: '40-60%', min: 40, className: 'bg-yellow-300 text-slate-950' },
  { label: 'Mild', range: '20-40%', min: 20, className: 'bg-lime-200 text-slate-950' },
  LOWEST_BAND,
] as const;

export type IntensityBand = (typeof INTENSITY_BANDS)[number];

export function intensityBand(value: number): IntensityBand {
  return INTENSITY_BANDS.find((band) => value >= band.min) ?? LOWEST_BAND;
}
