import { ActionIcon } from '@mantine/core';
import IconChevronDown from '@tabler/icons-react/dist/esm/icons/IconChevronDown.mjs';
import { Suspense, useEffect, useRef, useState } from 'react';
import { ChunkBoundary } from '../../components/ChunkBoundary';
import { whenIdle } from '../../lib/idle';
import { lazyPage } from '../lazyPage';
import { ACCOUNT_MENU_LABEL } from './navigation';

// The user menu (Mantine Menu with its positioning engine, ~18 kB gzip) is not part of
// the first paint: it loads when the browser is idle; pointing at or focusing the button
// loads it at once, and a click before it has loaded opens it as soon as it has.
const userMenu = lazyPage(() => import('./UserMenu'));
const UserMenu = userMenu.Page;
const preload = () => void userMenu.preload().catch(() => undefined);

export function AccountMenu() {
  const [state, setState] = useState<'waiting' | 'load' | 'open'>('waiting');
  const placeholder = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);

  const swap = (next: 'load' | 'open') => {
    hadFocus.current = document.activeElement === placeholder.current;
    setState((current) => (current === 'open' ? current : next));
  };

  useEffect(() => whenIdle(() => swap('load'), { fallbackMs: 1500 }), []);

  const button = (
    <ActionIcon
      ref={placeholder}
      variant="subtle"
      size="lg"
      aria-label={ACCOUNT_MENU_LABEL}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => swap('open')}
    >
      <IconChevronDown size={18} stroke={2} aria-hidden="true" />
    </ActionIcon>
  );
  if (state === 'waiting') return button;
  return (
    <ChunkBoundary fallback={button}>
      <Suspense fallback={button}>
        <UserMenu openOnMount={state === 'open'} focusOnMount={hadFocus.current} />
      </Suspense>
    </ChunkBoundary>
  );
}
