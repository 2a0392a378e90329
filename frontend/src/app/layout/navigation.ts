import type { CurrentUser } from '../../lib/session/user';

export interface MainLink {
  label: string;
  to: string;
  /** Whether the link is the active one for a pathname. */
  isActive: (pathname: string) => boolean;
}

const under = (...prefixes: string[]) => (pathname: string) =>
  prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/** The header links of spec §2, in order. */
export const mainLinks: MainLink[] = [
  { label: 'Home', to: '/', isActive: (pathname) => pathname === '/' },
  { label: 'Career', to: '/quiz', isActive: under('/quiz') },
  { label: 'Roadmaps', to: '/roadmaps', isActive: under('/roadmaps', '/bootcamps', '/roadmap', '/roadmap-exam') },
  { label: 'Marketplace', to: '/marketplace', isActive: under('/marketplace') },
  { label: 'Blog', to: '/blog', isActive: under('/blog') },
  { label: 'Leaderboard', to: '/leaderboard', isActive: under('/leaderboard', '/leaderboard-new') },
  { label: 'Resources', to: '/resources', isActive: under('/resources') },
];

/** The slide-in menu adds Documentation after the header links. */
export const documentationLink: MainLink = {
  label: 'Documentation',
  to: '/documentation',
  isActive: under('/documentation'),
};

/** "Sign up" opens /auth on its Register tab. */
export const SIGN_UP_PATH = '/auth?tab=register';

/** The name of the button that opens the signed-in user's menu. */
export const ACCOUNT_MENU_LABEL = 'Account menu';

export interface AccountLink {
  label: string;
  to: string;
}

/**
 * The signed-in user's places, in the user menu and the slide-in menu: Dashboard, Profile
 * (the public profile, or the handle-claim screen when none), Settings, then Admin for
 * admins and Moderation for moderators and admins.
 */
export function accountLinks(user: Pick<CurrentUser, 'handle' | 'role'> | null): AccountLink[] {
  const links: AccountLink[] = [
    { label: 'Dashboard', to: '/dashboard' },
    { label: 'Profile', to: user?.handle ? `/@${user.handle}` : '/profile/claim' },
    { label: 'Settings', to: '/settings' },
  ];
  if (user?.role === 'admin') links.push({ label: 'Admin', to: '/admin' });
  if (user?.role === 'admin' || user?.role === 'moderator') {
    links.push({ label: 'Content', to: '/admin/roadmaps' });
    links.push({ label: 'Problems', to: '/admin/practice' });
    links.push({ label: 'Blog posts', to: '/admin/blog' });
    links.push({ label: 'Suggestions', to: '/admin/resources' });
    links.push({ label: 'Moderation', to: '/admin/security-reports' });
  }
  return links;
}
