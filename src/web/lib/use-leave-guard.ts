import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type Blocker } from 'react-router';

/**
 * While `hasUnsavedWork`, leaving asks first: closing or reloading the tab gets the browser's own "Leave site?"
 * prompt (beforeunload), and a move to another screen of the app is held until the clinician confirms it
 * (the returned blocker, shown by LeaveConfirmDialog). A change of query alone (the same screen) is not held.
 */
export function useLeaveGuard(hasUnsavedWork: boolean): { blocker: Blocker; allowLeaving: () => void } {
  /** Set just before a move the screen makes itself once the work is safe (End Session). */
  const isAllowed = useRef(false);
  const shouldAsk = hasUnsavedWork;

  useEffect(() => {
    if (!shouldAsk) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (isAllowed.current) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [shouldAsk]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      shouldAsk && !isAllowed.current && currentLocation.pathname !== nextLocation.pathname,
  );
  const allowLeaving = useCallback(() => {
    isAllowed.current = true;
  }, []);
  return { blocker, allowLeaving };
}
