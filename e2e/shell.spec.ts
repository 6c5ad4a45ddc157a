import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { meResponseSchema } from '../src/contract/auth';

const WORKSPACE_ROUTES: [path: string, title: string][] = [
  ['/app', 'Dashboard'],
  ['/app/', 'Dashboard'],
  ['/app/clients', 'Clients'],
  ['/app/templates', 'Templates'],
  ['/app/session/settings', 'Session Settings'],
  ['/app/session/session-settings', 'Session Settings'],
  ['/app/session/dictation', 'Session Recording'],
  ['/app/session-recording', 'Session Recording'],
  ['/app/session/note-formulation', 'Note Formulation'],
  ['/app/session/differential-diagnosis', 'Differential Diagnosis'],
  ['/app/session/treatment-suggestions', 'Treatment Suggestions'],
  ['/app/session/assessment-formulation', 'Assessment Formulation'],
  ['/app/assessment-reports', 'Assessment Reports'],
  ['/app/therapy-recommendations', 'Therapy Recommendations'],
  ['/app/dsm-assistant', 'DSM-5-TR Assistant'],
  ['/app/settings', 'Settings'],
];

for (const [path, title] of WORKSPACE_ROUTES) {
  test(`${path} renders '${title}' in the app shell header`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('navigation', { name: 'Workspace' })).toBeVisible();
  });
}

test('the header shows the trial counter, Subscribe and the clinician badge from the API', async ({
  page,
}) => {
  await page.goto('/app');
  const header = page.getByRole('banner');
  await expect(header.getByText('15 trial notes left')).toBeVisible();
  await expect(header.getByRole('link', { name: 'Subscribe' })).toBeVisible();
  const me = meResponseSchema.parse(await (await page.request.get('/api/auth/me')).json());
  await expect(page.getByTestId('user-badge')).toContainText(/Dr\. \w+ \w+/);
  expect(me.clinician.initials).toMatch(/^[A-Z]{2}$/);
});

test('the Templates screen is headed Session Templates', async ({ page }) => {
  await page.goto('/app/templates');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Session Templates' })).toBeVisible();
});

test('/test is a plain page without the app shell', async ({ page }) => {
  await page.goto('/test');
  await expect(page.getByRole('heading', { name: 'Test page' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Workspace' })).toHaveCount(0);
});

for (const unknown of ['/dashboard', '/no/such/page', '/app/no-such-screen']) {
  test(`the unknown path ${unknown} lands on /`, async ({ page }) => {
    await page.goto(unknown);
    await expect(page).toHaveURL(/\/$/);
  });
}

test('the sidebar has the eight entries with their hrefs, and highlights Start Session under /app/session', async ({
  page,
}) => {
  await page.goto('/app/session/note-formulation');
  const nav = page.getByRole('navigation', { name: 'Workspace' });
  const expected: [string, string][] = [
    ['Dashboard', '/app'],
    ['Clients', '/app/clients'],
    ['Templates', '/app/templates'],
    ['Start Session', '/app/session/settings'],
    ['Assessment Reports', '/app/assessment-reports'],
    ['Therapy Recommendations', '/app/therapy-recommendations'],
    ['DSM-5-TR Assistant', '/app/dsm-assistant'],
    ['Settings', '/app/settings'],
  ];
  for (const [name, href] of expected)
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  await expect(nav.getByRole('link', { name: 'Start Session' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');

  await page.goto('/app/session-recording');
  await expect(nav.getByRole('link', { name: 'Start Session' })).toHaveAttribute('aria-current', 'page');

  await nav.getByRole('link', { name: 'Clients' }).click();
  await expect(page).toHaveURL(/\/app\/clients$/);
  await expect(nav.getByRole('link', { name: 'Clients' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Start Session' })).not.toHaveAttribute('aria-current', 'page');
});

test('the sidebar is 16rem wide and the page content starts beside it, not under it', async ({ page }) => {
  await page.goto('/app');
  const box = await page.getByRole('complementary').boundingBox();
  expect(box?.width).toBe(256);
  expect((await page.getByRole('main').boundingBox())?.x).toBeGreaterThanOrEqual(256);
  expect((await page.getByRole('banner').boundingBox())?.x).toBeGreaterThanOrEqual(256);
});

test('the server sends a strict Content-Security-Policy with the page', async ({ page }) => {
  const response = await page.goto('/app');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
});

test('the app unregisters service workers and clears caches on load', async ({ page }) => {
  await page.goto('/test');
  await page.evaluate(async () => {
    const cache = await caches.open('stale-build');
    await cache.put('/stale', new Response('old'));
  });
  await page.reload();
  await expect.poll(() => page.evaluate(async () => (await caches.keys()).length)).toBe(0);
});

test('/app has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/app');
  await expect(page.getByTestId('user-badge')).toContainText('Dr.');
  await expectNoSeriousViolations(page);
});
