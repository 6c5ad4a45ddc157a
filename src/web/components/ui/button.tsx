import { cva, type VariantProps } from 'class-variance-authority';
import { Loader2, type LucideIcon } from 'lucide-react';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

/** The button look, also for a link that acts as a button (a download, a route to open). */
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60',
  {
    variants: {
      variant: {
        primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-700/50',
        secondary:
          'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
        ghost: 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
        danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-red-700/50',
      },
      size: { sm: 'px-2.5 py-1 text-xs', md: 'px-3.5 py-2 text-sm' },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & VariantProps<typeof buttonVariants>;

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, className, type = 'button', ...props },
  ref,
) {
  return (
    <button ref={ref} type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />
  );
});

/** A button's icon, turned into a spinner while the button's action runs (nothing then, without an icon). */
export function BusyIcon({ isBusy, icon: Icon }: { isBusy: boolean; icon?: LucideIcon }) {
  if (isBusy) return <Loader2 className="size-4 animate-spin" aria-hidden />;
  return Icon ? <Icon className="size-4" aria-hidden /> : null;
}
