import type { ChatMessageInput, ChatReply, ChatSource } from '#contract/chat';

/** SPEC §3 chat message, as the panel keeps it. */
export type ChatMessage = {
  id: number;
  role: 'user' | 'assistant';
  content: string;
  timestamp: Date;
  isTyping?: boolean;
  isEnhanced?: boolean;
  /** The reference passages and entries an answer rests on, listed under it. */
  sources?: ChatSource[];
};

export const TYPING_TEXT = 'AI is typing...';
export const NO_CONTENT_REPLY = "I apologize, but I couldn't process your request.";
export const TECHNICAL_DIFFICULTIES_REPLY =
  "I apologize, but I'm experiencing technical difficulties. Please try again or contact support if the issue persists.";
/** SPEC §4: the voice button's simulated result. */
export const VOICE_SAMPLE_QUESTION =
  'What are the most effective evidence-based treatment approaches for generalized anxiety disorder?';
export const VOICE_SIMULATION_MS = 3000;

export const GREETING = [
  "Hello! I'm your clinical AI assistant. I can help you with:",
  '',
  '• Treatment planning and interventions',
  '• Diagnostic clarification',
  '• Evidence-based practice guidelines',
  '• Risk assessment considerations',
  '• Documentation assistance',
  '',
  'How can I assist you today?',
].join('\n');

export function createGreeting(now: Date): ChatMessage {
  return { id: now.getTime(), role: 'assistant', content: GREETING, timestamp: now };
}

/** SPEC §5: a message may be sent only when its trimmed text is non-blank and no reply is pending. */
export function canSend(text: string, isPending: boolean): boolean {
  return !isPending && text.trim().length > 0;
}

/** The reply text the panel shows for a parsed reply body (SPEC §8). */
export function replyText(reply: ChatReply): string {
  if (reply.content) return reply.content;
  return reply.error || NO_CONTENT_REPLY;
}

/** The distinct sources of a reply, in the order given (a passage cited twice is listed once). */
export function replySources(reply: ChatReply | null): ChatSource[] {
  const sources = reply?.metadata?.sources ?? [];
  return [...new Map(sources.map((source) => [source.id, source])).values()];
}

/** What the server is sent of the conversation: every message but the typing placeholder, without display flags. */
export function requestMessages(conversation: readonly ChatMessage[]): ChatMessageInput[] {
  return conversation
    .filter((message) => !message.isTyping)
    .map(({ id, role, content, timestamp }) => ({ id, role, content, timestamp }));
}
