import { eq, sql } from 'drizzle-orm';
import type { ClientSort } from '#contract/paging';
import type { Database } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { clientListVersions, clients } from '../../db/schema';
import type { CursorKey } from '../../http/page-cursor';
import type { PhiCipher } from '../../security/phi-cipher';
import { clientNameColumns, compareCodePoints, openClientName } from './client-identity';

/** One client as the list orders and searches them: the decrypted name, and what else the order needs. */
export type ClientIndexEntry = {
  id: string;
  firstName: string;
  lastName: string;
  /** Milliseconds; ties on a name fall back to the newest first, then the id. */
  createdAt: number;
  archived: boolean;
  /** Lower-cased and without accents: "first last" and "last first", for finding a client by name. */
  searchText: string;
};

export type ClientIndex = {
  version: number;
  /** Ordered by last name, first name, newest first, id (code-point order, as in docs/decisions/006). */
  byName: ClientIndexEntry[];
  /** Built on first use: newest first, then id. */
  byNewest?: ClientIndexEntry[];
};

/** Folds case and accents, so "jose" finds "José" and "o'BRIEN" finds "O'Brien". */
export const foldSearchText = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export const compareByName = (a: ClientIndexEntry, b: ClientIndexEntry): number =>
  compareCodePoints(a.lastName, b.lastName) ||
  compareCodePoints(a.firstName, b.firstName) ||
  b.createdAt - a.createdAt ||
  compareCodePoints(a.id, b.id);

export const compareByNewest = (a: ClientIndexEntry, b: ClientIndexEntry): number =>
  b.createdAt - a.createdAt || compareCodePoints(a.id, b.id);

/** The entry's position as a cursor holds it, and the shape `openCursor` checks. */
export const CURSOR_SHAPES: Record<ClientSort, readonly ('string' | 'number')[]> = {
  name: ['string', 'string', 'number', 'string'],
  newest: ['number', 'string'],
};
export function cursorKeyOf(sort: ClientSort, entry: ClientIndexEntry): CursorKey {
  return sort === 'name'
    ? [entry.lastName, entry.firstName, entry.createdAt, entry.id]
    : [entry.createdAt, entry.id];
}
/** A stand-in entry at a cursor's position, to compare list entries with. */
function entryAt(sort: ClientSort, key: CursorKey): ClientIndexEntry {
  const [a, b, c, d] = key;
  return sort === 'name'
    ? {
        lastName: String(a),
        firstName: String(b),
        createdAt: Number(c),
        id: String(d),
        archived: false,
        searchText: '',
      }
    : { lastName: '', firstName: '', createdAt: Number(a), id: String(b), archived: false, searchText: '' };
}

/** Clinicians whose order is held; the least recently used one is dropped beyond this. */
const MAX_CLINICIANS = 200;
/** One cache per database, so two databases in one process (tests, tools) never share an entry. */
const caches = new WeakMap<Database, Map<string, Promise<ClientIndex>>>();

/** The version read every list request starts with: prepared once per database. */
const versionRead = perDatabase((db) =>
  db
    .select({ version: clientListVersions.version })
    .from(clientListVersions)
    .where(eq(clientListVersions.clinicianId, sql.placeholder('clinicianId')))
    .prepare('client_list_version'),
);

function cacheOf(db: Database): Map<string, Promise<ClientIndex>> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

/**
 * The clinician's order as this process holds it, whether or not it is still current, or undefined. A caller that
 * uses it must check `version` against the database in the same statement that reads the rows (the clients page
 * does: one query instead of two when nothing has changed), and fall back to `clientListIndex` when it differs.
 */
export async function heldClientListIndex(
  db: Database,
  clinicianId: string,
): Promise<ClientIndex | undefined> {
  const cache = cacheOf(db);
  const held = cache.get(clinicianId);
  const index = await held?.catch(() => undefined);
  if (held && index && cache.get(clinicianId) === held) {
    cache.delete(clinicianId);
    cache.set(clinicianId, held);
  }
  return index;
}

/**
 * Each clinician's clients, decrypted and ordered by name, held in memory between requests
 * (docs/decisions/014). Before it is used, one primary-key read of `client_list_versions` (raised by a trigger
 * on every change that moves a client in the list, whichever process made it) says whether the held copy is
 * current; if not, the names are read and decrypted again. So every server instance answers from the
 * database's present state, and the cost of a page no longer grows with the length of the list. A caller that has
 * just read the version gives it as `knownVersion`, and it is not read again.
 */
export async function clientListIndex(
  db: Database,
  cipher: PhiCipher,
  clinicianId: string,
  knownVersion?: number,
): Promise<ClientIndex> {
  const version = knownVersion ?? (await versionRead(db).execute({ clinicianId }))[0]?.version ?? 0;
  const cache = cacheOf(db);
  const held = cache.get(clinicianId);
  if (held) {
    const index = await held.catch(() => undefined);
    if (index && index.version === version) {
      cache.delete(clinicianId);
      cache.set(clinicianId, held);
      return index;
    }
  }
  // Concurrent requests that find the copy stale share one rebuild.
  const building = buildIndex(db, cipher, clinicianId, version);
  cache.delete(clinicianId);
  cache.set(clinicianId, building);
  if (cache.size > MAX_CLINICIANS) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  try {
    return await building;
  } catch (error) {
    if (cache.get(clinicianId) === building) cache.delete(clinicianId);
    throw error;
  }
}

/**
 * Reads the names under the version read just before: a change committed in between raises the version again,
 * so this copy is rebuilt on the next request rather than trusted past it.
 */
async function buildIndex(
  db: Database,
  cipher: PhiCipher,
  clinicianId: string,
  version: number,
): Promise<ClientIndex> {
  const rows = await db
    .select({
      id: clients.id,
      createdAt: clients.createdAt,
      archivedAt: clients.archivedAt,
      ...clientNameColumns,
    })
    .from(clients)
    .where(eq(clients.clinicianId, clinicianId));
  const byName = rows.map((row): ClientIndexEntry => {
    const { firstName, lastName } = openClientName(cipher, row);
    return {
      id: row.id,
      firstName,
      lastName,
      createdAt: row.createdAt.getTime(),
      archived: row.archivedAt !== null,
      searchText: foldSearchText(`${firstName} ${lastName}\u0000${lastName} ${firstName}`),
    };
  });
  byName.sort(compareByName);
  return { version, byName };
}

/** The entries a search keeps: every word of the text in the name (first, last, or both in either order). */
export function matchesSearch(entry: ClientIndexEntry, words: string[]): boolean {
  return words.every((word) => entry.searchText.includes(word));
}
export const searchWords = (q: string): string[] => foldSearchText(q).split(/\s+/).filter(Boolean);

/**
 * One page of the list: the entries matching the filter, in the asked order, after the cursor's position (the
 * first entry ordered after it, so rows added or removed between pages leave no gap and no repeat).
 */
export function pageOf(
  index: ClientIndex,
  options: {
    sort: ClientSort;
    includeArchived: boolean;
    q: string;
    after: CursorKey | undefined;
    limit: number;
  },
): { entries: ClientIndexEntry[]; total: number; hasMore: boolean } {
  let ordered = index.byName;
  if (options.sort === 'newest') {
    index.byNewest ??= [...index.byName].sort(compareByNewest);
    ordered = index.byNewest;
  }
  const words = searchWords(options.q);
  const matching =
    options.includeArchived && words.length === 0
      ? ordered
      : ordered.filter(
          (entry) => (options.includeArchived || !entry.archived) && matchesSearch(entry, words),
        );
  let start = 0;
  if (options.after) {
    const compare = options.sort === 'name' ? compareByName : compareByNewest;
    const at = entryAt(options.sort, options.after);
    // Binary search for the first entry ordered after the position.
    let low = 0;
    let high = matching.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(matching[middle] as ClientIndexEntry, at) <= 0) low = middle + 1;
      else high = middle;
    }
    start = low;
  }
  const entries = matching.slice(start, start + options.limit);
  return { entries, total: matching.length, hasMore: start + options.limit < matching.length };
}
