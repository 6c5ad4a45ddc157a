import { expect, type Page } from '@playwright/test';
import { listClientsResponseSchema } from '../../src/contract/clients';
import { therapySessionResponseSchema, type TherapySession } from '../../src/contract/sessions';
import { listTemplatesResponseSchema } from '../../src/contract/templates';

/** Which sample client (by first name) and template (by name) to use; each defaults to the first listed. */
export type SampleSessionChoice = { client?: string; template?: string };

/**
 * Starts a session in the sample workspace over the API. Opens the dashboard first, so the page and
 * page.request share one sandbox session.
 */
export async function startSampleSession(
  page: Page,
  choice: SampleSessionChoice = {},
): Promise<TherapySession> {
  await page.goto('/app');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Recent Sessions' })).toBeVisible();
  const { clients } = listClientsResponseSchema.parse(await (await page.request.get('/api/clients')).json());
  const { templates } = listTemplatesResponseSchema.parse(
    await (await page.request.get('/api/templates')).json(),
  );
  const client =
    choice.client === undefined ? clients[0] : clients.find((c) => c.firstName === choice.client);
  const template =
    choice.template === undefined ? templates[0] : templates.find((t) => t.name === choice.template);
  if (!client || !template) {
    throw new Error(
      `the sample workspace has client ${choice.client ?? '(any)'} and template ${choice.template ?? '(any)'}`,
    );
  }
  const response = await page.request.post('/api/sessions', {
    data: { clientId: client.id, templateId: template.id },
  });
  expect(response.status()).toBe(201);
  return therapySessionResponseSchema.parse(await response.json()).session;
}
