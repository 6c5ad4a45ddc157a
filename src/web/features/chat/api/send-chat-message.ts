import type { ChatReply } from '../../../../contract/chat';
import { readReply, type ChatMessage } from '../chat-conversation';

/**
 * POST /api/chat-assistant with the whole conversation plus the new message (SPEC §7). The body is
 * read whether or not the status is OK, because error replies carry their text in `error`.
 * Resolves null on a network or parse failure.
 */
export async function sendChatMessage(conversation: ChatMessage[]): Promise<ChatReply | null> {
  const messages = conversation
    .filter((message) => !message.isTyping)
    .map(({ id, role, content, timestamp }) => ({ id, role, content, timestamp }));
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
