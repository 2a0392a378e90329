import { ActionIcon } from '@mantine/core';
import IconChevronDown from '@tabler/icons-react/dist/esm/icons/IconChevronDown.mjs';
import { useCallback, useEffect, useRef, useState } from 'react';
import { whenIdle } from '../../lib/idle';
import { lazyPage } from '../lazyPage';
import { ACCOUNT_MENU_LABEL } from './navigation';

// The user menu (Mantine Menu with its positioning engine, ~18 kB gzip) is not part of
// the first paint: it loads when the browser is idle; pointing at or focusing the button
// loads it at once, and a click before it has loaded opens it as soon as it has.
const userMenu = lazyPage(() => import('./UserMenu'));
const UserMenu = userMenu.Page;
// Pointing at or focusing the button only warms the chunk: swapping the button under a
// pointer that is pressing it would lose the click.
const preload = () => void userMenu.preload().catch(() => undefined);

/**
 * The placeholder stays the very same button (same DOM node, keeping the keyboard focus)
 * until the menu's chunk has loaded; only then does the real menu replace it, in one
 * render without a Suspense fallback in between. (Swapping to a fallback button while the
 * chunk loaded dropped the focus, and an Enter pressed meanwhile went nowhere.)
 */
export function AccountMenu() {
  const [loaded, setLoaded] = useState(false);
  const [openRequested, setOpenRequested] = useState(false);
  const focused = useRef(false);
  const live = useRef(true);

  // Swaps the placeholder for the menu once its chunk is there (on idle, or on a click).
  const load = useCallback(() => {
    void userMenu.preload().then(
      () => {
        if (live.current) setLoaded(true);
      },
      () => undefined, // offline: the placeholder stays; the next focus or click tries again
    );
  }, []);

  useEffect(() => {
    live.current = true;
    const cancel = whenIdle(load, { fallbackMs: 1500 });
    return () => {
      live.current = false;
      cancel();
    };
  }, [load]);

  if (loaded) return <UserMenu openOnMount={openRequested} focusOnMount={focused.current} />;
  return (
    <ActionIcon
      variant="subtle"
      size="lg"
      aria-label={ACCOUNT_MENU_LABEL}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={() => {
        focused.current = true;
        preload();
      }}
      onBlur={() => (focused.current = false)}
      onClick={() => {
        setOpenRequested(true);
        load();
      }}
    >
      <IconChevronDown size={18} stroke={2} aria-hidden="true" />
    </ActionIcon>
  );
}
