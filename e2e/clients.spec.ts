import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { failGets } from './support/failing-route';
import { listClientsResponseSchema, clientResponseSchema } from '../src/contract/clients';

const COLUMNS = ['Client', 'Primary Concerns', 'Last Session', 'Status', 'Risk Level', 'Actions'];

async function openClients(page: Page) {
  await page.goto('/app/clients');
  await expect(page.getByRole('heading', { name: /^Clients \d+ in database$/ })).toBeVisible();
}

const row = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Clients' }).getByRole('row').filter({ hasText: name });

async function findClient(page: Page, firstName: string, includeArchived = false) {
  const response = await page.request.get(`/api/clients${includeArchived ? '?includeArchived=true' : ''}`);
  const { clients } = listClientsResponseSchema.parse(await response.json());
  return clients.find((client) => client.firstName === firstName);
}

test('the table has the six columns, the sample banner, the count and the sample rows', async ({ page }) => {
  await openClients(page);
  await expect(page.getByRole('note')).toContainText('These clients are sample data for the demo workspace.');
  await expect(page.getByRole('note').getByRole('button', { name: 'Clear sample data' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Clients 5 in database' })).toBeVisible();
  await expect(page.getByRole('columnheader')).toHaveText(COLUMNS);
  await expect(page.getByRole('button', { name: 'Add Client' })).toBeVisible();

  const sarah = row(page, 'Sarah M.');
  await expect(sarah.getByRole('rowheader')).toContainText('28 · Female · 8 sessions');
  await expect(
    sarah.getByRole('list', { name: 'Primary concerns of Sarah M.' }).getByRole('listitem'),
  ).toHaveText(['Anxiety', 'Sleep Issues', 'Work Stress']);
  await expect(sarah.getByRole('cell').nth(1)).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(sarah.getByText('Active', { exact: true })).toBeVisible();
  await expect(sarah.getByText('Moderate', { exact: true })).toBeVisible();
  await expect(sarah.getByRole('button', { name: 'Schedule Sarah M.' })).toHaveText('Schedule');
  await expect(sarah.getByRole('button', { name: 'Notes for Sarah M.' })).toHaveText('Notes');
  await expect(row(page, 'Linda P.').getByText('Inactive', { exact: true })).toBeVisible();
  for (const name of ['James K.', 'Emily R.', 'Michael T.']) await expect(row(page, name)).toHaveCount(1);
});

test('adding a client shows it with No sessions, and it survives a reload', async ({ page }) => {
  await openClients(page);
  await page.getByRole('button', { name: 'Add Client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Client' });
  await dialog.getByLabel('First name').fill('Noah');
  await dialog.getByLabel('Last name').fill('W.');
  await dialog.getByLabel('Age').fill('33');
  await dialog.getByLabel('Gender').fill('Male');
  await dialog.getByLabel('Risk level').selectOption('high');
  await dialog.getByLabel('Primary concerns').fill('Insomnia, Burnout');
  await dialog.getByRole('button', { name: 'Save client' }).click();
  await expect(dialog).toBeHidden();

  const noah = row(page, 'Noah W.');
  await expect(noah).toContainText('33 · Male · 0 sessions');
  await expect(noah).toContainText('No sessions');
  await expect(noah.getByRole('listitem')).toHaveText(['Insomnia', 'Burnout']);
  await expect(noah.getByText('High', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Clients 6 in database' })).toBeVisible();

  await page.reload();
  await expect(row(page, 'Noah W.')).toContainText('No sessions');
  await expect(page.getByRole('heading', { name: 'Clients 6 in database' })).toBeVisible();
});

test('a blank last name and age 130 are shown on their fields and nothing is saved', async ({ page }) => {
  await openClients(page);
  await page.getByRole('button', { name: 'Add Client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Client' });
  await dialog.getByLabel('First name').fill('Olivia');
  await dialog.getByLabel('Age').fill('130');
  await dialog.getByRole('button', { name: 'Save client' }).click();

  const lastName = dialog.getByLabel('Last name');
  await expect(lastName).toHaveAttribute('aria-invalid', 'true');
  await expect(lastName).toHaveAccessibleDescription(/Last name is required/);
  await expect(lastName).toBeFocused();
  await expect(dialog.getByLabel('Age')).toHaveAccessibleDescription(
    'Age must be a whole number from 0 to 120',
  );
  await expect(dialog.getByLabel('First name')).toHaveAttribute('aria-invalid', 'false');

  await dialog.getByLabel('Last name').fill('S.');
  await dialog.getByLabel('Age').fill('12.5');
  await dialog.getByRole('button', { name: 'Save client' }).click();
  await expect(dialog.getByLabel('Age')).toHaveAccessibleDescription(
    'Age must be a whole number from 0 to 120',
  );
  await expect(dialog.getByLabel('Last name')).toHaveAttribute('aria-invalid', 'false');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await findClient(page, 'Olivia', true)).toBeUndefined();
  await expect(page.getByRole('heading', { name: 'Clients 5 in database' })).toBeVisible();
});

test('a 400 from the server is shown on the field its issue names', async ({ page }) => {
  await openClients(page);
  await page.route('**/api/clients', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            error: 'Gender must be at most 40 characters',
            code: 'validation_failed',
            issues: [{ path: ['gender'], message: 'Gender must be at most 40 characters' }],
          }),
        })
      : route.fallback(),
  );
  await page.getByRole('button', { name: 'Add Client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Client' });
  await dialog.getByLabel('First name').fill('Ravi');
  await dialog.getByLabel('Last name').fill('N.');
  await dialog.getByLabel('Age').fill('45');
  await dialog.getByRole('button', { name: 'Save client' }).click();
  await expect(dialog.getByLabel('Gender')).toHaveAccessibleDescription(
    'Gender must be at most 40 characters',
  );
  await expect(dialog).toBeVisible();
});

test('editing a client changes the row, and the change survives a reload', async ({ page }) => {
  await openClients(page);
  await row(page, 'James K.').getByRole('button', { name: 'Edit James K.' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit James K.' });
  await expect(dialog.getByLabel('Age')).toHaveValue('35');
  await expect(dialog.getByLabel('Primary concerns')).toHaveValue('Depression, Relationship Issues');
  await dialog.getByLabel('Age').fill('36');
  await dialog.getByLabel('Status').selectOption('inactive');
  await dialog.getByLabel('Primary concerns').fill('Depression, Grief');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  const james = row(page, 'James K.');
  await expect(james).toContainText('36 · Male');
  await expect(james.getByRole('listitem')).toHaveText(['Depression', 'Grief']);
  await expect(james.getByText('Inactive', { exact: true })).toBeVisible();
  await expect(james.getByText('Low', { exact: true })).toBeVisible();
});

test('Schedule sets the next session and Clear removes it, keeping the rest of the record', async ({
  page,
}) => {
  await openClients(page);
  const michael = await findClient(page, 'Michael');
  expect(michael?.nextSession).toBeNull();

  await row(page, 'Michael T.').getByRole('button', { name: 'Schedule Michael T.' }).click();
  let dialog = page.getByRole('dialog', { name: 'Schedule Michael T.' });
  await expect(dialog.getByTestId('current-next-session')).toHaveText('Not scheduled');
  await dialog.getByLabel('Next session').fill('2030-03-05T10:30');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, 'Michael T.')).toContainText('Next: Mar 5, 2030');

  const scheduled = clientResponseSchema.parse(
    await (await page.request.get(`/api/clients/${michael?.id ?? ''}`)).json(),
  ).client;
  expect(scheduled.nextSession).toBe(new Date(2030, 2, 5, 10, 30).toISOString());
  expect(scheduled).toMatchObject({
    gender: 'Male',
    riskLevel: 'low',
    primaryDiagnosis: ['ADHD', 'Academic Stress'],
  });

  await page.reload();
  await row(page, 'Michael T.').getByRole('button', { name: 'Schedule Michael T.' }).click();
  dialog = page.getByRole('dialog', { name: 'Schedule Michael T.' });
  await expect(dialog.getByTestId('current-next-session')).toHaveText('Mar 5, 2030 at 10:30 AM');
  await expect(dialog.getByLabel('Next session')).toHaveValue('2030-03-05T10:30');
  await dialog.getByRole('button', { name: 'Clear next session' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, 'Michael T.')).not.toContainText('Next:');
  const cleared = await findClient(page, 'Michael');
  expect(cleared?.nextSession).toBeNull();
  expect(cleared?.primaryDiagnosis).toEqual(['ADHD', 'Academic Stress']);
});

test('Notes lists Sarah’s sessions with their notes, and a new client has none', async ({ page }) => {
  await openClients(page);
  await row(page, 'Sarah M.').getByRole('button', { name: 'Notes for Sarah M.' }).click();
  const dialog = page.getByRole('dialog', { name: 'Notes for Sarah M.' });
  const sessions = dialog.getByRole('list', { name: 'Sessions' }).getByRole('listitem');
  await expect(sessions).toHaveCount(8);
  await expect(sessions.first()).toContainText('Reviewed worry log; practised a grounding exercise.');
  await expect(sessions.first()).toContainText('50 min');
  await expect(sessions.first()).toContainText('Completed');
  await expect(sessions.first()).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4} · \d{1,2}:\d{2} (AM|PM)/);
  await expect(dialog).toContainText('Psychoeducation on anxiety.');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.request.post('/api/clients', { data: { firstName: 'Pia', lastName: 'Q.', age: 50 } });
  await page.reload();
  await row(page, 'Pia Q.').getByRole('button', { name: 'Notes for Pia Q.' }).click();
  await expect(page.getByRole('dialog', { name: 'Notes for Pia Q.' })).toContainText('No sessions yet');
});

test('Notes links each session to its signed note and its final report', async ({ page }) => {
  await openClients(page);
  const sarah = await findClient(page, 'Sarah');
  const started = await page.request.post('/api/sessions', { data: { clientId: sarah?.id } });
  const sessionId = ((await started.json()) as { session: { id: string } }).session.id;
  const note = {
    presentingProblem: 'Worry about work',
    duration: 'Six months',
    clinicalObservations: 'Restless',
    clientQuote: 'I cannot switch off',
    summary: 'Follow-up',
  };
  expect((await page.request.put(`/api/sessions/${sessionId}/note`, { data: { content: note } })).ok()).toBe(
    true,
  );
  expect((await page.request.post(`/api/sessions/${sessionId}/note/sign`)).ok()).toBe(true);
  const completed = await page.request.post(`/api/sessions/${sessionId}/complete`);
  const reportId = ((await completed.json()) as { report: { id: string } }).report.id;

  await page.reload();
  await row(page, 'Sarah M.').getByRole('button', { name: 'Notes for Sarah M.' }).click();
  const dialog = page.getByRole('dialog', { name: 'Notes for Sarah M.' });
  const noteLink = dialog.getByRole('link', { name: /^Signed note, version 1/ });
  await expect(noteLink).toHaveAttribute('href', `/app/session/note-formulation?session=${sessionId}`);
  await expect(dialog.getByRole('link', { name: /Assessment/ }).first()).toBeVisible();
  await expect(dialog.locator(`a[href="/app/assessment-reports/${reportId}"]`)).toHaveCount(1);
  await noteLink.click();
  await expect(page).toHaveURL(new RegExp(`/app/session/note-formulation\\?session=${sessionId}$`));
  await expect(page.getByRole('main').getByText(/^Signed by /)).toBeVisible();
});

test('Archive hides the row, Show archived shows it marked, and Restore brings it back', async ({ page }) => {
  await openClients(page);
  await row(page, 'Emily R.').getByRole('button', { name: 'Archive Emily R.' }).click();
  await expect(row(page, 'Emily R.')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Clients 4 in database' })).toBeVisible();

  await page.reload();
  await expect(row(page, 'Emily R.')).toHaveCount(0);
  await page.getByLabel('Show archived').check();
  const emily = row(page, 'Emily R.');
  await expect(emily).toContainText('Archived');
  await expect(emily).toHaveAttribute('data-archived', 'true');
  await expect(page.getByRole('heading', { name: 'Clients 5 in database' })).toBeVisible();
  await expect(row(page, 'Sarah M.')).not.toContainText('Archived');

  await emily.getByRole('button', { name: 'Restore Emily R.' }).click();
  await expect(emily.getByRole('button', { name: 'Archive Emily R.' })).toBeVisible();
  await page.getByLabel('Show archived').uncheck();
  await expect(row(page, 'Emily R.')).toHaveCount(1);
  expect((await findClient(page, 'Emily'))?.primaryDiagnosis).toEqual(['Trauma', 'Panic Attacks']);
});

test('Delete asks for confirmation, then removes the client and their sessions', async ({ page }) => {
  await openClients(page);
  const linda = await findClient(page, 'Linda');

  await row(page, 'Linda P.').getByRole('button', { name: 'Delete Linda P.' }).click();
  let dialog = page.getByRole('dialog', { name: 'Delete Linda P.?' });
  await expect(dialog).toContainText('removes Linda P. and all of their sessions');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, 'Linda P.')).toHaveCount(1);

  await row(page, 'Linda P.').getByRole('button', { name: 'Delete Linda P.' }).click();
  dialog = page.getByRole('dialog', { name: 'Delete Linda P.?' });
  await dialog.getByRole('button', { name: 'Delete client' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, 'Linda P.')).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Clients 4 in database' })).toBeVisible();
  await expect(row(page, 'Linda P.')).toHaveCount(0);
  expect((await page.request.get(`/api/clients/${linda?.id ?? ''}`)).status()).toBe(404);
  const sessions = await (await page.request.get(`/api/sessions?clientId=${linda?.id ?? ''}`)).json();
  expect(sessions).toEqual({ sessions: [], total: 0, nextCursor: null });
});

test('with no clients the screen says so and offers Add Client', async ({ page }) => {
  await page.goto('/app/clients');
  // Wait until the page has its sandbox session, so these API calls act on the same workspace.
  await expect(page.getByText(/\d+ in database/)).toBeVisible();
  const { clients } = listClientsResponseSchema.parse(await (await page.request.get('/api/clients')).json());
  for (const client of clients) await page.request.delete(`/api/clients/${client.id}`);
  await page.reload();
  await expect(page.getByText('No clients yet')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Clients 0 in database' })).toBeVisible();
  await expect(page.getByRole('note')).toHaveCount(0);
  // One in the header, one in the empty state.
  await expect(page.getByRole('button', { name: 'Add Client' })).toHaveCount(2);
  await page.getByRole('button', { name: 'Add Client' }).last().click();
  await expect(page.getByRole('dialog', { name: 'Add Client' })).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the Clients screen and its dialogs pass axe in the ${theme} theme`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openClients(page);
    if (theme === 'dark') await page.evaluate(() => document.documentElement.classList.add('dark'));
    await row(page, 'Linda P.').getByRole('button', { name: 'Archive Linda P.' }).click();
    await expect(row(page, 'Linda P.')).toHaveCount(0);
    await page.getByLabel('Show archived').check();
    await expect(row(page, 'Linda P.')).toContainText('Archived');
    await expect(row(page, 'Sarah M.')).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: `/tmp/h5-clients-${theme}.png`, fullPage: true });

    await row(page, 'Sarah M.').getByRole('button', { name: 'Notes for Sarah M.' }).click();
    await expect(page.getByRole('dialog').getByRole('listitem').first()).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: `/tmp/h5-clients-notes-${theme}.png` });
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Add Client' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save client' }).click();
    await expect(page.getByRole('dialog').getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: `/tmp/h5-clients-form-${theme}.png` });
  });
}

test('when the list cannot be loaded the screen says so in the server’s words, and Try again loads it', async ({
  page,
}) => {
  const server = await failGets(page, '/api/clients', 503, {
    error: 'The server is busy: try again in a moment.',
    code: 'overloaded',
  });
  await page.goto('/app/clients');
  const alert = page.getByRole('alert').filter({ hasText: 'Could not load clients.' });
  await expect(alert).toContainText('The server is busy: try again in a moment.');
  server.recover();
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(alert).toBeHidden();
  await expect(row(page, 'Sarah M.')).toBeVisible();
});
