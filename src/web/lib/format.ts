/** SPEC §9: dates in en-US with a short month ('Jan 5, 2026'), 'Not set' when empty; times 12-hour with minutes. */
const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const TIME_FORMAT = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true });

export function formatDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'Not set';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? 'Not set' : DATE_FORMAT.format(date);
}

export function formatTime(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : TIME_FORMAT.format(date);
}
