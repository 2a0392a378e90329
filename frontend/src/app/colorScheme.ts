import { localStorageColorSchemeManager } from '@mantine/core';

/**
 * Light, dark, or the system's scheme (the default), remembered in localStorage.
 * public/route-flag.js reads the same key to set the scheme before the first paint.
 */
export const COLOR_SCHEME_KEY = 'mantine-color-scheme-value';
export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });
