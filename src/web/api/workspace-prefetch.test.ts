import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const CLINICIAN = {
  clinician: {
    id: 'c1',
    firstName: 'Ada',
    lastName: 'Byron',
    title: 'Dr',
    displayName: 'Dr Ada Byron',
    initials: 'AB',
    isDemo: true,
    isOwner: true,
    totpEnabled: false,
  },
  authMode: 'demo',
};

const DASHBOARD = {
  sessionsToday: 0,
  activeClients: 1,
  pendingNotes: 0,
  recentSessions: [],
  hasSampleData: false,
  hasOwnData: true,
};

/**
 * fetch stubbed so each answer to /api/auth/me waits until the test releases it. Until /api/auth/me has answered
 * with a clinician, the dashboard answers `dashboardBeforeMe` (401 when no session is valid yet); after, its data.
 */
function stubFetch({ me, dashboardBeforeMe }: { me: () => Response; dashboardBeforeMe: () => Response }) {
  const requested: string[] = [];
  let releaseMe: () => void = () => undefined;
  let meAnswered = false;
  const meReleased = new Promise<void>((resolve) => {
    releaseMe = resolve;
  });
  vi.stubGlobal('fetch', async (url: string) => {
    const path = url.split('?')[0] ?? url;
    requested.push(path);
    if (path === '/api/auth/me') {
      await meReleased;
      const answer = me();
      meAnswered = answer.ok;
      return answer;
    }
    if (path === '/api/dashboard') return meAnswered ? Response.json(DASHBOARD) : dashboardBeforeMe();
    return Response.json({}, { status: 500 });
  });
  return { requested, releaseMe };
}

const unauthorized = () => Response.json({ error: 'Not signed in', code: 'unauthorized' }, { status: 401 });
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

async function cachedDashboard() {
  const { getWorkspaceQueryClient } = await import('./query-client');
  const { dashboardKeys } = await import('./query-keys');
  return getWorkspaceQueryClient().getQueryData(dashboardKeys.summary(new Date().getTimezoneOffset()));
}

beforeEach(() => vi.resetModules());
afterEach(() => vi.unstubAllGlobals());

describe('prefetchDashboard', () => {
  it('asks for the dashboard alongside /api/auth/me when the session is already valid', async () => {
    const { requested, releaseMe } = stubFetch({
      me: () => Response.json(CLINICIAN),
      dashboardBeforeMe: () => Response.json(DASHBOARD),
    });
    const { prefetchDashboard } = await import('./workspace-prefetch');
    prefetchDashboard();
    await settle();
    // Both are in flight before /api/auth/me answers.
    expect(requested).toEqual(['/api/auth/me', '/api/dashboard']);
    await vi.waitFor(async () => expect(await cachedDashboard()).toEqual(DASHBOARD));
    releaseMe();
    await settle();
    expect(requested).toEqual(['/api/auth/me', '/api/dashboard']);
  });

  it('on a first demo visit asks again once /api/auth/me has started the session, and asks it only once', async () => {
    const { requested, releaseMe } = stubFetch({
      me: () => Response.json(CLINICIAN),
      dashboardBeforeMe: unauthorized,
    });
    const { prefetchDashboard } = await import('./workspace-prefetch');
    prefetchDashboard();
    await settle();
    expect(requested).toEqual(['/api/auth/me', '/api/dashboard']);
    releaseMe();
    await vi.waitFor(async () => expect(await cachedDashboard()).toEqual(DASHBOARD));
    expect(requested).toEqual(['/api/auth/me', '/api/dashboard', '/api/dashboard']);
  });

  it('asks nothing more when nobody is signed in', async () => {
    const { requested, releaseMe } = stubFetch({ me: unauthorized, dashboardBeforeMe: unauthorized });
    const { prefetchDashboard } = await import('./workspace-prefetch');
    prefetchDashboard();
    releaseMe();
    // Long enough for the answers to be read (the response check loads the contract's schemas first).
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(requested).toEqual(['/api/auth/me', '/api/dashboard']);
    expect(await cachedDashboard()).toBeUndefined();
  });

  it('shares one /api/auth/me with the session check started when the workspace opens', async () => {
    const { requested, releaseMe } = stubFetch({
      me: () => Response.json(CLINICIAN),
      dashboardBeforeMe: unauthorized,
    });
    const { prefetchDashboard, prefetchSession } = await import('./workspace-prefetch');
    prefetchSession();
    prefetchDashboard();
    releaseMe();
    await vi.waitFor(async () => expect(await cachedDashboard()).toEqual(DASHBOARD));
    expect(requested.filter((url) => url === '/api/auth/me')).toHaveLength(1);
  });
});
