import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { sendChatMessage } from '../../api/chat';
import {
  TECHNICAL_DIFFICULTIES_REPLY,
  TYPING_TEXT,
  VOICE_SAMPLE_QUESTION,
  VOICE_SIMULATION_MS,
  canSend,
  createGreeting,
  replySources,
  replyText,
  requestMessages,
  type ChatMessage,
} from './chat-conversation';

const INPUT_MAX_HEIGHT_PX = 128;

/**
 * The chat's conversation and its input: sending a question with a typing placeholder until the answer comes,
 * the simulated voice input, and the input growing with its text. `isOpen` re-measures and re-scrolls when the
 * panel opens again.
 */
export function useChatConversation(isOpen: boolean) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [createGreeting(new Date())]);
  const [input, setInput] = useState('');
  const [isPending, setIsPending] = useState(false);
  const [isListening, setIsListening] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const voiceTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(voiceTimer.current), []);

  useLayoutEffect(() => {
    const textarea = inputRef.current;
    if (!textarea) return;
    textarea.style.height = 'auto';
    textarea.style.height = `${Math.min(textarea.scrollHeight, INPUT_MAX_HEIGHT_PX)}px`;
  }, [input, isOpen]);

  useEffect(() => {
    listRef.current?.lastElementChild?.scrollIntoView({ block: 'end' });
  }, [messages, isOpen]);

  async function send(): Promise<void> {
    if (!canSend(input, isPending)) return;
    const now = new Date();
    const userMessage: ChatMessage = {
      id: now.getTime(),
      role: 'user',
      content: input.trim(),
      timestamp: now,
    };
    const placeholder: ChatMessage = {
      id: now.getTime() + 1,
      role: 'assistant',
      content: TYPING_TEXT,
      timestamp: now,
      isTyping: true,
    };
    const conversation = [...messages, userMessage];
    setMessages([...conversation, placeholder]);
    setInput('');
    setIsPending(true);

    const reply = await sendChatMessage(requestMessages(conversation));
    const answeredAt = new Date();
    const answer: ChatMessage = {
      id: answeredAt.getTime(),
      role: 'assistant',
      content: reply ? replyText(reply) : TECHNICAL_DIFFICULTIES_REPLY,
      timestamp: answeredAt,
      isEnhanced: reply?.metadata?.enhanced === true,
      sources: replySources(reply),
    };
    setMessages((current) => current.map((message) => (message.id === placeholder.id ? answer : message)));
    setIsPending(false);
    requestAnimationFrame(() => inputRef.current?.focus());
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>): void {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  }

  /** SPEC §4: a simulation only. After 3 s it stops and fills the input with a sample question. */
  function toggleVoice(): void {
    clearTimeout(voiceTimer.current);
    if (isListening) {
      setIsListening(false);
      return;
    }
    setIsListening(true);
    voiceTimer.current = setTimeout(() => {
      setIsListening(false);
      setInput(VOICE_SAMPLE_QUESTION);
      inputRef.current?.focus();
    }, VOICE_SIMULATION_MS);
  }

  return {
    messages,
    input,
    setInput,
    isPending,
    isListening,
    canSend: canSend(input, isPending),
    inputRef,
    listRef,
    send,
    onKeyDown,
    toggleVoice,
  };
}

export type ChatConversation = ReturnType<typeof useChatConversation>;
