import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import { ActionIcon, Menu } from '@mantine/core';
import IconChevronDown from '@tabler/icons-react/dist/esm/icons/IconChevronDown.mjs';
import IconCode from '@tabler/icons-react/dist/esm/icons/IconCode.mjs';
import IconCrown from '@tabler/icons-react/dist/esm/icons/IconCrown.mjs';
import IconInbox from '@tabler/icons-react/dist/esm/icons/IconInbox.mjs';
import IconLayoutDashboard from '@tabler/icons-react/dist/esm/icons/IconLayoutDashboard.mjs';
import IconLogout from '@tabler/icons-react/dist/esm/icons/IconLogout.mjs';
import IconSettings from '@tabler/icons-react/dist/esm/icons/IconSettings.mjs';
import IconShield from '@tabler/icons-react/dist/esm/icons/IconShield.mjs';
import IconShieldCheck from '@tabler/icons-react/dist/esm/icons/IconShieldCheck.mjs';
import IconShoppingBag from '@tabler/icons-react/dist/esm/icons/IconShoppingBag.mjs';
import IconUser from '@tabler/icons-react/dist/esm/icons/IconUser.mjs';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../lib/session/SessionProvider';
import { ACCOUNT_MENU_LABEL, userMenuLinks } from './navigation';
import { useLogout } from './useLogout';

const ICONS: Record<string, ReactNode> = {
  Dashboard: <IconLayoutDashboard size={18} aria-hidden="true" />,
  Practice: <IconCode size={18} aria-hidden="true" />,
  Profile: <IconUser size={18} aria-hidden="true" />,
  Settings: <IconSettings size={18} aria-hidden="true" />,
  'My purchases': <IconShoppingBag size={18} aria-hidden="true" />,
  'Go premium': <IconCrown size={18} aria-hidden="true" />,
  'My membership': <IconCrown size={18} aria-hidden="true" />,
  Admin: <IconShieldCheck size={18} aria-hidden="true" />,
  Inbox: <IconInbox size={18} aria-hidden="true" />,
  'Security reports': <IconShield size={18} aria-hidden="true" />,
};

/**
 * The signed-in user's menu (Mantine Menu: Enter, Space or ArrowDown opens it, arrows move,
 * Escape closes it and returns focus): Dashboard, Practice, Profile, Settings, My purchases, Go premium (or
 * My membership), Admin and the staff
 * screens (Inbox and Security reports for admins), Sign out. Loaded after the first paint (see AccountMenu).
 */
function UserMenu({ openOnMount = false, focusOnMount = false }: { openOnMount?: boolean; focusOnMount?: boolean }) {
  const { user } = useSession();
  const logout = useLogout();
  const trigger = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  const name = user ? user.fullName?.trim() || user.username : null;

  // It replaces a placeholder button that may have had the focus or been clicked. Focused
  // first, the button gets the focus back when the menu closes.
  useEffect(() => {
    if (focusOnMount || openOnMount) trigger.current?.focus();
    if (openOnMount) setOpened(true);
  }, [focusOnMount, openOnMount]);

  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" width={230} shadow="md" withinPortal>
      <Menu.Target>
        <ActionIcon ref={trigger} variant="subtle" size="lg" aria-label={ACCOUNT_MENU_LABEL}>
          <IconChevronDown size={18} stroke={2} aria-hidden="true" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {name && (
          <Menu.Label>
            {name}
            {user?.handle ? ` · @${user.handle}` : ''}
          </Menu.Label>
        )}
        {userMenuLinks(user).map((link) => (
          <Menu.Item key={link.to} component={Link} to={link.to} leftSection={ICONS[link.label]}>
            {link.label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={18} aria-hidden="true" />} onClick={logout}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

export default UserMenu;
