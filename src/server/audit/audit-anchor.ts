import { appendFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The audit chain's anchor: an append-only file outside the database, one JSON line per record.
 * `{"start":N,"hash":H}` comes first: rows up to N predate keyed hashes. Then `{"seq":N,"hash":H,"at":T}` after
 * every write: the chain's head at that moment. A database rolled back or cut short no longer reaches it.
 */
export type AnchorRecord = { start: number; hash: string } | { seq: number; hash: string; at: string };

export type AuditAnchor = {
  /** Where keyed rows begin: rows with a higher id must be keyed. */
  start: { seq: number; hash: string } | null;
  /** Every anchored head (the start included), by row id. */
  heads: Map<number, string>;
  /** The highest row id the anchor has seen. */
  lastSeq: number;
  /** The first line that is not a valid record, if any. */
  badLine: number | null;
};

const isRecordOf = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The anchor at `file`, or undefined when there is none yet. */
export async function readAnchor(file: string): Promise<AuditAnchor | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const anchor: AuditAnchor = { start: null, heads: new Map(), lastSeq: 0, badLine: null };
  const lines = text.split('\n');
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '') continue;
    let record: unknown;
    try {
      record = JSON.parse(line);
    } catch {
      record = undefined;
    }
    const seq = isRecordOf(record) ? (record.seq ?? record.start) : undefined;
    const hash = isRecordOf(record) ? record.hash : undefined;
    if (typeof seq !== 'number' || !Number.isSafeInteger(seq) || seq < 0 || typeof hash !== 'string') {
      anchor.badLine ??= index + 1;
      continue;
    }
    if (isRecordOf(record) && 'start' in record) anchor.start ??= { seq, hash };
    if (seq > 0) anchor.heads.set(seq, hash);
    anchor.lastSeq = Math.max(anchor.lastSeq, seq);
  }
  return anchor.start || anchor.heads.size > 0 || anchor.badLine ? anchor : undefined;
}

/** Appends one record; the file is created with mode 0600 and only ever appended to. */
export async function appendAnchor(file: string, record: AnchorRecord): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await appendFile(file, `${JSON.stringify(record)}\n`, { mode: 0o600, flag: 'a' });
}
