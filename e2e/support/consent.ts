import { expect, type Page } from '@playwright/test';

/**
 * Records the client's verbal consent to recording for a session over the API, as the recording screen's consent
 * form does: recording and audio need it.
 */
export async function recordConsent(page: Page, sessionId: string) {
  const response = await page.request.post(`/api/sessions/${sessionId}/consent`, {
    data: { method: 'verbal', givenBy: 'client', givenAt: new Date(Date.now() - 60_000).toISOString() },
  });
  expect(response.status()).toBe(201);
}
