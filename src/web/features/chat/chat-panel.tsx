import { Dialog } from 'radix-ui';
import { BookOpenCheck, Bot, Mic, MicOff, Send, ShieldCheck, Stethoscope } from 'lucide-react';
import { useRef } from 'react';
import type { ChatSource } from '#contract/chat';
import { DialogCloseButton } from '../../components/ui/dialog-close-button';
import { useChatPanel } from '../../lib/chat-panel-state';
import { cn } from '../../lib/cn';
import type { ChatMessage } from './chat-conversation';
import { FormattedText } from './formatted-text';
import { useChatConversation, type ChatConversation } from './use-chat-conversation';

/**
 * The global chat drawer of SPEC §2/§4: 40% wide (400–600 px), closes on backdrop, close button or Escape. On a
 * phone, where 400 px would not fit, it is a full-screen sheet.
 */
export function ChatPanel() {
  const { isOpen, close } = useChatPanel();
  const chat = useChatConversation(isOpen);
  const openerRef = useRef<HTMLElement | null>(null);

  return (
    <Dialog.Root open={isOpen} onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay data-testid="chat-backdrop" className="fixed inset-0 z-40 bg-slate-950/50" />
        <Dialog.Content
          aria-describedby="chat-panel-description"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            chat.inputRef.current?.focus();
          }}
          // The panel has no Radix trigger to go back to, so closing it returns focus to whatever opened it.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const opener = openerRef.current;
            openerRef.current = null;
            if (opener?.isConnected) opener.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-full flex-col border-slate-200 bg-white sm:w-[40%] sm:max-w-[600px] sm:min-w-[400px] sm:border-l shadow-2xl outline-none dark:border-slate-700 dark:bg-slate-900"
        >
          <ChatHeader />
          <ol
            ref={chat.listRef}
            aria-label="Conversation"
            aria-live="polite"
            // A long answer scrolls inside the list, so keyboard users need to reach it to scroll it.
            tabIndex={0}
            className="flex-1 space-y-3 overflow-y-auto p-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
          >
            {chat.messages.map((message) => (
              <MessageItem key={message.id} message={message} />
            ))}
          </ol>
          <ChatComposer chat={chat} />
          <ChatFooter />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ChatHeader() {
  return (
    <header className="flex items-start justify-between gap-3 border-b border-slate-200 p-4 dark:border-slate-700">
      <div className="flex items-start gap-3">
        <span className="flex size-10 items-center justify-center rounded-full bg-brand-100 text-brand-800 dark:bg-brand-900 dark:text-brand-100">
          <Bot className="size-5" aria-hidden />
        </span>
        <div>
          <Dialog.Title className="font-semibold">Clinical AI Assistant</Dialog.Title>
          <Dialog.Description
            id="chat-panel-description"
            className="text-sm text-slate-600 dark:text-slate-300"
          >
            Evidence-based guidance for your practice
          </Dialog.Description>
          <p className="mt-1 flex items-center gap-1.5 text-xs font-medium text-emerald-800 dark:text-emerald-300">
            <span className="size-2 rounded-full bg-emerald-600" aria-hidden />
            Available
          </p>
        </div>
      </div>
      <DialogCloseButton label="Close chat" className="p-1.5" />
    </header>
  );
}

function MessageItem({ message }: { message: ChatMessage }) {
  return (
    <li className={cn('flex', message.role === 'user' ? 'justify-end' : 'justify-start')}>
      <div
        data-role={message.role}
        className={cn(
          'max-w-[80%] rounded-2xl px-4 py-2.5 text-sm whitespace-pre-wrap',
          message.role === 'user'
            ? 'bg-brand-700 text-white'
            : 'bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
          message.isTyping && 'italic opacity-80',
        )}
      >
        {message.role === 'assistant' && !message.isTyping ? (
          <FormattedText text={message.content} />
        ) : (
          message.content
        )}
        {message.sources && message.sources.length > 0 ? (
          <ReplySources messageId={message.id} sources={message.sources} />
        ) : null}
        {message.isEnhanced ? (
          <span className="mt-2 flex items-center gap-1 text-xs font-medium text-brand-800 dark:text-brand-100">
            <BookOpenCheck className="size-3.5" aria-hidden />
            Enhanced with diagnostic reference content
          </span>
        ) : null}
      </div>
    </li>
  );
}

/** The citations under an answer, so the clinician can see which reference entries it rests on. */
function ReplySources({ messageId, sources }: { messageId: number; sources: ChatSource[] }) {
  const headingId = `chat-sources-${String(messageId)}`;
  return (
    <div className="mt-3 border-t border-slate-300 pt-2 dark:border-slate-600">
      <p id={headingId} className="text-xs font-semibold">
        Sources
      </p>
      <ol aria-labelledby={headingId} className="mt-1 list-decimal space-y-0.5 pl-5 text-xs">
        {sources.map((source) => (
          <li key={source.id}>{source.title}</li>
        ))}
      </ol>
    </div>
  );
}

function ChatComposer({ chat }: { chat: ChatConversation }) {
  const { isListening } = chat;
  return (
    <form
      className="border-t border-slate-200 p-4 dark:border-slate-700"
      onSubmit={(event) => {
        event.preventDefault();
        void chat.send();
      }}
    >
      <div className="flex items-end gap-2">
        <label htmlFor="chat-input" className="sr-only">
          Message the clinical assistant
        </label>
        <textarea
          id="chat-input"
          ref={chat.inputRef}
          rows={1}
          value={chat.input}
          disabled={chat.isPending}
          onChange={(event) => chat.setInput(event.target.value)}
          onKeyDown={chat.onKeyDown}
          placeholder="Ask about treatment, diagnosis, risk or documentation…"
          className="max-h-32 min-h-10 min-w-0 flex-1 resize-none rounded-md placeholder:truncate border border-slate-300 bg-white px-3 py-2 text-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-600 disabled:opacity-60 dark:border-slate-600 dark:bg-slate-950"
        />
        <button
          type="button"
          onClick={chat.toggleVoice}
          aria-pressed={isListening}
          aria-label={isListening ? 'Stop voice input' : 'Start voice input'}
          className={cn(
            'rounded-md p-2.5',
            isListening
              ? 'bg-red-600 text-white'
              : 'border border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800',
          )}
        >
          {isListening ? <MicOff className="size-4" aria-hidden /> : <Mic className="size-4" aria-hidden />}
        </button>
        <button
          type="submit"
          disabled={!chat.canSend}
          aria-label="Send message"
          className="rounded-md bg-brand-700 p-2.5 text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-50"
        >
          <Send className="size-4" aria-hidden />
        </button>
      </div>
      {isListening ? (
        <p role="status" className="mt-2 text-xs text-red-700 dark:text-red-300">
          Listening…
        </p>
      ) : null}
    </form>
  );
}

const ASSURANCES = [
  {
    label: 'HIPAA Compliant',
    Icon: ShieldCheck,
    className: 'bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  },
  {
    label: 'Evidence-Based',
    Icon: BookOpenCheck,
    className: 'bg-sky-50 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  },
  {
    label: 'Clinical Guidelines',
    Icon: Stethoscope,
    className: 'bg-violet-50 text-violet-900 dark:bg-violet-950 dark:text-violet-200',
  },
];

function ChatFooter() {
  return (
    <footer className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 px-4 py-3 text-xs dark:border-slate-700">
      <ul className="flex flex-wrap gap-2" aria-label="Assurances">
        {ASSURANCES.map(({ label, Icon, className }) => (
          <li key={label} className={cn('flex items-center gap-1 rounded-full px-2 py-0.5', className)}>
            <Icon className="size-3" aria-hidden />
            {label}
          </li>
        ))}
      </ul>
      <span className="text-slate-600 dark:text-slate-300">Press ESC to close</span>
    </footer>
  );
}
