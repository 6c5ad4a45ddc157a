import { describe, expect, it } from 'vitest';
import { formatDate, formatTime } from './format';
import { priorityClasses, statusClasses } from './status-colors';

describe('formats', () => {
  it('writes dates in en-US with a short month, and Not set when empty', () => {
    expect(formatDate('2026-01-05T12:00:00')).toBe('Jan 5, 2026');
    expect(formatDate(null)).toBe('Not set');
    expect(formatDate('')).toBe('Not set');
    expect(formatDate('garbage')).toBe('Not set');
  });

  it('writes times on a 12-hour clock with minutes', () => {
    expect(formatTime('2026-01-05T14:05:00')).toBe('2:05 PM');
    expect(formatTime('2026-01-05T09:30:00')).toBe('9:30 AM');
  });
});

describe('display colours', () => {
  it('falls back to low for an unknown priority and grey for an unknown status', () => {
    expect(priorityClasses('urgent')).toBe(priorityClasses('low'));
    expect(priorityClasses('high')).toContain('red');
    expect(statusClasses('archived')).toContain('slate-100');
    expect(statusClasses('in session')).toBe(statusClasses('in_session'));
  });
});
