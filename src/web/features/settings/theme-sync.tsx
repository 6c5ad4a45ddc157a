import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import type { Theme } from '#contract/settings';
import { useSettings } from '../../api/settings';
import {
  DARK_SCHEME_QUERY,
  applyDarkClass,
  clearDarkClass,
  isDarkTheme,
  prefersDarkScheme,
  readStoredTheme,
  storeTheme,
} from './lib/theme';

function subscribeToColorScheme(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const media = window.matchMedia(DARK_SCHEME_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/**
 * Applies the clinician's theme to the whole workspace by toggling `dark` on <html>. Until the settings call
 * answers it uses the theme this browser last saw, so pages do not flash light; if the call fails or the
 * visitor is signed out it keeps that theme. Rendered once by the app shell, so it stays small: no UI imports.
 */
export function ThemeSync() {
  const [storedTheme] = useState(readStoredTheme);
  const { data: settings } = useSettings();
  const theme: Theme = settings?.theme ?? storedTheme ?? 'system';
  const prefersDark = useSyncExternalStore(subscribeToColorScheme, prefersDarkScheme);

  // A layout effect sets the class before the browser paints the shell.
  useLayoutEffect(() => {
    applyDarkClass(isDarkTheme(theme, prefersDark));
  }, [theme, prefersDark]);

  useEffect(() => {
    if (settings) storeTheme(settings.theme);
  }, [settings]);

  // Leaving the workspace for the landing page hands <html> back in its default state.
  useLayoutEffect(() => clearDarkClass, []);

  return null;
}
