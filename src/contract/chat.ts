import * as z from './zod';

export const CHAT_ROLES = ['user', 'assistant'] as const;
export const CHAT_MESSAGE_MAX_LENGTH = 8_000;
export const CHAT_MAX_MESSAGES = 100;

export const chatMessageSchema = z.object({
  id: z.number(),
  role: z.enum(CHAT_ROLES),
  content: z.string().max(CHAT_MESSAGE_MAX_LENGTH),
  timestamp: z.coerce.date(),
});
export type ChatMessageInput = z.infer<typeof chatMessageSchema>;

export const chatRequestSchema = z.object({
  messages: z.array(chatMessageSchema).min(1).max(CHAT_MAX_MESSAGES),
});

export const chatSourceSchema = z.object({ id: z.string(), title: z.string() });
export type ChatSource = z.infer<typeof chatSourceSchema>;

/** SPEC §3 chat reply: content, error and metadata.enhanced; every field is optional on the wire. */
export const chatReplySchema = z.object({
  content: z.string().optional(),
  error: z.string().optional(),
  metadata: z
    .object({
      enhanced: z.boolean().optional(),
      sources: z.array(chatSourceSchema).optional(),
    })
    .optional(),
});
export type ChatReply = z.infer<typeof chatReplySchema>;
