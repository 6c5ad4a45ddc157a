import { expect, test, type Page } from '@playwright/test';

/** 55 clients of the workspace's own (beside the 5 samples), and one whose name sorts after all of them. */
async function seedCaseload(page: Page): Promise<void> {
  await page.goto('/app/clients');
  await expect(page.getByRole('heading', { name: 'Clients 5 in database' })).toBeVisible();
  for (let i = 0; i < 55; i++) {
    const response = await page.request.post('/api/clients', {
      data: { firstName: `Client${String(i).padStart(2, '0')}`, lastName: 'Bulk', age: 30 + (i % 40) },
    });
    expect(response.ok()).toBe(true);
  }
  const last = await page.request.post('/api/clients', {
    data: { firstName: 'Quinn', lastName: 'Zuniga', age: 41 },
  });
  expect(last.ok()).toBe(true);
}

const clientsTable = (page: Page) => page.getByRole('table', { name: 'Clients' });

test('the clients screen loads the caseload a page at a time and finds a client beyond the first page', async ({
  page,
}) => {
  await seedCaseload(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Clients 61 in database' })).toBeVisible();
  await expect(page.getByText('Showing 50 of 61')).toBeVisible();
  const zuniga = clientsTable(page).getByRole('row').filter({ hasText: 'Quinn Zuniga' });
  await expect(zuniga).toHaveCount(0);

  // Load more is a button: reached with the keyboard and pressed with Enter.
  const loadMore = page.getByRole('button', { name: 'Load more clients' });
  await loadMore.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Showing 61 of 61')).toBeVisible();
  await expect(zuniga).toHaveCount(1);
  await expect(loadMore).toBeHidden();
  // The order stays last name, first name: the Bulk clients, the samples, then Zuniga last.
  await expect(clientsTable(page).getByRole('row').last()).toContainText('Quinn Zuniga');

  // The search asks the server, so it finds the client from a fresh first page.
  await page.reload();
  await expect(page.getByText('Showing 50 of 61')).toBeVisible();
  await page.getByLabel('Search clients by name').fill('zuni');
  await expect(page.getByText('Showing 1 of 1')).toBeVisible();
  await expect(clientsTable(page).getByRole('row').filter({ hasText: 'Quinn Zuniga' })).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Clients 61 in database' })).toBeVisible();
  await page.getByLabel('Search clients by name').fill('nobody-by-this-name');
  await expect(page.getByText('No clients match “nobody-by-this-name”.')).toBeVisible();
});

test('Session Settings finds a client beyond the first page of the caseload', async ({ page }) => {
  await seedCaseload(page);
  await page.goto('/app/session/settings');
  const picker = page.getByLabel('Select client');
  await expect(picker).toBeVisible();
  await expect(picker.locator('option', { hasText: 'Quinn Zuniga' })).toHaveCount(0);
  await page.getByLabel('Find a client by name').fill('Zuniga');
  await expect(picker.locator('option', { hasText: 'Quinn Zuniga' })).toHaveCount(1);
  await picker.selectOption({ label: 'Quinn Zuniga (41)' });
  await expect(page.getByRole('group', { name: 'Client summary' })).toContainText('Quinn Zuniga');
});
