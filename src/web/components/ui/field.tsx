import {
  forwardRef,
  type ComponentType,
  type RefAttributes,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { cn } from '../../lib/cn';
import { ErrorText } from './error-text';

export const CONTROL_CLASSES =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100 dark:scheme-dark';

/**
 * A labelled form control with its error message. The control gets the id, `aria-invalid` and
 * `aria-describedby` wiring; `children` receives them.
 */
export function Field({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  children: (props: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}) {
  const id = useId();
  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;
  const describedBy =
    [error ? messageId : undefined, hint ? hintId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <ErrorText id={messageId} size="xs">
          {error}
        </ErrorText>
      ) : null}
    </div>
  );
}

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, ...props },
  ref,
) {
  return <input ref={ref} className={cn(CONTROL_CLASSES, className)} {...props} />;
});

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(
  function Textarea({ className, ...props }, ref) {
    return <textarea ref={ref} className={cn(CONTROL_CLASSES, className)} {...props} />;
  },
);

export const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(function Select(
  { className, ...props },
  ref,
) {
  return <select ref={ref} className={cn(CONTROL_CLASSES, className)} {...props} />;
});

type FieldLabelling = { label: string; error?: string | undefined; hint?: string | undefined };

/** `Field` around one of the controls below, for the common case of a label, a hint and a message. */
function labelled<E extends HTMLElement, P extends object>(Control: ComponentType<P & RefAttributes<E>>) {
  return forwardRef<E, P & FieldLabelling>(function LabelledControl({ label, error, hint, ...props }, ref) {
    return (
      <Field label={label} error={error} hint={hint}>
        {(control) => <Control ref={ref} {...control} {...(props as P)} />}
      </Field>
    );
  });
}

export const InputField = labelled<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(Input);
export const TextareaField = labelled<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(
  Textarea,
);
export const SelectField = labelled<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(Select);
