import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.resetModules();
  });
  afterEach(() => vi.useRealTimers());

  const loadStore = () => import('./toast-store');

  it('keeps at most one toast, newest first', async () => {
    const store = await loadStore();
    store.showToast({ title: 'First' });
    store.showToast({ title: 'Second' });
    expect(store.peekToasts().map((t) => t.title)).toEqual(['Second']);
  });

  it('hides a dismissed toast at once and removes it after the removal delay', async () => {
    const store = await loadStore();
    const id = store.showToast({ title: 'Saved' });
    store.dismissToast(id);
    expect(store.peekToasts()).toEqual([expect.objectContaining({ id, open: false })]);
    vi.advanceTimersByTime(store.TOAST_REMOVE_DELAY_MS - 1);
    expect(store.peekToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.peekToasts()).toHaveLength(0);
  });

  it('notifies subscribers on every change', async () => {
    const store = await loadStore();
    const seen: number[] = [];
    const unsubscribe = store.subscribeToToasts(() => seen.push(store.peekToasts().length));
    store.showToast({ title: 'One' });
    unsubscribe();
    store.showToast({ title: 'Two' });
    expect(seen).toEqual([1]);
  });
});
