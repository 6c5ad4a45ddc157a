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
