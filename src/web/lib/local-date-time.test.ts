import { describe, expect, it } from 'vitest';
import { fromLocalInputValue, toLocalInputValue } from './local-date-time';

describe('datetime-local values', () => {
  it('round-trips an instant through the local field value', () => {
    const iso = new Date(2026, 2, 10, 9, 5).toISOString();
    expect(toLocalInputValue(iso)).toBe('2026-03-10T09:05');
    expect(fromLocalInputValue('2026-03-10T09:05')).toBe(iso);
  });
  it('refuses what is not a date and time', () => {
    expect(fromLocalInputValue('')).toBeNull();
    expect(fromLocalInputValue('2026-03-10')).toBeNull();
    expect(toLocalInputValue(null)).toBe('');
  });
});
