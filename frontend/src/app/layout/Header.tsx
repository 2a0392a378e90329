import { ActionIcon, Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import IconLogin2 from '@tabler/icons-react/dist/esm/icons/IconLogin2.mjs';
import IconLogout from '@tabler/icons-react/dist/esm/icons/IconLogout.mjs';
import IconUser from '@tabler/icons-react/dist/esm/icons/IconUser.mjs';
import IconUserPlus from '@tabler/icons-react/dist/esm/icons/IconUserPlus.mjs';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../lib/paths';
import { ChunkBoundary } from '../../components/ChunkBoundary';
import { ColorSchemeToggle } from '../../components/ColorSchemeToggle';
import { HintTooltip } from '../../components/HintTooltip';
import { whenIdle } from '../../lib/idle';
import { initials } from '../../lib/initials';
import { useSession } from '../../lib/session/SessionProvider';
import type { CurrentUser } from '../../lib/session/user';
import { lazyPage } from '../lazyPage';
import { pages } from '../lazyPages';
import { AccountMenu } from './AccountMenu';
import { CartIndicator } from './CartIndicator';
import { ReviewIndicator } from './ReviewIndicator';
import classes from './Layout.module.css';
import { LogoMark } from './Logo';
import { mainLinks, SIGN_UP_PATH } from './navigation';
import { useLogout } from './useLogout';

// The slide-in menu (Mantine Drawer and its focus trap, scroll lock, portal)
// loads on first use, or when the browser is idle on a small screen.
const mobileMenu = lazyPage(() => import('./MobileMenu'));
const MobileMenu = mobileMenu.Page;
/**
 * Below 768 px (Mantine's sm; spec §2: "Below 768px a slide-in menu", "Mobile breakpoint 768px")
 * the header shows the burger and the slide-in menu. From 768 px to 991 px the links are compact,
 * the wordmark gives way to the logo and "Sign up" to its icon (its name stays), so that the eight
 * links, the account or sign-up buttons and the cart fit one line (e2e/layout-details.spec.ts).
 */
export const MENU_BREAKPOINT = 'sm';
const SMALL_SCREEN = '(max-width: 47.99em)';

/** The user's picture, or their initials (an icon while the session is restored). */
function UserAvatar({ user }: { user: CurrentUser | null }) {
  if (user?.profilePicUrl)
    return <img className={classes.avatar} src={user.profilePicUrl} alt="" width={30} height={30} />;
  const name = user ? user.fullName?.trim() || user.username : null;
  return (
    <span className={classes.avatar} aria-hidden="true">
      {name ? initials(name) : <IconUser size={18} stroke={1.75} />}
    </span>
  );
}

export function Header() {
  const { pathname } = useLocation();
  const { isSignedIn, user } = useSession();
  const logout = useLogout();
  const [menuOpened, menu] = useDisclosure(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const burgerRef = useRef<HTMLButtonElement>(null);

  // Logout leads to /auth: signed in, its chunk loads while the browser is idle, so that
  // signing out works offline too (spec §4).
  useEffect(() => {
    if (!isSignedIn) return;
    return whenIdle(() => void pages.auth.preload().catch(() => undefined), { fallbackMs: 2000 });
  }, [isSignedIn]);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function' || !window.matchMedia(SMALL_SCREEN).matches) return;
    whenIdle(() => void mobileMenu.preload().catch(() => undefined), { fallbackMs: 1500 });
  }, []);

  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.headerInner}>
        <Link to={paths.home} className={classes.brand} aria-label="DevPath home">
          <LogoMark />
          <span className={classes.brandText} aria-hidden="true">
            DevPath
          </span>
        </Link>

        <Group gap={4} wrap="nowrap">
          <Group gap="xs" visibleFrom={MENU_BREAKPOINT} wrap="nowrap">
            <nav aria-label="Main">
              <ul className={classes.nav} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {mainLinks.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className={classes.navLink}
                      aria-current={link.isActive(pathname) ? 'page' : undefined}
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>

            {isSignedIn ? (
              <Group gap={4} wrap="nowrap">
                <Group gap={0} wrap="nowrap">
                  <HintTooltip label="My Account">
                    <ActionIcon
                      component={Link}
                      to={paths.dashboard}
                      variant="subtle"
                      size="lg"
                      aria-label="My Account"
                    >
                      <UserAvatar user={user} />
                    </ActionIcon>
                  </HintTooltip>
                  <AccountMenu />
                </Group>
                <HintTooltip label="Logout">
                  <ActionIcon variant="subtle" size="lg" aria-label="Logout" onClick={logout}>
                    <IconLogout size={22} stroke={1.75} aria-hidden="true" />
                  </ActionIcon>
                </HintTooltip>
              </Group>
            ) : (
              <Group gap={4} wrap="nowrap">
                <HintTooltip label="Login / Register">
                  <ActionIcon component={Link} to={paths.auth} variant="subtle" size="lg" aria-label="Login / Register">
                    <IconLogin2 size={22} stroke={1.75} aria-hidden="true" />
                  </ActionIcon>
                </HintTooltip>
                <Button
                  component={Link}
                  to={SIGN_UP_PATH}
                  size="compact-md"
                  aria-label="Sign up"
                  classNames={{ label: classes.signUpLabel, section: classes.signUpIcon }}
                  leftSection={<IconUserPlus size={16} aria-hidden="true" />}
                >
                  Sign up
                </Button>
              </Group>
            )}
          </Group>

          <ReviewIndicator />
          <CartIndicator />
          <ColorSchemeToggle />
          <Burger
            ref={burgerRef}
            hiddenFrom={MENU_BREAKPOINT}
            opened={menuOpened}
            onClick={() => {
              setMenuUsed(true);
              menu.toggle();
            }}
            aria-label={menuOpened ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpened}
          />
        </Group>
      </Container>
      {menuUsed && (
        <ChunkBoundary>
          <Suspense fallback={null}>
            <MobileMenu
              opened={menuOpened}
              onNavigate={menu.close}
              onClose={() => {
                menu.close();
                burgerRef.current?.focus();
              }}
            />
          </Suspense>
        </ChunkBoundary>
      )}
    </header>
  );
}
