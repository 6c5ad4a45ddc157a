import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import { RECOVERY_CODE_COUNT } from '#contract/auth';
import type { RecoveryCodeRow } from './auth.repository';

const TOTP_PERIOD_SECONDS = 30;

/**
 * The time step a TOTP code belongs to, when it is valid at `at` give or take one step (clock drift), else null.
 * The caller accepts it only when the step is later than the last one used, which makes each code single-use
 * and refuses the previous window's code once a later one has been used.
 */
export function matchTotpStep(base32Secret: string, code: string, at: Date): number | null {
  const totp = new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(base32Secret),
    period: TOTP_PERIOD_SECONDS,
  });
  const delta = totp.validate({ token: code, timestamp: at.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

export function generateTotp(base32Secret: string, at: Date): string {
  return new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(base32Secret),
    period: TOTP_PERIOD_SECONDS,
  }).generate({ timestamp: at.getTime() });
}

/** No 0/o, 1/l/i: codes are read off paper. 31 symbols, so 16 of them carry about 79 random bits. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function randomRecoveryCode(): string {
  const chars = Array.from({ length: 16 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return [0, 4, 8, 12].map((start) => chars.slice(start, start + 4).join('')).join('-');
}

/** Dashes and letter case do not matter when a code is typed back. */
function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replaceAll('-', '');
}

function hashRecoveryCode(salt: string, code: string): string {
  return createHash('sha256')
    .update(`${salt}:${normaliseRecoveryCode(code)}`)
    .digest('hex');
}

/** Fresh one-time recovery codes: the plain codes to show once, and what is stored (a salted SHA-256 of each). */
export function issueRecoveryCodes(): {
  codes: string[];
  stored: { salt: string; codeHash: string }[];
} {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, randomRecoveryCode);
  const stored = codes.map((code) => {
    const salt = randomBytes(16).toString('hex');
    return { salt, codeHash: hashRecoveryCode(salt, code) };
  });
  return { codes, stored };
}

/** The stored, unused code that `code` is, if any. */
export function findRecoveryCode(rows: RecoveryCodeRow[], code: string): RecoveryCodeRow | undefined {
  return rows.find((row) =>
    timingSafeEqual(Buffer.from(hashRecoveryCode(row.salt, code), 'hex'), Buffer.from(row.codeHash, 'hex')),
  );
}
