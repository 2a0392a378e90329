import { createTheme, type CSSVariablesResolver } from '@mantine/core';

const systemFonts = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/**
 * primaryShade 8: the default shade 6 of blue fails WCAG AA contrast for text
 * on white (ARCHITECTURE.md). System fonts: nothing to download before text shows.
 */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: 8,
  fontFamily: systemFonts,
  headings: { fontFamily: systemFonts, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Tooltip: { defaultProps: { openDelay: 700 } },
    // Mantine's close button of a dialog is an icon without a name: every dialog's says "Close"
    // (a dialog may name its own, as the slide-in menu's "Close menu").
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
  },
});

/**
 * Dimmed text in gray 7 instead of gray 6 on white, and dark 1 instead of dark 2 on the dark
 * body, for 4.5:1 contrast in both schemes; likewise success text (`c="var(--devpath-success-text)"`):
 * teal 9 on white, teal 4 on the dark body.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--devpath-success-text': 'var(--mantine-color-teal-9)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--devpath-success-text': 'var(--mantine-color-teal-4)',
  },
});
