import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import IconMoon from '@tabler/icons-react/dist/esm/icons/IconMoon.mjs';
import IconSun from '@tabler/icons-react/dist/esm/icons/IconSun.mjs';
import { HintTooltip } from './HintTooltip';

/** The header's switch between light and dark (pressed = dark). Settings also offers "System". */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const dark = useComputedColorScheme('light', { getInitialValueInEffect: false }) === 'dark';
  return (
    <HintTooltip label="Dark mode">
      <ActionIcon variant="subtle" size="lg" aria-label="Dark mode" aria-pressed={dark} onClick={() => setColorScheme(dark ? 'light' : 'dark')}>
        {dark ? <IconSun size={20} stroke={1.75} aria-hidden="true" /> : <IconMoon size={20} stroke={1.75} aria-hidden="true" />}
      </ActionIcon>
    </HintTooltip>
  );
}
