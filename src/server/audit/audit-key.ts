import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import type { AuditChainOptions } from './audit-log';

const KEY_BYTES = 32;

export class AuditKeyError extends Error {
  override name = 'AuditKeyError';
}

function parseKey(text: string, where: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== KEY_BYTES) {
    throw new AuditKeyError(
      `${where} must hold a 32-byte key as base64 or 64 hex characters (e.g. \`openssl rand -base64 32\`).`,
    );
  }
  return key;
}

/**
 * The audit chain's key and anchor file. The key comes from AUDIT_HMAC_KEY or the key file (AUDIT_HMAC_KEY_FILE,
 * by default DATA_DIR/audit-hmac.key); with `create` the server makes the file, mode 0600, at its first start.
 * `npm run audit:verify` never creates one: no key there means only unkeyed rows can be checked.
 */
export function loadAuditChain(config: Config, options: { create: boolean }): AuditChainOptions {
  const { hmacKey, keyFile, anchorFile } = config.audit;
  if (hmacKey) return { key: parseKey(hmacKey, 'AUDIT_HMAC_KEY'), anchorPath: anchorFile };
  if (existsSync(keyFile)) {
    return { key: parseKey(readFileSync(keyFile, 'utf8').trim(), keyFile), anchorPath: anchorFile };
  }
  if (!options.create) return { key: undefined, anchorPath: anchorFile };
  mkdirSync(path.dirname(keyFile), { recursive: true });
  const key = randomBytes(KEY_BYTES);
  writeFileSync(keyFile, key.toString('base64'), { mode: 0o600, flag: 'wx' });
  chmodSync(keyFile, 0o600);
  return { key, anchorPath: anchorFile };
}
