import { describe, expect, it } from 'vitest';
import { readReply } from './chat';

describe('readReply', () => {
  it('reads an error body as a reply and treats non-JSON as a failure', async () => {
    await expect(
      readReply(Response.json({ error: 'Too long', code: 'validation_failed' }, { status: 400 })),
    ).resolves.toMatchObject({
      error: 'Too long',
    });
    await expect(readReply(new Response('<html>502</html>', { status: 502 }))).resolves.toBeNull();
    await expect(readReply(Response.json({ content: 42 }))).resolves.toBeNull();
  });
});
