import { describe, expect, it } from 'vitest';
import type { Client } from '#contract/clients';
import {
  EMPTY_CLIENT_FORM,
  clientFormSchema,
  describeClient,
  fromDateTimeLocal,
  parseConcerns,
  toDateTimeLocal,
  toFormValues,
  type ClientFormValues,
} from './client-form';

/** The first message on each field, as the form shows them. */
function fieldMessages(values: ClientFormValues): Record<string, string> {
  const result = clientFormSchema.safeParse(values);
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message;
  return messages;
}

const sarah: Client = {
  id: '7d0b4c1e-2f5a-4a8e-9b61-3c2d1e0f9a8b',
  firstName: 'Sarah',
  lastName: 'M.',
  age: 28,
  gender: 'Female',
  status: 'active',
  riskLevel: 'moderate',
  primaryDiagnosis: ['Anxiety', 'Sleep Issues', 'Work Stress'],
  lastSession: '2026-01-05T09:00:00.000Z',
  nextSession: null,
  totalSessions: 8,
  isSample: true,
  archivedAt: null,
  createdAt: '2026-01-01T09:00:00.000Z',
};

describe('client form', () => {
  it('reads comma-separated concerns into a list, dropping blanks and repeats', () => {
    expect(parseConcerns(' Anxiety, Sleep Issues,, anxiety ,Work Stress ')).toEqual([
      'Anxiety',
      'Sleep Issues',
      'Work Stress',
    ]);
    expect(parseConcerns('   ')).toEqual([]);
  });

  it('round-trips a datetime-local value through ISO in the local time zone', () => {
    const iso = fromDateTimeLocal('2026-03-05T10:30');
    expect(iso).toBe(new Date(2026, 2, 5, 10, 30).toISOString());
    expect(toDateTimeLocal(iso)).toBe('2026-03-05T10:30');
    expect(fromDateTimeLocal('')).toBeNull();
    expect(toDateTimeLocal(null)).toBe('');
  });

  it('puts the contract’s messages on the fields: blank last name, age 130, fractional age', () => {
    expect(fieldMessages({ ...EMPTY_CLIENT_FORM, firstName: 'Ana', lastName: '  ', age: '130' })).toEqual({
      lastName: 'Last name is required',
      age: 'Age must be a whole number from 0 to 120',
    });
    expect(fieldMessages({ ...EMPTY_CLIENT_FORM, firstName: 'Ana', lastName: 'B.', age: '' })).toEqual({
      age: 'Age must be a whole number from 0 to 120',
    });
    expect(fieldMessages({ ...EMPTY_CLIENT_FORM, firstName: 'Ana', lastName: 'B.', age: '12.5' })).toEqual({
      age: 'Age must be a whole number from 0 to 120',
    });
  });

  it('puts a problem inside the concerns or the date on that control, in the contract’s words', () => {
    expect(
      fieldMessages({
        ...EMPTY_CLIENT_FORM,
        firstName: 'Ana',
        lastName: 'B.',
        age: '30',
        primaryDiagnosis: `Anxiety, ${'x'.repeat(61)}`,
        nextSession: 'next Tuesday',
      }),
    ).toEqual({
      primaryDiagnosis: 'Each concern must be at most 60 characters',
      nextSession: 'Use an ISO 8601 date and time',
    });
  });

  it('accepts age 0 and 120 and trims the names', () => {
    for (const age of ['0', '120']) {
      const result = clientFormSchema.parse({
        ...EMPTY_CLIENT_FORM,
        firstName: ' Ana ',
        lastName: 'B.',
        age,
      });
      expect(result).toMatchObject({
        firstName: 'Ana',
        age: Number(age),
        nextSession: null,
      });
    }
  });

  it('fills the form from a client and back to the same body', () => {
    const values = toFormValues(sarah);
    expect(values.primaryDiagnosis).toBe('Anxiety, Sleep Issues, Work Stress');
    expect(clientFormSchema.parse(values)).toEqual({
      firstName: 'Sarah',
      lastName: 'M.',
      age: 28,
      gender: 'Female',
      status: 'active',
      riskLevel: 'moderate',
      primaryDiagnosis: ['Anxiety', 'Sleep Issues', 'Work Stress'],
      nextSession: null,
    });
  });

  it('describes a client as age · gender · sessions', () => {
    expect(describeClient(sarah)).toBe('28 · Female · 8 sessions');
    expect(describeClient({ age: 40, gender: '', totalSessions: 1 })).toBe('40 · 1 session');
  });
});
