import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { meResponseSchema } from '../src/contract/auth';
import { settingsSchema } from '../src/contract/settings';

async function openSettings(page: Page) {
  await page.goto('/app/settings');
  // The form fills in once the saved profile arrives.
  await expect(page.getByLabel('First Name')).not.toHaveValue('');
}

async function currentClinicianId(page: Page): Promise<string> {
  const response = await page.request.get('/api/auth/me');
  return meResponseSchema.parse(await response.json()).clinician.id;
}

const isHtmlDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

test('a saved profile persists after a reload and the header badge follows the new name', async ({
  page,
}) => {
  await openSettings(page);
  const badge = page.getByTestId('user-badge');
  await expect(badge).toContainText('Dr. Alex Morgan');

  await page.getByLabel('First Name').fill('Jordan');
  await page.getByLabel('Last Name').fill('Lee');
  await page.getByLabel('Email').fill('jordan.lee@example.org');
  await page.getByLabel('Title').fill('Dr.');
  await page.getByLabel('License Number').fill('PSY-20391');
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(page.getByRole('region', { name: 'Notification', exact: true })).toContainText(
    'Profile saved',
  );
  await expect(badge).toContainText('Dr. Jordan Lee');
  await expect(badge).toContainText('JL');

  await page.reload();
  await expect(page.getByLabel('First Name')).toHaveValue('Jordan');
  await expect(page.getByLabel('Last Name')).toHaveValue('Lee');
  await expect(page.getByLabel('Email')).toHaveValue('jordan.lee@example.org');
  await expect(page.getByLabel('License Number')).toHaveValue('PSY-20391');
  await expect(badge).toContainText('Dr. Jordan Lee');
  await expect(badge).toContainText('JL');
});

test('profile errors appear on their fields, from the form and from the server', async ({ page }) => {
  await openSettings(page);
  const email = page.getByLabel('Email');
  await email.fill('not-an-email');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Enter a valid email address');

  // A 400 from the server lands on the field its issue names.
  await email.fill('alex.morgan@example.org');
  await expect(email).toHaveAttribute('aria-invalid', 'false');
  await page.route('**/api/settings', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            error: 'Title must be at most 40 characters',
            code: 'validation_failed',
            issues: [{ path: ['profile', 'title'], message: 'Title must be at most 40 characters' }],
          }),
        })
      : route.continue(),
  );
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByLabel('Title')).toHaveAccessibleDescription('Title must be at most 40 characters');
});

test('the three notification switches default on and each change persists at once', async ({ page }) => {
  await openSettings(page);
  for (const name of ['Session Reminders', 'Client Updates', 'System Alerts'])
    await expect(page.getByRole('switch', { name })).toBeChecked();

  const waitForSave = () =>
    page.waitForResponse(
      (response) => response.url().endsWith('/api/settings') && response.request().method() === 'PATCH',
    );
  const clientUpdates = page.getByRole('switch', { name: 'Client Updates' });
  let saved = waitForSave();
  await clientUpdates.click();
  await expect(clientUpdates).not.toBeChecked();
  expect((await saved).ok()).toBe(true);

  // The switches work from the keyboard too.
  const alerts = page.getByRole('switch', { name: 'System Alerts' });
  await alerts.focus();
  for (const isOn of [false, true]) {
    saved = waitForSave();
    await page.keyboard.press('Space');
    await expect(alerts).toBeChecked({ checked: isOn });
    expect((await saved).ok()).toBe(true);
  }

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Client Updates' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Session Reminders' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'System Alerts' })).toBeChecked();
  const settings = settingsSchema.parse(
    ((await (await page.request.get('/api/settings')).json()) as { settings: unknown }).settings,
  );
  expect(settings.notifications).toEqual({
    sessionReminders: true,
    clientUpdates: false,
    systemAlerts: true,
  });
});

test('a notification switch flips back and says so when saving fails', async ({ page }) => {
  await openSettings(page);
  await page.route('**/api/settings', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({
            error: 'Something went wrong on our side. Please try again.',
            code: 'internal',
          }),
        })
      : route.continue(),
  );
  const reminders = page.getByRole('switch', { name: 'Session Reminders' });
  await reminders.click();
  await expect(page.getByRole('region', { name: 'Notification', exact: true })).toContainText(
    'Notification setting not saved',
  );
  await expect(reminders).toBeChecked();
});

test('Dark applies app-wide and survives navigation and reload; Light removes it', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await openSettings(page);
  const dark = page.getByRole('button', { name: 'Dark' });
  await expect(page.getByRole('button', { name: 'System' })).toHaveAttribute('aria-pressed', 'true');

  await dark.click();
  await expect(dark).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);

  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Clients' }).click();
  await expect(page).toHaveURL(/\/app\/clients$/);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);

  await page.reload();
  await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText('Clients');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);

  await openSettings(page);
  await expect(page.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Light' }).click();
  await expect(page.getByRole('button', { name: 'Light' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Light' })).toHaveAttribute('aria-pressed', 'true');
  expect(await isHtmlDark(page)).toBe(false);
});

test('System follows the colour scheme the device prefers, live', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openSettings(page);
  await page.getByRole('button', { name: 'Light' }).click();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);

  await page.getByRole('button', { name: 'System' }).click();
  await expect(page.getByRole('button', { name: 'System' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);

  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
});

test('the remembered theme applies before settings load, and a failing settings call does not break the shell', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await openSettings(page);
  await page.getByRole('button', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('cw-theme'))).toBe('dark');

  await page.route('**/api/settings', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Please sign in to continue.', code: 'unauthorized' }),
    }),
  );
  await page.goto('/app/clients');
  await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText('Clients');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('navigation', { name: 'Workspace' })).toBeVisible();
});

test('Export my data downloads a JSON file with the sample clients and the settings', async ({ page }) => {
  await openSettings(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^clinician-workspace-export-\d{4}-\d{2}-\d{2}\.json$/);

  const path = await file.path();
  const exported = JSON.parse(await readFile(path, 'utf8')) as {
    settings: unknown;
    clients: { firstName: string; lastName: string }[];
    templates: unknown[];
  };
  const names = exported.clients.map((client) => `${client.firstName} ${client.lastName}`);
  expect(names).toEqual(
    expect.arrayContaining(['Sarah M.', 'James K.', 'Emily R.', 'Michael T.', 'Linda P.']),
  );
  const settings = settingsSchema.parse(exported.settings);
  expect(settings.profile.firstName).toBe('Alex');
  expect(settings.notifications).toEqual({ sessionReminders: true, clientUpdates: true, systemAlerts: true });
  expect(exported.templates).toHaveLength(8);
  await expect(page.getByRole('region', { name: 'Notification', exact: true })).toContainText(
    'Export downloaded',
  );
});

test('Delete my workspace explains what goes, needs DELETE typed, then lands on / with a fresh sandbox next', async ({
  page,
}) => {
  await openSettings(page);
  const before = await currentClinicianId(page);

  await page.getByRole('button', { name: 'Delete my workspace' }).click();
  let dialog = page.getByRole('dialog', { name: 'Delete my workspace' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Delete my workspace' }).click();
  dialog = page.getByRole('dialog', { name: 'Delete my workspace' });
  for (const text of ['clients', 'sessions', 'templates', 'settings'])
    await expect(dialog).toContainText(new RegExp(text, 'i'));
  const confirm = dialog.getByRole('button', { name: 'Delete workspace' });
  const input = dialog.getByLabel('Type DELETE to confirm');
  await expect(confirm).toBeDisabled();
  await input.fill('delete');
  await expect(confirm).toBeDisabled();
  await input.fill('DELETE');
  await expect(confirm).toBeEnabled();
  await confirm.click();

  await expect(page).toHaveURL(/\/$/);
  await page.goto('/app');
  await expect(page.getByTestId('user-badge')).toContainText('Dr.');
  const after = await currentClinicianId(page);
  expect(after).not.toBe(before);
});

for (const theme of ['Light', 'Dark'] as const) {
  test(`Settings has no serious or critical accessibility violations in the ${theme} theme`, async ({
    page,
  }) => {
    await openSettings(page);
    await page.getByRole('button', { name: theme }).click();
    await expect(page.locator('html')).toHaveClass(theme === 'Dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: `/tmp/h8-settings-${theme.toLowerCase()}.png`, fullPage: true });

    await page.getByRole('button', { name: 'Delete my workspace' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete my workspace' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: `/tmp/h8-settings-delete-${theme.toLowerCase()}.png` });
  });
}
