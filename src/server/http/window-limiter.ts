import type { Redis } from 'ioredis';

/** Counts events per key in a fixed window; shared through Redis when several instances run. */
export type WindowLimiter = {
  /** Adds one event and answers how many the key has in the current window, this one included. */
  hit: (key: string, windowMs: number) => Promise<number>;
};

export function createWindowLimiter(redis: Redis | undefined, now: () => Date): WindowLimiter {
  if (redis) {
    return {
      async hit(key, windowMs) {
        const bucket = Math.floor(now().getTime() / windowMs);
        const redisKey = `cw-window:${key}:${bucket}`;
        const count = await redis.incr(redisKey);
        if (count === 1) await redis.pexpire(redisKey, windowMs);
        return count;
      },
    };
  }
  const counts = new Map<string, { bucket: number; count: number }>();
  return {
    async hit(key, windowMs) {
      const bucket = Math.floor(now().getTime() / windowMs);
      const current = counts.get(key);
      const count = current && current.bucket === bucket ? current.count + 1 : 1;
      counts.set(key, { bucket, count });
      if (counts.size > 50_000) {
        for (const [k, v] of counts) if (v.bucket !== bucket) counts.delete(k);
      }
      return count;
    },
  };
}
