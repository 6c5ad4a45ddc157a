import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

type ChatPanelState = { isOpen: boolean; open: () => void; close: () => void; toggle: () => void };

const ChatPanelContext = createContext<ChatPanelState | null>(null);

/** Open/closed state of the global chat panel (SPEC §4), reachable from any screen. */
export function ChatPanelProvider({ children }: { children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  const value = useMemo<ChatPanelState>(
    () => ({
      isOpen,
      open: () => setIsOpen(true),
      close: () => setIsOpen(false),
      toggle: () => setIsOpen((current) => !current),
    }),
    [isOpen],
  );
  return <ChatPanelContext.Provider value={value}>{children}</ChatPanelContext.Provider>;
}

export function useChatPanel(): ChatPanelState {
  const state = useContext(ChatPanelContext);
  if (!state) throw new Error('useChatPanel must be used inside ChatPanelProvider');
  return state;
}
