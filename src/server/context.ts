import type { AuditLog } from './audit/audit-log';
import type { Config } from './config';
import type { Database } from './db/client';
import type { WindowLimiter } from './http/window-limiter';
import type { PhiCipher } from './security/phi-cipher';

/** What every route module is given: configuration, the database, and the cross-cutting services. */
export type AppContext = {
  config: Config;
  db: Database;
  audit: AuditLog;
  cipher: PhiCipher;
  limiter: WindowLimiter;
  /** The clock; tests replace it to expire sessions without waiting. */
  now: () => Date;
};
