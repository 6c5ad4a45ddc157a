import { describe, expect, it } from 'vitest';
import { createOncePerKey } from './once-per-key';

describe('createOncePerKey', () => {
  it('starts once per key and gives every caller the same result', async () => {
    const once = createOncePerKey<string>();
    let calls = 0;
    const start = () => Promise.resolve(`draft-${++calls}`);
    const [first, second] = await Promise.all([once('visit-1', start), once('visit-1', start)]);
    expect(first).toBe('draft-1');
    expect(second).toBe('draft-1');
    expect(await once('visit-1', start)).toBe('draft-1');
    expect(calls).toBe(1);
    expect(await once('visit-2', start)).toBe('draft-2');
    expect(calls).toBe(2);
  });

  it('tries again after a failure', async () => {
    const once = createOncePerKey<string>();
    let calls = 0;
    const failing = () => {
      calls += 1;
      return Promise.reject(new Error('offline'));
    };
    await expect(once('visit', failing)).rejects.toThrow('offline');
    expect(await once('visit', () => Promise.resolve('draft'))).toBe('draft');
    expect(calls).toBe(1);
  });
});
