import type { z } from 'zod';
import type { PhiCipher } from './phi-cipher';

/** A clinical document as one encrypted JSON text, the way workflow rows hold theirs. */
export const sealJson = (cipher: PhiCipher, value: unknown): string => cipher.encrypt(JSON.stringify(value));

/** The document `sealJson` stored, checked against its schema so a row written by an older shape fails loudly. */
export const openJson = <S extends z.ZodType>(cipher: PhiCipher, schema: S, stored: string): z.output<S> =>
  schema.parse(JSON.parse(cipher.decrypt(stored)));
