/**
 * Runs `start` at most once per key while its promise is pending or has succeeded, and hands every caller
 * the same promise. A failure forgets the key, so asking again tries again.
 *
 * The recording screen opened without a session starts one draft per visit (keyed by the history entry):
 * React's StrictMode runs the effect twice and a re-render may ask again, and all of them must share one
 * request rather than create a session each.
 */
export function createOncePerKey<T>() {
  const started = new Map<string, Promise<T>>();
  return function oncePerKey(key: string, start: () => Promise<T>): Promise<T> {
    const existing = started.get(key);
    if (existing) return existing;
    const promise = start();
    started.set(key, promise);
    promise.catch(() => {
      if (started.get(key) === promise) started.delete(key);
    });
    return promise;
  };
}
