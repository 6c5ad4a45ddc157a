/**
 * The contract's zod: zod itself, except that every `z.string()` refuses NUL characters and unpaired UTF-16
 * surrogates. PostgreSQL cannot store the first, and the second is not text at all (it becomes U+FFFD, or an
 * error, on its way to UTF-8). Contract files import `* as z` from here, never from 'zod' (a test holds them to
 * it), so every text field of every request is checked once, here, and answers 400 with this message.
 */
import { z as zod } from 'zod';

export * from 'zod';

export const UNSAFE_TEXT_MESSAGE = 'Text must not contain NUL characters or unpaired surrogates.';

const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True for text that holds a NUL character or half of a surrogate pair. */
export function hasUnsafeText(value: string): boolean {
  return value.includes('\u0000') || UNPAIRED_SURROGATE.test(value);
}

/** `z.string()`, refusing unsafe text before any other check runs. */
export function string(params?: Parameters<typeof zod.string>[0]): zod.ZodString {
  return zod.string(params).refine((value) => !hasUnsafeText(value), { error: UNSAFE_TEXT_MESSAGE });
}
