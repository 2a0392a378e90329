import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Divider.css';
import { Button, Divider, Drawer, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session/SessionProvider';
import classes from './Layout.module.css';
import { accountLinks, documentationLink, mainLinks, SIGN_UP_PATH } from './navigation';
import { useLogout } from './useLogout';

export interface MobileMenuProps {
  opened: boolean;
  /** Closed with Escape, the close button or the overlay: focus goes back to the burger. */
  onClose: () => void;
  /** Closed because the user followed a link or logged out. */
  onNavigate: () => void;
}

/** Below 768 px (see MENU_BREAKPOINT in Header.tsx): the slide-in menu of spec §2. */
function MobileMenu({ opened, onClose, onNavigate }: MobileMenuProps) {
  const { pathname } = useLocation();
  const { isSignedIn, user } = useSession();
  const logout = useLogout();
  const links = [...mainLinks, documentationLink];

  return (
    <Drawer
      id="mobile-menu"
      opened={opened}
      onClose={onClose}
      returnFocus={false}
      position="right"
      size={300}
      title="Menu"
      hiddenFrom="sm"
      closeButtonProps={{ 'aria-label': 'Close menu' }}
    >
      <nav aria-label="Mobile">
        <Stack gap={2}>
          {links.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              className={classes.drawerLink}
              aria-current={link.isActive(pathname) ? 'page' : undefined}
              onClick={onNavigate}
            >
              {link.label}
            </Link>
          ))}
        </Stack>
        <Divider my="sm" />
        <Stack gap={2}>
          {isSignedIn ? (
            <>
              {accountLinks(user).map((link) => (
                <Link
                  key={link.to}
                  to={link.to}
                  className={classes.drawerLink}
                  aria-current={pathname === link.to ? 'page' : undefined}
                  onClick={onNavigate}
                >
                  {link.label}
                </Link>
              ))}
              <button
                type="button"
                className={classes.drawerButton}
                onClick={() => {
                  onNavigate();
                  logout();
                }}
              >
                Logout
              </button>
            </>
          ) : (
            <>
              <Link
                to={paths.auth}
                className={classes.drawerLink}
                aria-current={pathname === paths.auth ? 'page' : undefined}
                onClick={onNavigate}
              >
                Login / Register
              </Link>
              {/* The spec names "Login / Register"; a newcomer's way in is the primary button (issue 26). */}
              <Button component={Link} to={SIGN_UP_PATH} fullWidth mt="xs" onClick={onNavigate}>
                Sign up
              </Button>
            </>
          )}
        </Stack>
      </nav>
    </Drawer>
  );
}

export default MobileMenu;
