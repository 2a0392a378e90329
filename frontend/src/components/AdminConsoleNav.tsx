import { Button, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useSession } from '../lib/session/SessionProvider';
import { staffScreensFor } from '../lib/staffScreens';

/**
 * The admin console's navigation, at the top of every management screen: the screens the
 * signed-in staff member may open (lib/staffScreens.ts), the current one marked.
 */
export function AdminConsoleNav() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const screens = staffScreensFor(user?.role);
  if (screens.length === 0) return null;
  return (
    <Group component="nav" aria-label="Admin console" gap={4} mb="lg" wrap="wrap">
      {screens.map((screen) => {
        const current = pathname === screen.to;
        return (
          <Button
            key={screen.to}
            component={Link}
            to={screen.to}
            size="compact-sm"
            variant={current ? 'light' : 'subtle'}
            aria-current={current ? 'page' : undefined}
          >
            {screen.label}
          </Button>
        );
      })}
    </Group>
  );
}
