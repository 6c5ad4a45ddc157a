import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { E2E_ACCOUNTS_PORT } from '../playwright.config';

// One practice on one server: the owner is created once, so these run in order.
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://127.0.0.1:${E2E_ACCOUNTS_PORT}` });

const OWNER = {
  first: 'Priya',
  last: 'Shah',
  email: 'priya.shah@example.org',
  password: 'a long and careful password',
};

async function signIn(page: Page) {
  await page.goto('/app');
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Dashboard' })).toBeVisible();
}

test('first run creates the practice owner inside /app and opens their empty workspace', async ({ page }) => {
  await page.goto('/app/clients');
  await expect(page.getByRole('heading', { name: 'Set up your practice' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/app/clients');
  await expectNoSeriousViolations(page);

  await page.getByLabel('First name').fill(OWNER.first);
  await page.getByLabel('Last name').fill(OWNER.last);
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill('too short');
  await page.getByRole('button', { name: 'Create owner account' }).click();
  await expect(page.getByText('Password must be at least 12 characters')).toBeVisible();

  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Create owner account' }).click();
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Clients' })).toBeVisible();
  await expect(page.getByTestId('user-badge')).toContainText('Dr. Priya Shah');
  await expect(page.getByText('0 in database')).toBeVisible();
});

test('a signed-out visitor gets the sign-in screen; a wrong password is refused; the right one opens the workspace', async ({
  page,
}) => {
  await page.goto('/app/templates');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Workspace' })).toHaveCount(0);
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill('not the password at all');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Templates' })).toBeVisible();
});

test('sign-out ends the session: the workspace returns to sign-in, even after a reload', async ({ page }) => {
  await signIn(page);
  await page.getByTestId('user-badge').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect((await page.request.get('/api/clients')).status()).toBe(401);
});

test('after 15 minutes without activity the workspace locks and says the session expired', async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page);
  await page.clock.runFor(14 * 60_000);
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.clock.runFor(2 * 60_000);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Your session has expired. Please sign in again.');
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
});

test('the owner adds a colleague and gives them a one-time reset link; two-factor set-up shows a QR code', async ({
  page,
  browser,
}) => {
  // Two browsers and a dozen round trips, one of them an accessibility scan.
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto('/app/settings');
  const practice = page.getByRole('region', { name: 'Practice clinicians' });
  await practice.getByLabel("Colleague's first name").fill('Cara');
  await practice.getByLabel("Colleague's last name").fill('Colleague');
  await practice.getByLabel("Colleague's email").fill('cara@example.org');
  await practice.getByLabel('First password').fill('cara has a long password');
  await practice.getByRole('button', { name: 'Add colleague' }).click();
  await expect(practice.getByText('Dr. Cara Colleague')).toBeVisible();
  await practice.getByRole('button', { name: 'Create password reset link' }).click();
  const link = await practice.getByLabel('Password reset link for Dr. Cara Colleague').inputValue();
  expect(link).toMatch(/\/app#reset=[A-Za-z0-9_-]+$/);

  const twoFactor = page.getByRole('region', { name: 'Two-factor sign-in' });
  await twoFactor.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(twoFactor.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await expectNoSeriousViolations(page);

  const context = await browser.newContext();
  const colleague = await context.newPage();
  await colleague.goto(link);
  await expect(colleague.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await colleague.getByLabel('New password').fill('password1234');
  await colleague.getByRole('button', { name: 'Set new password' }).click();
  await expect(colleague.getByRole('alert')).toContainText('This password is too common.');
  await colleague.getByLabel('New password').fill('violet tractor on a hill');
  await colleague.getByRole('button', { name: 'Set new password' }).click();
  await expect(colleague.getByRole('status')).toHaveText(
    'Your password has been changed. Sign in with your new password.',
  );
  expect(new URL(colleague.url()).hash).toBe('');
  await colleague.getByLabel('Email').fill('cara@example.org');
  await colleague.getByLabel('Password').fill('violet tractor on a hill');
  await colleague.getByRole('button', { name: 'Sign in' }).click();
  await expect(colleague.getByTestId('user-badge')).toContainText('Dr. Cara Colleague');
  await context.close();
});

test('only the owner sees Practice clinicians; deactivating a colleague asks first, signs them out and bars sign-in', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const context = await browser.newContext();
  const colleague = await context.newPage();
  await colleague.goto('/app');
  await colleague.getByLabel('Email').fill('cara@example.org');
  await colleague.getByLabel('Password').fill('violet tractor on a hill');
  await colleague.getByRole('button', { name: 'Sign in' }).click();
  await expect(colleague.getByTestId('user-badge')).toContainText('Dr. Cara Colleague');
  await colleague.goto('/app/settings');
  await expect(colleague.getByRole('region', { name: 'Password' })).toBeVisible();
  await expect(colleague.getByRole('region', { name: 'Practice clinicians' })).toHaveCount(0);
  expect((await colleague.request.get('/api/auth/clinicians')).status()).toBe(403);

  await signIn(page);
  await page.goto('/app/settings');
  const practice = page.getByRole('region', { name: 'Practice clinicians' });
  const cara = practice.getByRole('listitem', { name: 'Dr. Cara Colleague' });
  await expect(cara.getByText('Active', { exact: true })).toBeVisible();
  await expect(practice.getByRole('listitem', { name: 'Dr. Priya Shah' })).toContainText('(owner)');
  await expect(practice.getByRole('listitem', { name: 'Dr. Priya Shah' }).getByRole('button')).toHaveCount(0);

  await cara.getByRole('button', { name: 'Deactivate' }).click();
  const confirm = page.getByRole('dialog', { name: 'Deactivate Dr. Cara Colleague?' });
  await expect(confirm).toContainText('can no longer sign in');
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), theme === 'dark');
    await expectNoSeriousViolations(page);
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(cara.getByRole('button', { name: 'Deactivate' })).toBeFocused();
  await expect(cara.getByText('Active', { exact: true })).toBeVisible();
  await colleague.reload();
  await expect(colleague.getByTestId('user-badge')).toContainText('Dr. Cara Colleague');

  await cara.getByRole('button', { name: 'Deactivate' }).click();
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(confirm).toBeHidden();
  await expect(cara.getByText('Deactivated', { exact: true })).toBeVisible();
  await expect(cara.getByRole('button', { name: 'Reactivate' })).toBeVisible();
  await page.reload();
  await expect(cara.getByText('Deactivated', { exact: true })).toBeVisible();

  await colleague.reload();
  await expect(colleague.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await colleague.getByLabel('Email').fill('cara@example.org');
  await colleague.getByLabel('Password').fill('violet tractor on a hill');
  await colleague.getByRole('button', { name: 'Sign in' }).click();
  await expect(colleague.getByRole('alert')).toContainText('This account has been deactivated.');

  await cara.getByRole('button', { name: 'Reactivate' }).click();
  await expect(cara.getByText('Active', { exact: true })).toBeVisible();
  await colleague.getByRole('button', { name: 'Sign in' }).click();
  await expect(colleague.getByTestId('user-badge')).toContainText('Dr. Cara Colleague');
  await context.close();
});
