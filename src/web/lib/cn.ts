import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names, dropping falsy ones, and lets a later Tailwind class override an earlier one of the same
 * kind (`cn('px-3', 'px-4')` is `px-4`), so a caller's `className` wins over a component's default.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
