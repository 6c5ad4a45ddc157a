import { cva } from 'class-variance-authority';
import { Toast } from 'radix-ui';
import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { TOAST_DURATION_MS, dismissToast, useToasts } from '../../lib/toast-store';
import { DANGER_COLOURS } from './alert';

const toastVariants = cva(
  'relative flex w-full items-start gap-3 rounded-lg border p-4 pr-8 shadow-lg data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]',
  {
    variants: {
      variant: {
        default:
          'border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
        destructive: DANGER_COLOURS,
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

/** Radix toasts: F8 focuses the region labelled 'Notification'; swipe right past 50 px dismisses (SPEC §9). */
export function Toaster({ onMount }: { onMount?: () => { focus: boolean } }) {
  const toasts = useToasts();
  const viewportRef = useRef<HTMLOListElement>(null);
  // F8 pressed while this was still loading: focus goes where the key would have put it, once the viewport has
  // settled (the toast primitive sets it up over its first renders).
  useEffect(() => {
    if (!onMount?.().focus) return;
    const frame = requestAnimationFrame(() => viewportRef.current?.focus());
    return () => cancelAnimationFrame(frame);
    // Only on mount: later F8 presses are the viewport's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={50}
      label="Notification"
    >
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          className={toastVariants({ variant: item.variant })}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{item.title}</Toast.Title>
            {item.description ? (
              <Toast.Description className="text-sm opacity-90">{item.description}</Toast.Description>
            ) : null}
          </div>
          <Toast.Close
            aria-label="Dismiss notification"
            className="absolute top-2 right-2 rounded p-1 opacity-70 hover:opacity-100"
          >
            <X className="size-4" aria-hidden />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        ref={viewportRef}
        hotkey={['F8']}
        label="Notification"
        className="fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col p-4 outline-none md:max-w-[420px]"
      />
    </Toast.Provider>
  );
}
