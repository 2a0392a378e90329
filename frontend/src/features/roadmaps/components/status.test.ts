import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../app/theme';
import { STATUS_DOT_COLORS, STATUS_ORDER } from './status';

/** A Mantine colour as the Badge resolves it: "gray.6" is that shade, a bare "gray" the theme's primary shade. */
function hex(color: string): string {
  const [name, shade] = color.split('.');
  const primaryShade = typeof theme.primaryShade === 'number' ? theme.primaryShade : 6;
  return DEFAULT_THEME.colors[name!]![shade === undefined ? primaryShade : Number(shade)]!;
}

function luminance(color: string): number {
  const channel = (i: number) => {
    const c = parseInt(color.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

describe('status dots', () => {
  // The dot badge's background: white in light, dark 5 in dark (Mantine's Badge.css).
  it.each([
    ['light', '#ffffff'],
    ['dark', DEFAULT_THEME.colors.dark[5]],
  ])('stand out 3:1 from the badge in %s', (_scheme, background) => {
    for (const status of STATUS_ORDER)
      expect(contrast(hex(STATUS_DOT_COLORS[status]), background!), status).toBeGreaterThanOrEqual(3);
  });
});
