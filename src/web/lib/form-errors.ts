import {
  get,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormReturn,
  type UseFormSetError,
} from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts a 400's issues on the form fields they name, focusing the first (`fields` in the form's order; `within`
 * names the object they sit in, e.g. `['profile']`). Answers whether any did, so the caller shows anything else
 * as one message.
 */
export function showFieldIssues<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  within: readonly string[] = [],
): boolean {
  const messages: Partial<Record<Path<T>, string>> =
    error instanceof ApiError ? error.fieldErrors(fields, within) : {};
  const invalid = fields.filter((field) => messages[field] !== undefined);
  invalid.forEach((field, index) =>
    setError(field, { message: messages[field] }, { shouldFocus: index === 0 }),
  );
  return invalid.length > 0;
}

/**
 * A registered control's props with its message, for `InputField` and its kin:
 * `<InputField label="Email" {...bindField(form, 'email')} />`.
 */
export function bindField<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'register' | 'formState'>,
  name: Path<T>,
  options?: RegisterOptions<T, Path<T>>,
) {
  const fieldError: { message?: string } | undefined = get(form.formState.errors, name);
  return { ...form.register(name, options), error: fieldError?.message };
}
