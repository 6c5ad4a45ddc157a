/** Applies the clinician's theme to the whole app. Filled in with the settings screen. */
export function ThemeSync() {
  return null;
}
