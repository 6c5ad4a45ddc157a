import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { therapySessionResponseSchema } from '../src/contract/sessions';
import { listTemplatesResponseSchema } from '../src/contract/templates';

async function openSettings(page: Page, path = '/app/session/settings') {
  await page.goto(path);
  const main = page.getByRole('main');
  await expect(main.getByRole('combobox', { name: 'Select client' })).toBeVisible();
  await expect(main.getByRole('combobox', { name: 'Select template' })).toBeVisible();
  return main;
}

async function fetchTemplates(page: Page) {
  const response = await page.request.get('/api/templates');
  expect(response.ok()).toBe(true);
  return listTemplatesResponseSchema.parse(await response.json()).templates;
}

test('Start Session is gated on a client and a template, with the tooltip and each hint', async ({
  page,
}) => {
  const main = await openSettings(page);
  await expect(main.getByText('Demo Mode', { exact: true })).toBeVisible();
  const start = main.getByRole('button', { name: 'Start Session' });
  const client = main.getByRole('combobox', { name: 'Select client' });
  const template = main.getByRole('combobox', { name: 'Select template' });

  await expect(start).toBeDisabled();
  await expect(main.getByText('Select a client and template to begin', { exact: true })).toBeVisible();
  await expect(main.getByTestId('estimated-duration')).toHaveText('45-60 minutes');

  await start.hover({ force: true });
  await expect(page.getByRole('tooltip')).toHaveText('Please select a client and template to continue.');
  await page.screenshot({ path: '/tmp/h7-session-settings-tooltip.png' });

  await client.selectOption({ label: 'Sarah M. (28)' });
  await expect(main.getByText('Select a template to continue', { exact: true })).toBeVisible();
  await expect(start).toBeDisabled();

  await client.selectOption('');
  await template.selectOption({ label: 'CBT Follow-up' });
  await expect(main.getByText('Select a client to continue', { exact: true })).toBeVisible();
  await expect(start).toBeDisabled();
  await expect(main.getByTestId('estimated-duration')).toHaveText('50 minutes');

  await client.selectOption({ label: 'Sarah M. (28)' });
  await expect(
    main.getByText('Ready to start session with Sarah M. using CBT Follow-up', { exact: true }),
  ).toBeVisible();
  await expect(start).toBeEnabled();
});

test('the tooltip also opens from the keyboard while Start Session is disabled', async ({ page }) => {
  const main = await openSettings(page);
  await main.getByRole('combobox', { name: 'Select template' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tooltip')).toHaveText('Please select a client and template to continue.');
});

test('the client and template summaries show what the spec lists', async ({ page }) => {
  const main = await openSettings(page);
  const client = main.getByRole('combobox', { name: 'Select client' });
  // Active clients come first; Linda P. (inactive) is last.
  const labels = await client.locator('option').allTextContents();
  expect(labels).toEqual([
    'Choose a client...',
    'James K. (35)',
    'Sarah M. (28)',
    'Emily R. (42)',
    'Michael T. (19)',
    'Linda P. (61)',
  ]);

  await client.selectOption({ label: 'Sarah M. (28)' });
  const clientSummary = main.getByRole('group', { name: 'Client summary' });
  await expect(clientSummary).toContainText('Sarah M.');
  await expect(clientSummary).toContainText('Active');
  await expect(clientSummary).toContainText('28');
  for (const issue of ['Anxiety', 'Sleep Issues', 'Work Stress'])
    await expect(clientSummary).toContainText(issue);

  await main.getByRole('combobox', { name: 'Select template' }).selectOption({ label: 'Initial Assessment' });
  const summary = main.getByRole('group', { name: 'Template summary' });
  await expect(summary).toContainText('A first session: history, presenting concerns, risk and goals.');
  await expect(summary).toContainText('Duration:60 min');
  await expect(summary).toContainText('Sections:7');
  await expect(summary.getByRole('listitem')).toHaveText([
    'What brings you in today?',
    'How long has this been going on?',
  ]);
  await expect(summary.getByText('+2 more questions...', { exact: true })).toBeVisible();
  await expect(main.getByTestId('estimated-duration')).toHaveText('60 minutes');

  await main.getByRole('combobox', { name: 'Select template' }).selectOption({ label: 'SOAP Note' });
  await expect(summary.getByRole('listitem')).toHaveText(['How have things been since our last session?']);
  await expect(summary.getByText(/more questions/)).toHaveCount(0);
});

test('the session type defaults to In-Person, honours ?setting=telehealth, and both routes show the screen', async ({
  page,
}) => {
  let main = await openSettings(page);
  await expect(main.getByRole('radio', { name: /In-Person/ })).toBeChecked();
  await expect(main.getByRole('radio', { name: /Telehealth/ })).not.toBeChecked();

  main = await openSettings(page, '/app/session/session-settings?setting=telehealth');
  await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText('Session Settings');
  await expect(main.getByRole('radio', { name: /Telehealth/ })).toBeChecked();
  // From the keyboard: arrow keys move the choice within the radio group.
  await main.getByRole('radio', { name: /Telehealth/ }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(main.getByRole('radio', { name: /In-Person/ })).toBeChecked();
  await expect(main.getByRole('radio', { name: /Telehealth/ })).not.toBeChecked();
});

test('Start Session creates the session, raises the template usage and lands on the recording screen', async ({
  page,
}) => {
  const main = await openSettings(page, '/app/session/settings?setting=telehealth');
  const before = (await fetchTemplates(page)).find((t) => t.name === 'Intake Assessment');
  if (!before) throw new Error('the sample workspace has an Intake Assessment template');

  await main.getByRole('combobox', { name: 'Select client' }).selectOption({ label: 'Emily R. (42)' });
  await main.getByRole('combobox', { name: 'Select template' }).selectOption({ label: 'Intake Assessment' });
  await main.getByRole('button', { name: 'Start Session' }).click();

  await expect(page).toHaveURL(/\/app\/session-recording\?session=[0-9a-f-]{36}$/);
  const header = page.getByRole('main');
  await expect(header.getByRole('heading', { name: 'Session with Emily R.' })).toBeVisible();
  await expect(header).toContainText('Intake Assessment');
  await expect(header).toContainText('Telehealth');
  await expect(header).toContainText('In progress');
  const today = new Date().toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
  await expect(header.locator('dl time')).toContainText(today);

  const after = (await fetchTemplates(page)).find((t) => t.id === before.id);
  expect(after?.usageCount).toBe(before.usageCount + 1);

  const sessionId = new URL(page.url()).searchParams.get('session');
  const { session } = therapySessionResponseSchema.parse(
    await (await page.request.get(`/api/sessions/${sessionId ?? ''}`)).json(),
  );
  expect(session).toMatchObject({
    clientName: 'Emily R.',
    templateName: 'Intake Assessment',
    setting: 'telehealth',
    language: 'en-US',
    status: 'in_progress',
  });
});

test("a failed start shows the server's error and stays on the screen", async ({ page }) => {
  await page.route('**/api/sessions', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 404, json: { error: 'Client not found', code: 'not_found' } })
      : route.continue(),
  );
  const main = await openSettings(page);
  await main.getByRole('combobox', { name: 'Select client' }).selectOption({ label: 'James K. (35)' });
  await main.getByRole('combobox', { name: 'Select template' }).selectOption({ label: 'DAP Note' });
  await main.getByRole('button', { name: 'Start Session' }).click();
  await expect(main.getByRole('alert')).toHaveText('Client not found');
  await expect(page).toHaveURL(/\/app\/session\/settings$/);
  await expect(main.getByRole('button', { name: 'Start Session' })).toBeEnabled();
});

test('the recording screen without a session starts a draft whose client and template are chosen in its header', async ({
  page,
}) => {
  await page.goto('/app/session-recording');
  const main = page.getByRole('main');
  await expect(page).toHaveURL(/\/app\/session-recording\?session=[0-9a-f-]{36}$/);
  await expect(main.getByRole('heading', { name: 'New session' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Start Recording' })).toBeVisible();
  const sessionId = new URL(page.url()).searchParams.get('session');

  await main.getByRole('combobox', { name: 'Client' }).selectOption({ label: 'James K.' });
  await expect(main.getByRole('heading', { name: 'Session with James K.' })).toBeVisible();
  await main.getByRole('combobox', { name: 'Template' }).selectOption({ label: 'DAP Note' });
  await expect(main.getByRole('combobox', { name: 'Template' })).toHaveValue(/[0-9a-f-]{36}/);
  await page.reload();
  await expect(main.getByRole('heading', { name: 'Session with James K.' })).toBeVisible();
  const saved = (await (await page.request.get(`/api/sessions/${sessionId}`)).json()) as {
    session: { clientName: string; templateName: string };
  };
  expect(saved.session).toMatchObject({ clientName: 'James K.', templateName: 'DAP Note' });
});

test('an unknown session id shows the server error', async ({ page }) => {
  await page.goto('/app/session-recording?session=00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Session not found');
});

for (const theme of ['light', 'dark'] as const) {
  test(`Session Settings and the recording screen have no serious accessibility violations (${theme})`, async ({
    page,
  }) => {
    const main = await openSettings(page);
    if (theme === 'dark') await page.evaluate(() => document.documentElement.classList.add('dark'));
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: `/tmp/h7-session-settings-empty-${theme}.png`, fullPage: true });

    await main.getByRole('combobox', { name: 'Select client' }).selectOption({ label: 'Sarah M. (28)' });
    await main
      .getByRole('combobox', { name: 'Select template' })
      .selectOption({ label: 'Initial Assessment' });
    await expect(main.getByText(/Ready to start session with Sarah M\./)).toBeVisible();
    await page.screenshot({ path: `/tmp/h7-session-settings-ready-${theme}.png`, fullPage: true });
    await expectNoSeriousViolations(page);

    await main.getByRole('button', { name: 'Start Session' }).click();
    await expect(main.getByRole('heading', { name: 'Session with Sarah M.' })).toBeVisible();
    if (theme === 'dark') await page.evaluate(() => document.documentElement.classList.add('dark'));
    await page.screenshot({ path: `/tmp/h7-session-recording-${theme}.png`, fullPage: true });
    await expectNoSeriousViolations(page);

    await page.goto('/app/session-recording');
    if (theme === 'dark') await page.evaluate(() => document.documentElement.classList.add('dark'));
    await expect(main.getByRole('heading', { name: 'New session' })).toBeVisible();
    await page.screenshot({ path: `/tmp/h7-session-recording-none-${theme}.png` });
    await expectNoSeriousViolations(page);
  });
}
