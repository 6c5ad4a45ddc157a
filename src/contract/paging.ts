import * as z from './zod';

/*
 * Every list the workspace shows is read a page at a time: `limit` rows (1–100, 50 unless asked), from where the
 * previous page's `nextCursor` left off, narrowed by the search text `q` and ordered by `sort`. The answer counts
 * every row that matches (`total`), so a screen can say "Showing 50 of 5,000", and `nextCursor` is null on the
 * last page. A cursor is opaque: it is sealed by the server and only means something to the list that issued it.
 */

export const PAGE_LIMIT_DEFAULT = 50;
export const PAGE_LIMIT_MAX = 100;
export const SEARCH_TEXT_MAX = 100;
export const CURSOR_MAX_LENGTH = 1_000;
export const INVALID_CURSOR_MESSAGE =
  'This list position is not valid any more (or was never issued by this list); load the list again from its start.';

const LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}`;

export const pageLimitSchema = z.coerce
  .number({ error: LIMIT_MESSAGE })
  .int({ error: LIMIT_MESSAGE })
  .min(1, { error: LIMIT_MESSAGE })
  .max(PAGE_LIMIT_MAX, { error: LIMIT_MESSAGE })
  .default(PAGE_LIMIT_DEFAULT);

export const cursorSchema = z
  .string({ error: 'Cursor must be text' })
  .min(1, { error: INVALID_CURSOR_MESSAGE })
  .max(CURSOR_MAX_LENGTH, { error: INVALID_CURSOR_MESSAGE })
  .regex(/^[A-Za-z0-9_.-]+$/, { error: INVALID_CURSOR_MESSAGE });

/** The search text: trimmed; an empty one searches nothing (every row). */
export const searchTextSchema = z
  .string({ error: 'Search text must be text' })
  .trim()
  .max(SEARCH_TEXT_MAX, { error: `Search text must be at most ${SEARCH_TEXT_MAX} characters` })
  .default('');

/** The query parameters of a paged list with the given orders (the first is the default). */
export function pageQuerySchema<const Sorts extends readonly [string, ...string[]]>(sorts: Sorts) {
  return z.object({
    limit: pageLimitSchema,
    cursor: cursorSchema.optional(),
    q: searchTextSchema,
    sort: z.enum(sorts, { error: `Sort must be one of: ${sorts.join(', ')}` }).default(sorts[0]),
  });
}

/** What every page adds to the list's own fields. */
export const pageFields = {
  /** Rows matching the search, on every page together. */
  total: z.number().int(),
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
};

/** Orders of each list. Clients: by name (last, first, newest first) or newest first. */
export const CLIENT_SORTS = ['name', 'newest'] as const;
export type ClientSort = (typeof CLIENT_SORTS)[number];
/** Sessions and reports: newest first (as they always were), or oldest first. */
export const DATE_SORTS = ['newest', 'oldest'] as const;
export type DateSort = (typeof DATE_SORTS)[number];
/** Reference documents: the built-in reference, then imports newest first; or by title. */
export const DOCUMENT_SORTS = ['newest', 'title'] as const;
export type DocumentSort = (typeof DOCUMENT_SORTS)[number];
