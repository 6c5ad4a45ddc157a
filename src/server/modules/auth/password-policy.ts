import { readFileSync } from 'node:fs';
import { AppError } from '../../http/errors';

/**
 * Password rules per OWASP ASVS 4.0 level 2 (2.1.1–2.1.9): length between the contract's minimum and maximum
 * (checked by the shared schema), no composition rules, and a check against common and breached passwords.
 * On top of the list, a password may not be one character or a short pattern repeated, nor the clinician's
 * own email address.
 */

let commonPasswords: Set<string> | undefined;

function loadCommonPasswords(): Set<string> {
  commonPasswords ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#'))
      .map((line) => line.toLowerCase()),
  );
  return commonPasswords;
}

const ONLY_DIGITS_AND_SYMBOLS = /^[^\p{L}]*$/u;
/** A listed password counts inside a longer one only when it is at least this share of it. */
const MIN_LISTED_SHARE = 0.5;

/**
 * True for a listed password, and for one that is a listed password with only digits or symbols before or
 * after it ('password1234', '2024monkey!!'), so the 12-character minimum cannot be met by padding a common one.
 */
export function isCommonPassword(password: string): boolean {
  const list = loadCommonPasswords();
  const lower = password.toLowerCase();
  if (list.has(lower)) return true;
  const shortest = Math.max(4, Math.ceil(lower.length * MIN_LISTED_SHARE));
  for (let cut = shortest; cut < lower.length; cut++) {
    if (list.has(lower.slice(0, cut)) && ONLY_DIGITS_AND_SYMBOLS.test(lower.slice(cut))) return true;
    const from = lower.length - cut;
    if (list.has(lower.slice(from)) && ONLY_DIGITS_AND_SYMBOLS.test(lower.slice(0, from))) return true;
  }
  return false;
}

/** 'aaaaaaaaaaaa', 'abcabcabcabc', '121212121212'. */
function isRepeatedPattern(password: string): boolean {
  return /^(.{1,4})\1+$/su.test(password);
}

/** The password without digits and symbols at either end: 'olivia.owner2024!' gives 'olivia.owner'. */
function core(text: string): string {
  return text.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
}

function containsEmail(password: string, email: string | null | undefined): boolean {
  const address = email?.trim().toLowerCase();
  if (!address) return false;
  const lower = password.toLowerCase();
  const localPart = address.split('@')[0] ?? '';
  return lower.includes(address) || (localPart !== '' && core(lower) === localPart);
}

export const PASSWORD_MESSAGES = {
  common: 'This password is too common. Choose one that is harder to guess, such as a few unrelated words.',
  repeated: 'A password cannot be one character or a short pattern repeated.',
  email: 'Your password cannot contain your email address.',
} as const;

/** The reason a password of acceptable length is refused, or undefined when it may be used. */
export function passwordProblem(password: string, email?: string | null): string | undefined {
  if (isRepeatedPattern(password)) return PASSWORD_MESSAGES.repeated;
  if (containsEmail(password, email)) return PASSWORD_MESSAGES.email;
  if (isCommonPassword(password)) return PASSWORD_MESSAGES.common;
  return undefined;
}

/** Throws a 400 with a clear message when `password` may not be chosen. */
export function assertAcceptablePassword(password: string, email?: string | null): void {
  const problem = passwordProblem(password, email);
  if (problem) throw new AppError('validation_failed', problem);
}
