import { chatReplySchema, type ChatMessageInput, type ChatReply } from '../../contract/chat';

/**
 * POST /api/chat-assistant with the whole conversation plus the new message (SPEC §7). The body is read whether
 * or not the status is OK, because error replies carry their text in `error`; the answer is not cached (the
 * panel keeps the conversation). Resolves null on a network or parse failure.
 */
export async function sendChatMessage(messages: readonly ChatMessageInput[]): Promise<ChatReply | null> {
  let response: Response;
  try {
    response = await fetch('/api/chat-assistant', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ messages }),
    });
  } catch {
    return null;
  }
  return readReply(response);
}

/** Reads a response body whatever its status; anything unreadable counts as a technical failure. */
export async function readReply(response: Response): Promise<ChatReply | null> {
  try {
    const parsed = chatReplySchema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
