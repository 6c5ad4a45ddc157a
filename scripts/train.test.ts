import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('npm run train', () => {
  it('reproduces the committed classifier weights from the corpus', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/train.ts', '--check'], {
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('The committed weights are what the corpus trains.');
  }, 900_000);
});
