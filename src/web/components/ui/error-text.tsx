import { cva, type VariantProps } from 'class-variance-authority';
import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

const errorTextVariants = cva('font-medium text-red-700 dark:text-red-400', {
  variants: {
    size: { sm: 'text-sm', xs: 'text-xs', inherit: '' },
  },
  defaultVariants: { size: 'sm' },
});

/** A failure said in one line of red text, read out at once (`role="alert"`); `xs` is a form field's message. */
export function ErrorText({
  size,
  className,
  ...props
}: HTMLAttributes<HTMLParagraphElement> & VariantProps<typeof errorTextVariants>) {
  return <p role="alert" className={cn(errorTextVariants({ size }), className)} {...props} />;
}

/** A form's message that belongs to no one field (a server failure), or nothing when there is none. */
export function FormError({ message }: { message: string | undefined }) {
  return message ? <ErrorText>{message}</ErrorText> : null;
}
