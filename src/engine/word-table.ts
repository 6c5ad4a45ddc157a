/**
 * A lookup table keyed by words from a transcript. A plain object literal answers `table['constructor']` with
 * Object's own constructor function, so a client who mentions a constructor would break the reading; this table
 * has no prototype, and a word it does not hold answers undefined.
 */
export function wordTable<V>(entries: Record<string, V>): Readonly<Partial<Record<string, V>>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, V>, entries));
}
