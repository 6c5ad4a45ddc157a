import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { failGets } from './support/failing-route';
import { dashboardResponseSchema } from '../src/contract/sessions';

async function openDashboard(page: Page) {
  await page.goto('/app');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Recent Sessions' })).toBeVisible();
  return main;
}

/** The dashboard as the API reports it for this browser's own time zone. */
async function fetchDashboard(page: Page) {
  const tzOffset = await page.evaluate(() => new Date().getTimezoneOffset());
  const response = await page.request.get(`/api/dashboard?tzOffset=${tzOffset}`);
  expect(response.ok()).toBe(true);
  return dashboardResponseSchema.parse(await response.json());
}

function counter(main: Locator, label: string): Locator {
  return main
    .getByTestId('dashboard-counter')
    .filter({ has: main.page().locator('dt', { hasText: label }) })
    .locator('dd');
}

test('the sample-data banner and the three counters show the figures the API counts', async ({ page }) => {
  const main = await openDashboard(page);
  await expect(main.getByText('The figures and sessions below are sample data.')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Clear sample data' })).toBeVisible();

  const api = await fetchDashboard(page);
  // A fresh sandbox: 4 active clients (Linda P. is inactive), 2 notes awaiting review, 2 sessions today.
  expect(api.activeClients).toBe(4);
  expect(api.pendingNotes).toBe(2);
  expect(api.hasSampleData).toBe(true);
  await expect(counter(main, 'Sessions Today')).toHaveText(String(api.sessionsToday));
  await expect(counter(main, 'Active Clients')).toHaveText('4');
  await expect(counter(main, 'Pending Notes')).toHaveText('2');
  // The seed puts two sessions on the server's today; the browser shares the machine's time zone.
  if (new Date().getHours() >= 1) expect(api.sessionsToday).toBe(2);
});

test('Recent Sessions lists client, date, time, minutes and the Progress / Needs review badges', async ({
  page,
}) => {
  const main = await openDashboard(page);
  const list = main.getByRole('list', { name: 'Recent Sessions' });
  const api = await fetchDashboard(page);
  await expect(list.getByRole('listitem')).toHaveCount(api.recentSessions.length);

  const first = api.recentSessions[0];
  if (!first) throw new Error('the sample workspace has recent sessions');
  const firstRow = list.getByRole('listitem').first();
  const date = new Date(first.date);
  await expect(firstRow).toContainText(first.clientName ?? '');
  await expect(firstRow).toContainText(
    date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
  );
  await expect(firstRow).toContainText(
    date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', hour12: true }),
  );
  await expect(firstRow).toContainText(`${first.duration} min`);

  for (const [index, row] of api.recentSessions.entries()) {
    await expect(list.getByRole('listitem').nth(index)).toContainText(
      row.status === 'completed' ? 'Progress' : 'Needs review',
    );
  }
  await expect(list.getByText('Progress', { exact: true }).first()).toBeVisible();
  await expect(list.getByText('Needs review', { exact: true }).first()).toBeVisible();
  await expect(list.getByText('50 min').first()).toBeVisible();
});

test('Record Session Notes goes to the dictation screen, ready to record in a new session', async ({
  page,
}) => {
  const main = await openDashboard(page);
  await main.getByRole('button', { name: 'Record Session Notes' }).click();
  await expect(page).toHaveURL(/\/app\/session\/dictation\?session=[0-9a-f-]{36}$/);
  await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText('Session Recording');
  await expect(main.getByRole('button', { name: 'Start Recording' })).toBeVisible();
});

test('Create Template goes to the templates screen', async ({ page }) => {
  const main = await openDashboard(page);
  await main.getByRole('button', { name: 'Create Template' }).click();
  await expect(page).toHaveURL(/\/app\/templates$/);
});

test('the Chat Assistant quick action opens the chat panel', async ({ page }) => {
  const main = await openDashboard(page);
  await main.getByRole('button', { name: 'Chat Assistant' }).click();
  await expect(page.getByRole('dialog', { name: 'Clinical AI Assistant' })).toBeVisible();
});

test('Start New Session opens the Add Intake Session dialog with the spec texts and real recording tips', async ({
  page,
}) => {
  const main = await openDashboard(page);
  await main.getByRole('button', { name: 'Start New Session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Intake Session' });
  await expect(dialog).toBeVisible();
  for (const text of [
    'Choose how you want to add an intake',
    'For any session setup',
    '100% HIPAA Compliant',
    'Recording duration: 5-130 min',
  ])
    await expect(dialog.getByText(text, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Record', exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Record in-person' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Record telehealth' })).toBeVisible();

  const tipsButton = dialog.getByRole('button', { name: 'Tips on recording' });
  await expect(tipsButton).toHaveAttribute('aria-expanded', 'false');
  await expect(dialog.getByRole('region', { name: 'Recording tips' })).toBeHidden();
  await tipsButton.click();
  await expect(tipsButton).toHaveAttribute('aria-expanded', 'true');
  const tips = dialog.getByRole('region', { name: 'Recording tips' });
  await expect(tips).toBeVisible();
  for (const topic of [/consent/i, /quiet room/i, /Share tab audio/, /who is speaking/i, /live transcript/i])
    await expect(tips).toContainText(topic);
  await expect(tips).toContainText('between 5 and 130 minutes');
  await expect(tips).toContainText(/encrypted/);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(main.getByRole('button', { name: 'Start New Session' })).toBeFocused();
});

test('Record in-person and Record telehealth close the dialog and open Session Settings with that setting', async ({
  page,
}) => {
  let main = await openDashboard(page);
  await main.getByRole('button', { name: 'Start New Session' }).click();
  await page
    .getByRole('dialog', { name: 'Add Intake Session' })
    .getByRole('button', { name: 'Record in-person' })
    .click();
  await expect(page).toHaveURL(/\/app\/session\/settings(\?|$)/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /In-Person/ })).toBeChecked();

  main = await openDashboard(page);
  await main.getByRole('button', { name: 'Start New Session' }).click();
  await page
    .getByRole('dialog', { name: 'Add Intake Session' })
    .getByRole('button', { name: 'Record telehealth' })
    .click();
  await expect(page).toHaveURL(/\/app\/session\/settings(\?|$)/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /Telehealth/ })).toBeChecked();
});

test('Clear sample data asks first, then empties the workspace for good', async ({ page }) => {
  const main = await openDashboard(page);
  await main.getByRole('button', { name: 'Clear sample data' }).click();
  const confirm = page.getByRole('dialog', { name: 'Clear sample data?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(main.getByText('The figures and sessions below are sample data.')).toBeVisible();

  await main.getByRole('button', { name: 'Clear sample data' }).click();
  await confirm.getByRole('button', { name: 'Clear sample data' }).click();
  await expect(confirm).toBeHidden();
  await expect(main.getByText('The figures and sessions below are sample data.')).toHaveCount(0);
  for (const label of ['Sessions Today', 'Active Clients', 'Pending Notes'])
    await expect(counter(main, label)).toHaveText('0');
  await expect(main.getByText('No sessions yet')).toBeVisible();
  await page.screenshot({ path: '/tmp/h7-dashboard-cleared.png', fullPage: true });

  await page.reload();
  await expect(main.getByRole('heading', { name: 'Recent Sessions' })).toBeVisible();
  await expect(main.getByText('The figures and sessions below are sample data.')).toHaveCount(0);
  for (const label of ['Sessions Today', 'Active Clients', 'Pending Notes'])
    await expect(counter(main, label)).toHaveText('0');
  const api = await fetchDashboard(page);
  expect(api).toMatchObject({ sessionsToday: 0, activeClients: 0, pendingNotes: 0, hasSampleData: false });
  expect(api.recentSessions).toEqual([]);
});

test('the sample banner goes once the clinician adds a client of their own, and stays gone', async ({
  page,
}) => {
  const main = await openDashboard(page);
  const banner = main.getByText('The figures and sessions below are sample data.');
  await expect(banner).toBeVisible();

  const created = await page.request.post('/api/clients', {
    data: { firstName: 'Own', lastName: 'Client', age: 41 },
  });
  expect(created.status()).toBe(201);
  await page.reload();
  await expect(main.getByRole('heading', { name: 'Recent Sessions' })).toBeVisible();
  await expect(counter(main, 'Active Clients')).toHaveText('5');
  await expect(banner).toHaveCount(0);
  expect(await fetchDashboard(page)).toMatchObject({ hasSampleData: true, hasOwnData: true });

  // The samples are still there, and the Clients screen still offers to clear them.
  await page.goto('/app/clients');
  const clientsNote = page.getByRole('main').getByRole('note');
  await expect(clientsNote).toContainText('These clients are sample data for the demo workspace.');
  await clientsNote.getByRole('button', { name: 'Clear sample data' }).click();
  await page
    .getByRole('dialog', { name: 'Clear sample data?' })
    .getByRole('button', { name: 'Clear sample data' })
    .click();
  await expect(page.getByRole('heading', { name: 'Clients 1 in database' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('note')).toHaveCount(0);

  await page.goto('/app');
  await expect(counter(main, 'Active Clients')).toHaveText('1');
  await expect(banner).toHaveCount(0);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the dashboard and its dialog have no serious accessibility violations (${theme})`, async ({
    page,
  }) => {
    const main = await openDashboard(page);
    if (theme === 'dark') await page.evaluate(() => document.documentElement.classList.add('dark'));
    await expect(counter(main, 'Active Clients')).toHaveText('4');
    await page.screenshot({ path: `/tmp/h7-dashboard-${theme}.png`, fullPage: true });
    await expectNoSeriousViolations(page);

    await main.getByRole('button', { name: 'Start New Session' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Intake Session' });
    await dialog.getByRole('button', { name: 'Tips on recording' }).click();
    await expect(dialog.getByRole('region', { name: 'Recording tips' })).toBeVisible();
    await page.screenshot({ path: `/tmp/h7-intake-dialog-${theme}.png` });
    await expectNoSeriousViolations(page);
  });
}

test('on a phone, nothing on the dashboard moves when its data arrives', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Sums the page's layout shifts as Lighthouse's CLS does (shifts right after input do not count).
  await page.addInitScript(() => {
    const state = window as unknown as { layoutShift: number };
    state.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) state.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The dashboard's answer arrives well after the frame has painted, as on a slow connection.
  await page.route('**/api/dashboard*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  const main = await openDashboard(page);
  await expect(main.getByRole('heading', { name: 'Quick Actions' })).toBeVisible();
  await page.waitForTimeout(300);
  const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
  expect(shift).toBeLessThan(0.1);
});

test('when the dashboard cannot be loaded a banner says so, and Try again brings the figures', async ({
  page,
}) => {
  const server = await failGets(page, '/api/dashboard', 500, {
    error: 'Something broke on our side.',
    code: 'internal',
  });
  await page.goto('/app');
  const banner = page.getByRole('alert').filter({ hasText: 'Could not load the dashboard.' });
  await expect(banner).toContainText('Something broke on our side.');
  server.recover();
  await banner.getByRole('button', { name: 'Try again' }).click();
  await expect(banner).toBeHidden();
  await expect(page.locator('#recent-sessions-heading')).toBeVisible();
});
