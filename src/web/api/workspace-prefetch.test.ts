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

/** fetch stubbed so each answer to /api/auth/me waits until the test releases it. */
function stubFetch(meAnswer: () => Response) {
  const requested: string[] = [];
  let releaseMe: () => void = () => undefined;
  const meReleased = new Promise<void>((resolve) => {
    releaseMe = resolve;
  });
  vi.stubGlobal('fetch', async (url: string) => {
    requested.push(url.split('?')[0] ?? url);
    if (url === '/api/auth/me') {
      await meReleased;
      return meAnswer();
    }
    return Response.json({}, { status: 500 });
  });
  return { requested, releaseMe };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(() => vi.resetModules());
afterEach(() => vi.unstubAllGlobals());

describe('prefetchDashboard', () => {
  it('asks for the dashboard only once /api/auth/me has named a signed-in clinician', async () => {
    const { requested, releaseMe } = stubFetch(() => Response.json(CLINICIAN));
    const { prefetchDashboard } = await import('./workspace-prefetch');
    prefetchDashboard();
    await settle();
    // While the session is unknown (a first demo visit is starting its workspace), nothing else is asked.
    expect(requested).toEqual(['/api/auth/me']);
    releaseMe();
    await vi.waitFor(() => expect(requested).toEqual(['/api/auth/me', '/api/dashboard']));
  });

  it('asks for nothing more when nobody is signed in', async () => {
    const { requested, releaseMe } = stubFetch(() => new Response('', { status: 401 }));
    const { prefetchDashboard } = await import('./workspace-prefetch');
    releaseMe();
    prefetchDashboard();
    // Long enough for the answer to be read (the response check loads the contract's schemas first).
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(requested).toEqual(['/api/auth/me']);
  });

  it('shares one /api/auth/me with the session check started when the workspace opens', async () => {
    const { requested, releaseMe } = stubFetch(() => Response.json(CLINICIAN));
    const { prefetchDashboard, prefetchSession } = await import('./workspace-prefetch');
    prefetchSession();
    prefetchDashboard();
    releaseMe();
    await vi.waitFor(() => expect(requested).toContain('/api/dashboard'));
    expect(requested.filter((url) => url === '/api/auth/me')).toHaveLength(1);
  });
});
