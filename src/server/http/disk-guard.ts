import { statfs } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { AppError, DISK_FULL_MESSAGE } from './errors';

/** Bytes free for this process on the disk holding `dir`; undefined when it cannot be told (no such folder). */
export async function freeBytes(dir: string): Promise<number | undefined> {
  try {
    const stats = await statfs(dir);
    return stats.bavail * stats.bsize;
  } catch {
    return undefined;
  }
}

/**
 * Refuses every write (any method but GET, HEAD and OPTIONS) with 507 while the disk holding DATA_DIR has less free
 * than `reserveBytes`, before a handler runs. The reserve is left for what reads still write (audit rows, session
 * activity), so the server keeps answering them, and the embedded database is never the first to find the disk full.
 * Writes are taken again as soon as space is freed. A reserve of 0 turns the check off; a disk that fills anyway
 * is still answered with 507 by the error mapping (errors.ts).
 */
export function registerDiskGuard(app: FastifyInstance, dataDir: string, reserveBytes: number): void {
  if (reserveBytes <= 0) return;
  app.addHook('onRequest', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
    const free = await freeBytes(dataDir);
    if (free !== undefined && free < reserveBytes)
      throw new AppError('insufficient_storage', DISK_FULL_MESSAGE);
  });
}
