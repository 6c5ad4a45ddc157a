import type { Database } from './client';

/**
 * A value built once for each database and kept as long as it is: the statements every request runs, built and
 * prepared on first use rather than on every call. Tests and tools that open several databases get one each.
 */
export function perDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) {
      value = build(db);
      built.set(db, value);
    }
    return value;
  };
}
