import { THEMES, type Theme } from '#contract/settings-values';

/** The last theme this browser used, applied before the settings call answers so /app does not flash. */
export const THEME_STORAGE_KEY = 'cw-theme';
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

export function parseTheme(value: unknown): Theme | undefined {
  return THEMES.find((theme) => theme === value);
}

/** 'system' follows the operating system's colour scheme. */
export function isDarkTheme(theme: Theme, prefersDark: boolean): boolean {
  switch (theme) {
    case 'dark':
      return true;
    case 'light':
      return false;
    case 'system':
      return prefersDark;
  }
}

// Storage can be unavailable (private windows, blocked cookies); the theme then simply is not remembered.
export function readStoredTheme(): Theme | undefined {
  try {
    return parseTheme(window.localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return undefined;
  }
}

export function storeTheme(theme: Theme | undefined): void {
  try {
    if (theme) window.localStorage.setItem(THEME_STORAGE_KEY, theme);
    else window.localStorage.removeItem(THEME_STORAGE_KEY);
  } catch {
    // see readStoredTheme
  }
}

export function prefersDarkScheme(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_SCHEME_QUERY).matches;
}

/** Tailwind's `dark:` variants key off the `dark` class on <html>. */
export function applyDarkClass(isDark: boolean): void {
  document.documentElement.classList.toggle('dark', isDark);
  document.documentElement.style.colorScheme = isDark ? 'dark' : 'light';
}

export function clearDarkClass(): void {
  document.documentElement.classList.remove('dark');
  document.documentElement.style.colorScheme = '';
}
