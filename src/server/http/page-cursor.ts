import { asc, desc } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { INVALID_CURSOR_MESSAGE, type DateSort } from '../../contract/paging';
import { afterTimeAndId } from '../db/paging-sql';
import type { PhiCipher } from '../security/phi-cipher';
import { AppError } from './errors';

/** A cursor's position: the sort key of the last row of the page it follows, ending with the row's id. */
export type CursorKey = (string | number)[];

/**
 * Which page sequence a cursor belongs to: the list, the clinician, the order and everything that narrows the
 * list (search text, archived clients, one client's sessions). A cursor only continues the sequence it came from.
 */
export type CursorScope = { list: string; clinicianId: string; sort: string; filter: string };

type Sealed = { s: string; k: CursorKey };

const scopeText = (scope: CursorScope) =>
  JSON.stringify([scope.list, scope.clinicianId, scope.sort, scope.filter]);

/**
 * Cursors are sealed with the PHI cipher (AES-256-GCM): the position may hold a client's name (the clients list
 * is ordered by it), which must not appear in a URL, a log line or a browser's history, and the tag makes an
 * edited cursor fail to open instead of reading from a position the server never gave out.
 */
export function sealCursor(cipher: PhiCipher, scope: CursorScope, key: CursorKey): string {
  const sealed: Sealed = { s: scopeText(scope), k: key };
  return cipher.encrypt(JSON.stringify(sealed));
}

const invalidCursor = () => new AppError('bad_request', INVALID_CURSOR_MESSAGE);

/**
 * The position a cursor holds, checked to be one this server sealed for this very sequence (another clinician's
 * cursor, or one from another search, is refused) and to have the shape the list expects. Undefined for no cursor.
 */
export function openCursor(
  cipher: PhiCipher,
  cursor: string | undefined,
  scope: CursorScope,
  shape: readonly ('string' | 'number')[],
): CursorKey | undefined {
  if (cursor === undefined) return undefined;
  let sealed: Partial<Sealed>;
  try {
    sealed = JSON.parse(cipher.decrypt(cursor)) as Partial<Sealed>;
  } catch {
    throw invalidCursor();
  }
  const key = sealed.k;
  if (
    sealed.s !== scopeText(scope) ||
    !Array.isArray(key) ||
    key.length !== shape.length ||
    key.some(
      (part, index) => typeof part !== shape[index] || (typeof part === 'number' && !Number.isFinite(part)),
    )
  )
    throw invalidCursor();
  return key;
}

/**
 * Keyset paging on (timestamp, id), newest or oldest first, for a list whose cursor holds its last row's exact
 * time (`exactText`) and id. `after` goes in the query's where, `orderBy` in its order, the query reads
 * `limit + 1` rows, and `page` keeps `limit` of them with the cursor to the next page when there is one.
 */
export function timeAndIdPaging(
  cipher: PhiCipher,
  scope: CursorScope & { sort: DateSort },
  cursor: string | undefined,
  time: AnyPgColumn,
  id: AnyPgColumn,
) {
  const key = openCursor(cipher, cursor, scope, ['string', 'string']) as [string, string] | undefined;
  const direction = scope.sort === 'newest' ? 'desc' : 'asc';
  const order = direction === 'desc' ? desc : asc;
  return {
    after: key ? afterTimeAndId(time, id, direction, key) : undefined,
    orderBy: [order(time), order(id)] as const,
    page<Row>(rows: Row[], limit: number, keyOf: (row: Row) => [string, string]) {
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        page,
        nextCursor: rows.length > limit && last ? sealCursor(cipher, scope, keyOf(last)) : null,
      };
    },
  };
}
