import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('keeps the later of two conflicting Tailwind classes', () => {
    expect(cn('px-3 py-2 text-sm', 'px-4')).toBe('py-2 text-sm px-4');
    expect(cn('bg-brand-700 text-white', 'bg-red-700')).toBe('text-white bg-red-700');
    expect(cn('w-full', 'w-auto sm:w-64')).toBe('w-auto sm:w-64');
  });

  it('keeps classes of different kinds and different modifiers side by side', () => {
    expect(cn('text-sm text-slate-600', 'dark:text-slate-300')).toBe(
      'text-sm text-slate-600 dark:text-slate-300',
    );
    expect(cn('border border-slate-300')).toBe('border border-slate-300');
  });

  it('drops falsy inputs and reads conditional objects and arrays', () => {
    const isActive = false;
    expect(cn('flex', isActive && 'bg-brand-50', undefined, null, '', 0, 'gap-2')).toBe('flex gap-2');
    expect(cn({ 'pr-4': true, 'text-right': false }, ['py-2', [false, 'font-medium']])).toBe(
      'pr-4 py-2 font-medium',
    );
  });
});
