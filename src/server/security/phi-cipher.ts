import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  createSecretKey,
  hkdfSync,
  randomBytes,
} from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { encryptionCanary } from '../db/schema';

const VERSION = 'v1';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const CANARY_PLAINTEXT = 'clinician-workspace phi key check';
/** HKDF context of the blind-index key, so the index never uses the encryption key itself. */
const BLIND_INDEX_INFO = 'clinician-workspace blind index v1';
/**
 * Short values (names, gender, concerns, titles) are read far more often than written: a list page opens about
 * 200 of them. Their plaintext is kept by stored value, up to this many; longer values (transcripts, notes) are
 * decrypted every time.
 */
const OPENED_MAX_ENTRIES = 20_000;
const OPENED_MAX_STORED_LENGTH = 512;

export class PhiKeyError extends Error {
  override name = 'PhiKeyError';
}

/** AES-256-GCM for transcripts, notes, summaries, reports and free-text clinical notes at rest. */
export type PhiCipher = {
  encrypt: (plaintext: string) => string;
  decrypt: (stored: string) => string;
  encryptNullable: (plaintext: string | null | undefined) => string | null;
  decryptNullable: (stored: string | null | undefined) => string | null;
  /**
   * A keyed HMAC-SHA256 of the exact text, for finding a row by an encrypted value (equality only): the same
   * text always gives the same index, and without the key the index reveals nothing but that equality.
   */
  blindIndex: (plaintext: string) => string;
};

export function createPhiCipher(key: Buffer): PhiCipher {
  if (key.length !== KEY_BYTES)
    throw new PhiKeyError(`The PHI encryption key must be ${KEY_BYTES} bytes, not ${key.length}.`);
  const indexKey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), BLIND_INDEX_INFO, KEY_BYTES));
  // Imported once: passing the raw bytes would import the key again on every call.
  const secret = createSecretKey(key);
  const encrypt = (plaintext: string) => {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', secret, iv);
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [
      VERSION,
      iv.toString('base64url'),
      cipher.getAuthTag().toString('base64url'),
      ciphertext.toString('base64url'),
    ].join('.');
  };
  const open = (stored: string) => {
    const [version, iv, tag, ciphertext] = stored.split('.');
    if (version !== VERSION || iv === undefined || tag === undefined || ciphertext === undefined) {
      throw new PhiKeyError('A stored value is not in the expected encrypted format.');
    }
    const decipher = createDecipheriv('aes-256-gcm', secret, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  };
  // A stored value carries its own random IV and authentication tag, so one stored value always opens to the
  // same text under this key: a value that failed to open is never kept, and a changed row is a new stored value.
  const opened = new Map<string, string>();
  const decrypt = (stored: string) => {
    if (stored.length > OPENED_MAX_STORED_LENGTH) return open(stored);
    const held = opened.get(stored);
    if (held !== undefined) return held;
    const plaintext = open(stored);
    if (opened.size >= OPENED_MAX_ENTRIES) {
      const oldest = opened.keys().next().value;
      if (oldest !== undefined) opened.delete(oldest);
    }
    opened.set(stored, plaintext);
    return plaintext;
  };
  return {
    encrypt,
    decrypt,
    encryptNullable: (plaintext) => (plaintext == null ? null : encrypt(plaintext)),
    decryptNullable: (stored) => (stored == null ? null : decrypt(stored)),
    blindIndex: (plaintext) => createHmac('sha256', indexKey).update(plaintext, 'utf8').digest('base64url'),
  };
}

/**
 * The key comes from PHI_ENCRYPTION_KEY (base64 or hex of 32 bytes) or, failing that, from
 * DATA_DIR/phi.key, generated once with mode 0600.
 */
export function loadPhiKey(options: { envKey: string | undefined; dataDir: string }): Buffer {
  if (options.envKey) return parseKey(options.envKey, 'PHI_ENCRYPTION_KEY');
  const file = path.join(options.dataDir, 'phi.key');
  if (existsSync(file)) return parseKey(readFileSync(file, 'utf8').trim(), file);
  mkdirSync(options.dataDir, { recursive: true });
  const key = randomBytes(KEY_BYTES);
  writeFileSync(file, key.toString('base64'), { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return key;
}

function parseKey(text: string, where: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== KEY_BYTES) {
    throw new PhiKeyError(
      `${where} must hold a 32-byte key as base64 or 64 hex characters (e.g. \`openssl rand -base64 32\`).`,
    );
  }
  return key;
}

/**
 * Stores an encrypted known value on first use and checks it on every start, so a missing or wrong key
 * stops the server instead of writing data no one can read.
 */
export async function checkPhiKey(db: Database, cipher: PhiCipher): Promise<void> {
  const [row] = await db.select().from(encryptionCanary).where(eq(encryptionCanary.id, 1));
  if (!row) {
    await db
      .insert(encryptionCanary)
      .values({ id: 1, value: cipher.encrypt(CANARY_PLAINTEXT) })
      .onConflictDoNothing();
    return checkPhiKey(db, cipher);
  }
  let decrypted: string | undefined;
  try {
    decrypted = cipher.decrypt(row.value);
  } catch {
    decrypted = undefined;
  }
  if (decrypted !== CANARY_PLAINTEXT) {
    throw new PhiKeyError(
      'The PHI encryption key does not match the one this database was encrypted with. Set PHI_ENCRYPTION_KEY ' +
        '(or restore DATA_DIR/phi.key) to the original key; nothing was written.',
    );
  }
}
