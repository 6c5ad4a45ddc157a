import { QueryObserver, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TherapySessionDetail } from '../../contract/sessions';
import type { SessionNoteResponse } from '../../contract/workflow';
import { afterSessionChanged } from './auth';
import { afterClientCreated, afterClientDeleted, afterClientUpdated } from './clients';
import { afterConsentChanged } from './consent';
import { afterReferenceChanged } from './reference';
import { afterMeasurementsChanged } from './measurements';
import { createQueryClient } from './query-client';
import {
  authKeys,
  clientKeys,
  invalidate,
  dashboardKeys,
  measurementKeys,
  referenceKeys,
  reportKeys,
  sessionKeys,
  settingsKeys,
  templateKeys,
  transcriptionKeys,
  treatmentPlanKeys,
} from './query-keys';
import { afterSampleDataCleared } from './sample-data';
import { afterNoteSaved } from './session-notes';
import { afterSessionCompleted, afterStepSaved } from './session-steps';
import { afterSessionStarted, afterSessionUpdated } from './sessions';
import { afterTemplateAdded, afterTemplateChanged } from './templates';

/** One cached query of each kind the screens load, for two clients (c1, c2) and two of c1's sessions (s1, s2). */
const CACHED: Record<string, QueryKey> = {
  me: authKeys.me(),
  'auth status': authKeys.status(),
  'practice members': authKeys.practiceMembers(),
  clients: clientKeys.list({ includeArchived: false }),
  'clients with archived': clientKeys.list({ includeArchived: true }),
  sessions: sessionKeys.list({}),
  'sessions of c1': sessionKeys.list({ clientId: 'c1' }),
  'session s1': sessionKeys.detail('s1'),
  'session s2': sessionKeys.detail('s2'),
  'note s1': sessionKeys.note('s1'),
  'note s2': sessionKeys.note('s2'),
  'summary s1': sessionKeys.summary('s1'),
  'summary s2': sessionKeys.summary('s2'),
  'diagnoses s1': sessionKeys.diagnoses('s1'),
  'plan s1': sessionKeys.plan('s1'),
  'assessment s1': sessionKeys.assessment('s1'),
  'assessment s2': sessionKeys.assessment('s2'),
  templates: templateKeys.list(),
  dashboard: dashboardKeys.summary(-60),
  reports: reportKeys.list(),
  'report r1': reportKeys.detail('r1'),
  'latest scores': measurementKeys.latest(),
  'scores of c1': measurementKeys.client('c1'),
  'scores in s1': measurementKeys.session('s1'),
  'plan of c1': treatmentPlanKeys.client('c1'),
  'plan of c2': treatmentPlanKeys.client('c2'),
  'reference status': referenceKeys.status(),
  'reference search': referenceKeys.search('panic', 5),
  'transcription status': transcriptionKeys.status(),
  settings: settingsKeys.all,
};

let queryClient: QueryClient;

beforeEach(() => {
  queryClient = createQueryClient();
  for (const key of Object.values(CACHED)) queryClient.setQueryData(key, { cached: true });
});

/** The names of the cached queries a change marked stale (no screen shows them here, so none refetches). */
function staleQueries(): string[] {
  return Object.entries(CACHED)
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name)
    .sort();
}

const session = (overrides: Partial<TherapySessionDetail> = {}) =>
  ({ id: 's1', clientId: 'c1', templateId: 't1', transcript: 'Text', ...overrides }) as TherapySessionDetail;

describe('the key tree', () => {
  it('gives every resource its own root, so invalidating one never reaches another', () => {
    const roots = [
      authKeys.all,
      clientKeys.all,
      sessionKeys.all,
      templateKeys.all,
      dashboardKeys.all,
      reportKeys.all,
      measurementKeys.all,
      treatmentPlanKeys.all,
      referenceKeys.all,
      transcriptionKeys.all,
      settingsKeys.all,
    ].map((key) => key[0]);
    expect(new Set(roots).size).toBe(roots.length);
    for (const key of Object.values(CACHED)) expect(roots).toContain(key[0]);
  });

  it('keeps every session list, whatever its filter, under one key', async () => {
    await queryClient.invalidateQueries({ queryKey: sessionKeys.lists() });
    expect(staleQueries()).toEqual(['sessions', 'sessions of c1']);
  });
});

describe('invalidate', () => {
  it("asks again for a screen's first load that was in flight when the change was made", async () => {
    const answers: ((value: string) => void)[] = [];
    const key = measurementKeys.session('s9');
    const observer = new QueryObserver(queryClient, {
      queryKey: key,
      queryFn: () => new Promise<string>((resolve) => answers.push(resolve)),
    });
    const unsubscribe = observer.subscribe(() => undefined);
    expect(answers).toHaveLength(1);

    const refreshed = invalidate(queryClient, [measurementKeys.all]);
    answers[0]?.('read before the change');
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]?.('read after the change');
    await refreshed;

    expect(queryClient.getQueryData(key)).toBe('read after the change');
    expect(observer.getCurrentResult().isError).toBe(false);
    unsubscribe();
  });
});

describe('what each change refreshes', () => {
  it('a note saved on the recording screen refreshes the assessment the wizard shows for that session', async () => {
    const saved = { note: null, versions: [] } satisfies SessionNoteResponse;
    await afterNoteSaved(queryClient, 's1', saved);
    expect(queryClient.getQueryData(sessionKeys.note('s1'))).toEqual(saved);
    expect(staleQueries()).toEqual(['assessment s1']);
  });

  it('a saved wizard step becomes the cached step and refreshes the assessment built from it', async () => {
    await afterStepSaved(queryClient, sessionKeys.plan('s1'), 's1', null);
    expect(queryClient.getQueryData(sessionKeys.plan('s1'))).toBeNull();
    expect(staleQueries()).toEqual(['assessment s1']);
  });

  it('an autosaved transcript refreshes what lists the session, but no client or template count', async () => {
    const saved = session({ transcript: 'More text' });
    await afterSessionUpdated(queryClient, saved, { transcript: 'More text' });
    expect(queryClient.getQueryData(sessionKeys.detail('s1'))).toEqual(saved);
    expect(staleQueries()).toEqual(['assessment s1', 'dashboard', 'sessions', 'sessions of c1']);
  });

  it("choosing a session's client or template in the header refreshes their session and usage counts", async () => {
    await afterSessionUpdated(queryClient, session(), { clientId: 'c1' });
    expect(staleQueries()).toContain('clients');
    expect(staleQueries()).not.toContain('templates');
    await afterSessionUpdated(queryClient, session(), { templateId: null });
    expect(staleQueries()).toContain('templates');
  });

  it('a started session refreshes the lists, and counts for its client and template when it has them', async () => {
    await afterSessionStarted(queryClient, session({ id: 's3', templateId: null }));
    expect(staleQueries()).toEqual([
      'clients',
      'clients with archived',
      'dashboard',
      'sessions',
      'sessions of c1',
    ]);
  });

  it("consent refreshes the session lists and that session's steps, not another session's", async () => {
    const consented = session();
    await afterConsentChanged(queryClient, consented);
    expect(queryClient.getQueryData(sessionKeys.detail('s1'))).toEqual(consented);
    expect(staleQueries()).toEqual([
      'assessment s1',
      'diagnoses s1',
      'plan s1',
      'sessions',
      'sessions of c1',
    ]);
  });

  it('completing a session refreshes every session query, the dashboard and the reports', async () => {
    await afterSessionCompleted(queryClient);
    const stale = staleQueries();
    expect(stale).toEqual(
      expect.arrayContaining(['dashboard', 'reports', 'report r1', 'session s2', 'note s1']),
    );
    expect(stale).not.toContain('clients');
  });

  it('a score refreshes every measurement and the session summaries whose risk it can raise', async () => {
    await afterMeasurementsChanged(queryClient);
    expect(staleQueries()).toEqual([
      'latest scores',
      'scores in s1',
      'scores of c1',
      'summary s1',
      'summary s2',
    ]);
  });

  it('a new client refreshes the client lists and the dashboard; an edit also the sessions showing the name', async () => {
    await afterClientCreated(queryClient);
    expect(staleQueries()).toEqual(['clients', 'clients with archived', 'dashboard']);
    await afterClientUpdated(queryClient);
    expect(staleQueries()).toEqual([
      'clients',
      'clients with archived',
      'dashboard',
      'session s1',
      'session s2',
      'sessions',
      'sessions of c1',
    ]);
  });

  it("a deleted client takes their sessions, scores, reports and plan, but not another client's plan", async () => {
    await afterClientDeleted(queryClient, 'c1');
    const stale = staleQueries();
    expect(stale).toEqual(
      expect.arrayContaining([
        'note s1',
        'assessment s2',
        'latest scores',
        'reports',
        'plan of c1',
        'dashboard',
      ]),
    );
    expect(stale).not.toContain('plan of c2');
    expect(stale).not.toContain('templates');
  });

  it('a renamed or deleted template refreshes the sessions that show its name; a new one only the list', async () => {
    await afterTemplateAdded(queryClient);
    expect(staleQueries()).toEqual(['templates']);
    await afterTemplateChanged(queryClient);
    expect(staleQueries()).toEqual(['session s1', 'session s2', 'sessions', 'sessions of c1', 'templates']);
  });

  it('clearing the sample data refreshes every record it can take, and leaves account and reference alone', async () => {
    await afterSampleDataCleared(queryClient);
    for (const kept of ['me', 'settings', 'reference status', 'transcription status'])
      expect(staleQueries()).not.toContain(kept);
    expect(staleQueries()).toEqual(
      expect.arrayContaining(['clients', 'templates', 'sessions', 'note s2', 'latest scores', 'plan of c2']),
    );
  });

  it('signing in or out drops every record of the previous session and re-asks who is signed in', async () => {
    await afterSessionChanged(queryClient);
    const cached = Object.entries(CACHED)
      .filter(([, key]) => queryClient.getQueryState(key) !== undefined)
      .map(([name]) => name);
    expect(cached.sort()).toEqual(['auth status', 'me', 'practice members']);
    expect(staleQueries()).toEqual(['auth status', 'me']);
  });
});

describe('paged lists', () => {
  it('sit under the keys that the changes to their resource refresh', async () => {
    const cache = createQueryClient();
    const paged: Record<string, QueryKey> = {
      'client pages': clientKeys.pages({ includeArchived: false, q: 'ann' }),
      'client picker': clientKeys.list({ includeArchived: false, q: 'ann', sort: 'name' }),
      'client c1': clientKeys.detail('c1'),
      'session pages of c1': sessionKeys.pages({ clientId: 'c1' }),
      'report pages': reportKeys.pages({ q: '' }),
      'document pages': referenceKeys.documentPages('manual'),
    };
    const stale = () =>
      Object.entries(paged)
        .filter(([, key]) => cache.getQueryState(key)?.isInvalidated)
        .map(([name]) => name)
        .sort();
    const reset = () => {
      for (const key of Object.values(paged)) cache.setQueryData(key, { cached: true });
    };
    reset();
    await afterClientCreated(cache);
    expect(stale()).toEqual(['client c1', 'client pages', 'client picker']);
    reset();
    await afterSessionStarted(cache, session());
    expect(stale()).toEqual(['client c1', 'client pages', 'client picker', 'session pages of c1']);
    reset();
    await afterClientDeleted(cache, 'c1');
    expect(stale()).toContain('report pages');
    reset();
    await afterReferenceChanged(cache);
    expect(stale()).toEqual(['document pages']);
  });
});
