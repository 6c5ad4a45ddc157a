import { useCallback, useEffect, useState } from 'react';

/** SPEC §9: the recording timer ticks once a second. */
export const TIMER_TICK_MS = 1000;

/** Seconds as MM:SS (minutes keep counting past 59, as a long session needs). */
export function formatElapsed(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/**
 * Whole seconds since `start()`, frozen by `stop()`. Counted from the start time rather than by adding one per
 * tick, so a throttled background tab still shows the true elapsed time.
 */
export function useElapsedTimer() {
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [seconds, setSeconds] = useState(0);

  useEffect(() => {
    if (startedAt === null) return;
    const timer = window.setInterval(() => {
      setSeconds(Math.floor((Date.now() - startedAt) / 1000));
    }, TIMER_TICK_MS);
    return () => window.clearInterval(timer);
  }, [startedAt]);

  const start = useCallback(() => {
    setSeconds(0);
    setStartedAt(Date.now());
  }, []);
  const stop = useCallback(() => setStartedAt(null), []);

  return { seconds, isRunning: startedAt !== null, start, stop };
}
