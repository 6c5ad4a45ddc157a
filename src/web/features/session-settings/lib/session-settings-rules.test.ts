import { describe, expect, it } from 'vitest';
import type { Client } from '#contract/clients';
import {
  clientFullName,
  estimatedDurationText,
  orderClientsForPicker,
  parseSessionSetting,
  sampleQuestions,
  startSessionHint,
} from './session-settings-rules';

const client = (firstName: string, status: Client['status'], archivedAt: string | null = null): Client => ({
  id: firstName,
  firstName,
  lastName: 'M.',
  age: 30,
  gender: '',
  status,
  riskLevel: 'low',
  primaryDiagnosis: [],
  lastSession: null,
  nextSession: null,
  totalSessions: 0,
  isSample: false,
  archivedAt,
  createdAt: '2026-01-05T09:00:00.000Z',
});

describe('startSessionHint (SPEC §2 Session Settings)', () => {
  it('names what is still missing', () => {
    expect(startSessionHint(undefined, undefined)).toBe('Select a client and template to begin');
    expect(startSessionHint('Sarah M.', undefined)).toBe('Select a template to continue');
    expect(startSessionHint(undefined, 'CBT Follow-up')).toBe('Select a client to continue');
  });

  it('says who and which template once both are chosen', () => {
    expect(startSessionHint('Sarah M.', 'CBT Follow-up')).toBe(
      'Ready to start session with Sarah M. using CBT Follow-up',
    );
  });
});

describe('estimatedDurationText', () => {
  it("uses the template's duration, otherwise the usual 45-60 minutes", () => {
    expect(estimatedDurationText({ duration: 90 })).toBe('90 minutes');
    expect(estimatedDurationText(undefined)).toBe('45-60 minutes');
  });
});

describe('sampleQuestions', () => {
  it('shows the first two prompts and counts the rest', () => {
    expect(sampleQuestions(['What brings you in today?', 'How long?', 'Sleep?', 'Safety?'])).toEqual({
      shown: ['What brings you in today?', 'How long?'],
      moreCount: 2,
    });
    expect(sampleQuestions(['Only one?'])).toEqual({ shown: ['Only one?'], moreCount: 0 });
    expect(sampleQuestions([])).toEqual({ shown: [], moreCount: 0 });
  });
});

describe('parseSessionSetting', () => {
  it('honours telehealth and defaults everything else to in-person', () => {
    expect(parseSessionSetting('telehealth')).toBe('telehealth');
    expect(parseSessionSetting('in-person')).toBe('in-person');
    expect(parseSessionSetting(null)).toBe('in-person');
    expect(parseSessionSetting('video')).toBe('in-person');
  });
});

describe('orderClientsForPicker', () => {
  it('drops archived clients and lists active ones first, keeping the server order otherwise', () => {
    const ordered = orderClientsForPicker([
      client('Linda', 'inactive'),
      client('Sarah', 'active'),
      client('Old', 'active', '2026-01-01T00:00:00.000Z'),
      client('James', 'active'),
    ]);
    expect(ordered.map((c) => c.firstName)).toEqual(['Sarah', 'James', 'Linda']);
  });

  it('joins first name and last initial', () => {
    expect(clientFullName({ firstName: 'Sarah', lastName: 'M.' })).toBe('Sarah M.');
  });
});
