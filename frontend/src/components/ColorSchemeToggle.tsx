import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import IconMoon from '@tabler/icons-react/dist/esm/icons/IconMoon.mjs';
import IconSun from '@tabler/icons-react/dist/esm/icons/IconSun.mjs';
import { HintTooltip } from './HintTooltip';

/**
 * The header's switch between light and dark (pressed = dark). Settings also offers "System".
 * Both icons are rendered and the stylesheet shows the one for the scheme on <html> (Mantine's
 * light-hidden/dark-hidden, as its lightHidden/darkHidden props): a prerendered page paints
 * before any script but public/route-flag.js, which sets that attribute, so an icon picked in
 * React would be the light one there (the moon in dark) until the app took over.
 */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const dark = useComputedColorScheme('light', { getInitialValueInEffect: false }) === 'dark';
  return (
    <HintTooltip label="Dark mode">
      <ActionIcon
        variant="subtle"
        size="lg"
        aria-label="Dark mode"
        aria-pressed={dark}
        onClick={() => setColorScheme(dark ? 'light' : 'dark')}
      >
        <IconMoon className="mantine-dark-hidden" size={20} stroke={1.75} aria-hidden="true" />
        <IconSun className="mantine-light-hidden" size={20} stroke={1.75} aria-hidden="true" />
      </ActionIcon>
    </HintTooltip>
  );
}
