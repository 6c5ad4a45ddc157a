/**
 * Runs `callback` once the page has painted and the main thread is idle: the frame callback fires just
 * before the next paint, and the idle (or timeout) callback after it. Returns a cancel function.
 */
export function afterFirstPaint(callback: () => void): () => void {
  let idleHandle: number | undefined;
  let timeoutHandle: number | undefined;
  const frameHandle = requestAnimationFrame(() => {
    if (typeof window.requestIdleCallback === 'function')
      idleHandle = window.requestIdleCallback(callback, { timeout: 1500 });
    else timeoutHandle = window.setTimeout(callback, 200);
  });
  return () => {
    cancelAnimationFrame(frameHandle);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    if (timeoutHandle !== undefined) window.clearTimeout(timeoutHandle);
  };
}
