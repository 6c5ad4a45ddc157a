import { describe, expect, it } from 'vitest';
import { INTENSITY_BANDS, intensityBand } from './insight-bands';

describe('intensityBand', () => {
  it('puts each value in the band the spec names, bounds included in the higher band', () => {
    expect(intensityBand(0).label).toBe('Low');
    expect(intensityBand(19).label).toBe('Low');
    expect(intensityBand(20).label).toBe('Mild');
    expect(intensityBand(39.9).label).toBe('Mild');
    expect(intensityBand(40).label).toBe('Moderate');
    expect(intensityBand(60).label).toBe('High');
    expect(intensityBand(79).label).toBe('High');
    expect(intensityBand(80).label).toBe('Very High');
    expect(intensityBand(100).label).toBe('Very High');
  });

  it('colours the bands red, amber, yellow, light green and green from high to low', () => {
    expect(INTENSITY_BANDS.map((band) => band.className.split(' ')[0])).toEqual([
      'bg-red-500',
      'bg-amber-500',
      'bg-yellow-300',
      'bg-lime-200',
      'bg-green-500',
    ]);
  });
});
