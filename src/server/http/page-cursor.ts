import { INVALID_CURSOR_MESSAGE } from '../../contract/paging';
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
