import { clients } from '../../db/schema';
import type { PhiCipher } from '../../security/phi-cipher';

/** What identifies a client, or says what they come for: encrypted at rest (docs/decisions/006). */
export type ClientIdentity = {
  firstName: string;
  lastName: string;
  gender: string;
  primaryConcerns: string[];
};

type IdentityColumns = Pick<
  typeof clients.$inferInsert,
  | 'firstNameEnc'
  | 'lastNameEnc'
  | 'genderEnc'
  | 'primaryConcernsEnc'
  | 'legacyFirstName'
  | 'legacyLastName'
  | 'legacyGender'
  | 'legacyPrimaryConcerns'
>;

/**
 * The column values that store the given identity fields: ciphertext, and NULL in the plaintext column each
 * replaces, so a write never leaves an older plaintext value behind. Fields left out are not touched.
 */
export function sealClientIdentity(cipher: PhiCipher, identity: Partial<ClientIdentity>): IdentityColumns {
  const values: IdentityColumns = {};
  if (identity.firstName !== undefined) {
    values.firstNameEnc = cipher.encrypt(identity.firstName);
    values.legacyFirstName = null;
  }
  if (identity.lastName !== undefined) {
    values.lastNameEnc = cipher.encrypt(identity.lastName);
    values.legacyLastName = null;
  }
  if (identity.gender !== undefined) {
    values.genderEnc = cipher.encrypt(identity.gender);
    values.legacyGender = null;
  }
  if (identity.primaryConcerns !== undefined) {
    values.primaryConcernsEnc = cipher.encrypt(JSON.stringify(identity.primaryConcerns));
    values.legacyPrimaryConcerns = null;
  }
  return values;
}

/** The columns `openClientName` reads: select them under any key and pass the selection back. */
export const clientNameColumns = {
  firstNameEnc: clients.firstNameEnc,
  lastNameEnc: clients.lastNameEnc,
  legacyFirstName: clients.legacyFirstName,
  legacyLastName: clients.legacyLastName,
};

type NameRow = {
  firstNameEnc: string | null;
  lastNameEnc: string | null;
  legacyFirstName: string | null;
  legacyLastName: string | null;
};

/**
 * A plaintext column still holding a value means the row was written before encryption and not yet converted
 * (the start-up pass converts every such row before the server answers requests); it is the latest value.
 */
const open = (cipher: PhiCipher, legacy: string | null, sealed: string | null): string =>
  legacy ?? cipher.decryptNullable(sealed) ?? '';

export function openClientName(cipher: PhiCipher, row: NameRow): { firstName: string; lastName: string } {
  return {
    firstName: open(cipher, row.legacyFirstName, row.firstNameEnc),
    lastName: open(cipher, row.legacyLastName, row.lastNameEnc),
  };
}

export function openClientIdentity(
  cipher: PhiCipher,
  row: NameRow & {
    genderEnc: string | null;
    primaryConcernsEnc: string | null;
    legacyGender: string | null;
    legacyPrimaryConcerns: string[] | null;
  },
): ClientIdentity {
  const concerns = cipher.decryptNullable(row.primaryConcernsEnc);
  return {
    ...openClientName(cipher, row),
    gender: open(cipher, row.legacyGender, row.genderEnc),
    primaryConcerns:
      row.legacyPrimaryConcerns ?? (concerns === null ? [] : (JSON.parse(concerns) as string[])),
  };
}

/**
 * Code-point order: how PostgreSQL's C collation (PGlite's, and the server's C.UTF-8) ordered these names
 * while they were plaintext columns, so lists sorted after decryption keep the order they had.
 */
export function compareCodePoints(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a.codePointAt(i) ?? 0;
    const y = b.codePointAt(i) ?? 0;
    if (x !== y) return x < y ? -1 : 1;
    if (x > 0xffff) i++;
  }
  return a.length - b.length;
}

/**
 * The blind index of a therapy on a client's plan. The client's id is part of what is hashed, so equal therapies
 * of two clients get unrelated values and the index shows nothing across clients.
 */
export const planTherapyIndex = (cipher: PhiCipher, clientId: string, therapy: string): string =>
  cipher.blindIndex(`${clientId}\u0000${therapy}`);
