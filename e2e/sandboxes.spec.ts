import { expect, test } from '@playwright/test';

test('two browsers in demo mode each get their own sandbox and never see each other’s clients', async ({
  browser,
}) => {
  const first = await browser.newContext();
  const second = await browser.newContext();
  try {
    const pageA = await first.newPage();
    const pageB = await second.newPage();
    await pageA.goto('/app/clients');
    await pageB.goto('/app/clients');
    await expect(pageA.getByText('5 in database')).toBeVisible();
    await expect(pageB.getByText('5 in database')).toBeVisible();

    const meA = (await (await pageA.request.get('/api/auth/me')).json()) as { clinician: { id: string } };
    const meB = (await (await pageB.request.get('/api/auth/me')).json()) as { clinician: { id: string } };
    expect(meA.clinician.id).not.toBe(meB.clinician.id);

    const created = await pageA.request.post('/api/clients', {
      data: { firstName: 'Only', lastName: 'InA', age: 44 },
    });
    expect(created.status()).toBe(201);
    await pageA.reload();
    await expect(pageA.getByRole('cell', { name: /Only InA/ })).toBeVisible();
    await pageB.reload();
    await expect(pageB.getByText('5 in database')).toBeVisible();
    await expect(pageB.getByText('Only InA')).toHaveCount(0);
  } finally {
    await first.close();
    await second.close();
  }
});
