import { apiRequest } from '../lib/api-client';

/**
 * POST /api/waitlist (SPEC §7). A 201 is all the page needs: the success text is the contract's constant,
 * so the body is not parsed here, which keeps zod out of the landing page's JavaScript.
 */
export async function joinWaitlist(email: string): Promise<void> {
  await apiRequest('/api/waitlist', { method: 'POST', body: { email } });
}
