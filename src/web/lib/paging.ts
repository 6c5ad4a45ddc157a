import { useEffect, useState } from 'react';

/** How long the search boxes of the lists wait after the last key before asking the server. */
export const SEARCH_DEBOUNCE_MS = 250;

/** `path?a=1&b=x` from the parameters that are set (undefined, null and '' are left out). */
export function withQuery(
  path: string,
  params: Record<string, string | number | boolean | null | undefined>,
): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  const query = search.toString();
  return query === '' ? path : `${path}?${query}`;
}

/** The value, once it has stayed the same for `delayMs` (a search box's text, asked of the server while typing). */
export function useDebouncedValue<T>(value: T, delayMs = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** "Showing 50 of 5,000": what a paged list has loaded of everything that matches. */
export function showingText(shown: number, total: number): string {
  const format = (n: number) => n.toLocaleString('en-US');
  return `Showing ${format(shown)} of ${format(total)}`;
}
