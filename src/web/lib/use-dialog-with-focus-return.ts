import { useCallback, useRef, useState } from 'react';

/**
 * Open state for a dialog opened from a plain button rather than a Radix trigger: closing it puts focus back
 * on whatever opened it, as a Dialog.Trigger would (the shared Modal has no trigger).
 */
export function useDialogWithFocusReturn() {
  const [isOpen, setIsOpen] = useState(false);
  const openerRef = useRef<HTMLElement | null>(null);

  const open = useCallback(() => {
    openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setIsOpen(true);
  }, []);

  const onOpenChange = useCallback((next: boolean) => {
    setIsOpen(next);
    if (next) return;
    const opener = openerRef.current;
    openerRef.current = null;
    // After the dialog has unmounted; an opener that left the page (navigation) is skipped.
    setTimeout(() => {
      if (opener?.isConnected) opener.focus();
    }, 0);
  }, []);

  return { isOpen, open, onOpenChange };
}
