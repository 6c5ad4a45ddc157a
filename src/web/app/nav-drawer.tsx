import { Dialog } from 'radix-ui';
import { useRef, type ReactNode, type RefObject } from 'react';
import { DialogCloseButton } from '../components/ui/dialog-close-button';
import { useChatPanel } from '../lib/chat-panel-state';

/**
 * The workspace navigation as a drawer, for screens narrower than the sidebar's breakpoint. It has no Radix trigger
 * (the menu button stays in the header while this loads), so closing puts focus back on `returnFocusTo`; choosing
 * Chat Assistant closes the drawer first and opens the chat once focus is back, so closing the chat returns there.
 */
export function NavDrawerDialog({
  open,
  onOpenChange,
  returnFocusTo,
  brand,
  nav,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  brand: (close: () => void) => ReactNode;
  nav: (close: () => void, openChat: () => void) => ReactNode;
}) {
  const isChatNext = useRef(false);
  const chat = useChatPanel();
  const close = () => onOpenChange(false);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay data-testid="nav-backdrop" className="fixed inset-0 z-40 bg-slate-950/50 lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
            if (!isChatNext.current) return;
            isChatNext.current = false;
            setTimeout(chat.open, 0);
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-sidebar max-w-[85vw] flex-col border-r border-slate-200 bg-white shadow-2xl outline-none lg:hidden dark:border-slate-800 dark:bg-slate-900"
        >
          <Dialog.Title className="sr-only">Workspace navigation</Dialog.Title>
          <div className="relative">
            {brand(close)}
            <DialogCloseButton
              label="Close menu"
              className="absolute top-3 right-3 inline-flex size-10 items-center justify-center focus-visible:outline-2 focus-visible:outline-brand-700"
            />
          </div>
          {nav(close, () => {
            isChatNext.current = true;
            close();
          })}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
