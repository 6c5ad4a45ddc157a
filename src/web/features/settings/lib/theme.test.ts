import { describe, expect, it } from 'vitest';
import { isDarkTheme, parseTheme } from './theme';

describe('isDarkTheme', () => {
  it('is dark for Dark and light for Light whatever the system prefers', () => {
    expect(isDarkTheme('dark', false)).toBe(true);
    expect(isDarkTheme('light', true)).toBe(false);
  });

  it('follows the system colour scheme for System', () => {
    expect(isDarkTheme('system', true)).toBe(true);
    expect(isDarkTheme('system', false)).toBe(false);
  });
});

describe('parseTheme', () => {
  it.each(['light', 'dark', 'system'] as const)('accepts the stored value %s', (value) => {
    expect(parseTheme(value)).toBe(value);
  });

  it.each([null, '', 'Dark', 'sepia', 1])('ignores the unknown stored value %s', (value) => {
    expect(parseTheme(value)).toBeUndefined();
  });
});
