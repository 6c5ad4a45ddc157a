import { useSyncExternalStore } from 'react';
import { errorMessage } from './api-errors';

/** SPEC §9: at most one toast at once; a dismissed toast leaves the store after this long. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5_000;

export type ToastVariant = 'default' | 'destructive';
export type ToastItem = {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
};

type Listener = () => void;
let toasts: ToastItem[] = [];
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function publish(next: ToastItem[]): void {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      publish(toasts.filter((item) => item.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function showToast(input: { title: string; description?: string; variant?: ToastVariant }): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const item: ToastItem = {
    id,
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'default',
    open: true,
  };
  publish([item, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

/** A failed action in a red toast, with the server's own words when it sent some. */
export function showErrorToast(title: string, error: unknown): string {
  return showToast({ title, description: errorMessage(error), variant: 'destructive' });
}

export function dismissToast(id: string): void {
  publish(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)));
  scheduleRemoval(id);
}

export function peekToasts(): ToastItem[] {
  return toasts;
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribeToToasts, peekToasts);
}
