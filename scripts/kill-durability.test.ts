import { describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../src/server/testing/harness';
import { formatDurability, runDurability } from './kill-durability';

describe.each(TEST_DATABASES)('kill -9 during writes (%s)', (kind) => {
  it('loses no acknowledged write, nor its audit row, over three cycles', { timeout: 900_000 }, async () => {
    const report = await runDurability({
      database: kind === 'pglite' ? 'embedded' : 'postgres',
      cycles: 3,
      seed: 7,
    });
    expect(report.acknowledged).toBeGreaterThan(0);
    expect(report.details).toEqual([]);
    expect(formatDurability(report)).toBe(
      `durability: 3 cycles, ${report.acknowledged} acknowledged writes, 0 lost`,
    );
  });
});
