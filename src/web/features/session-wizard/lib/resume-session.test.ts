import { describe, expect, it } from 'vitest';
import type { TherapySession } from '#contract/sessions';
import { sessionToResume } from './resume-session';

function session(id: string, startedAt: string, extra: Partial<TherapySession> = {}): TherapySession {
  return {
    id,
    clientId: 'c1',
    clientName: 'Sarah M.',
    templateId: null,
    templateName: null,
    setting: 'in-person',
    language: 'en-US',
    startedAt,
    endedAt: null,
    durationMinutes: null,
    timeSource: 'opened',
    status: 'in_progress',
    notes: '',
    isSample: false,
    consent: null,
    ...extra,
  };
}

describe('sessionToResume', () => {
  it('picks the most recently started unfinished session, whatever the list order', () => {
    const sessions = [
      session('older', '2026-11-20T09:00:00Z'),
      session('review', '2026-11-28T09:00:00Z', { status: 'needs_review' }),
      session('middle', '2026-11-25T09:00:00Z'),
    ];
    expect(sessionToResume(sessions)?.id).toBe('review');
  });

  it('skips completed and sample sessions, and finds none when only those exist', () => {
    const done = session('done', '2026-11-29T09:00:00Z', { status: 'completed' });
    const sample = session('sample', '2026-11-29T10:00:00Z', { isSample: true, status: 'needs_review' });
    const draft = session('draft', '2026-11-01T09:00:00Z', { clientId: null, clientName: null });
    expect(sessionToResume([done, sample, draft])?.id).toBe('draft');
    expect(sessionToResume([done, sample])).toBeUndefined();
    expect(sessionToResume([])).toBeUndefined();
  });
});
