import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** `%text%` for ILIKE, with the pattern characters in the text matched as themselves. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The keyset condition "after this row" for an order by (timestamp, id), both ascending or both descending:
 * one row comparison, which PostgreSQL answers from an index on (…, timestamp, id). The timestamp comes back as
 * the text PostgreSQL gave (`::text`), so no microsecond is lost on its way through JavaScript.
 */
export function afterTimeAndId(
  time: AnyPgColumn,
  id: AnyPgColumn,
  direction: 'asc' | 'desc',
  key: [string, string],
): SQL {
  const [at, rowId] = key;
  return direction === 'desc'
    ? sql`(${time}, ${id}) < (${at}::timestamptz, ${rowId}::uuid)`
    : sql`(${time}, ${id}) > (${at}::timestamptz, ${rowId}::uuid)`;
}

/** The column as the exact text a cursor keeps (see `afterTimeAndId`). */
export const exactText = (column: AnyPgColumn) => sql<string>`${column}::text`;
