/** Remembers, for this tab, that the last session ended by the idle time-out, so sign-in can say why. */
const KEY = 'cw-session-expired';

export function markSessionExpired(): void {
  sessionStorage.setItem(KEY, '1');
}

export function isSessionExpired(): boolean {
  return sessionStorage.getItem(KEY) === '1';
}

export function clearSessionExpired(): void {
  sessionStorage.removeItem(KEY);
}
