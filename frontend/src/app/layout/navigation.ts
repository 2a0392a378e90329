import { pathPrefix, paths, profilePath, SIGN_UP_PATH } from '../../lib/paths';
import type { CurrentUser } from '../../lib/session/user';
import { staffScreensFor } from '../../lib/staffScreens';

export { SIGN_UP_PATH };

export interface MainLink {
  label: string;
  to: string;
  /** Whether the link is the active one for a pathname. */
  isActive: (pathname: string) => boolean;
}

const under =
  (...prefixes: string[]) =>
  (pathname: string) =>
    prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/**
 * The header links of spec §2, in order, with Practice after Roadmaps (issue 26: coding practice
 * had no way in but a dashboard card).
 */
export const mainLinks: MainLink[] = [
  { label: 'Home', to: paths.home, isActive: (pathname) => pathname === paths.home },
  { label: 'Career', to: paths.quiz, isActive: under(paths.quiz) },
  {
    label: 'Roadmaps',
    to: paths.roadmaps,
    isActive: under(paths.roadmaps, paths.bootcamps, pathPrefix('roadmap'), pathPrefix('exam')),
  },
  { label: 'Practice', to: paths.practice, isActive: under(paths.practice) },
  { label: 'Marketplace', to: paths.marketplace, isActive: under(paths.marketplace) },
  { label: 'Blog', to: paths.blog, isActive: under(paths.blog) },
  { label: 'Leaderboard', to: paths.leaderboard, isActive: under(paths.leaderboard, paths.league) },
  { label: 'Resources', to: paths.resources, isActive: under(paths.resources) },
];

/** The slide-in menu adds Documentation after the header links. */
export const documentationLink: MainLink = {
  label: 'Documentation',
  to: paths.documentation,
  isActive: under(paths.documentation),
};

/** The name of the button that opens the signed-in user's menu. */
export const ACCOUNT_MENU_LABEL = 'Account menu';

export interface AccountLink {
  label: string;
  to: string;
}

/**
 * The signed-in user's places, in the user menu and the slide-in menu: Dashboard, Profile
 * (the public profile, or the handle-claim screen when none), Settings, My purchases, premium
 * (the plans for a free member, their membership for a premium one), then the admin console's
 * screens the user's role opens (lib/staffScreens.ts).
 */
export function accountLinks(user: Pick<CurrentUser, 'handle' | 'role' | 'premiumTier'> | null): AccountLink[] {
  const links: AccountLink[] = [
    { label: 'Dashboard', to: paths.dashboard },
    { label: 'Profile', to: user?.handle ? profilePath(user.handle) : paths.claimHandle },
    { label: 'Settings', to: paths.settings },
    { label: 'My purchases', to: paths.purchases },
    user?.premiumTier === 'premium'
      ? { label: 'My membership', to: paths.premium }
      : { label: 'Go premium', to: paths.pricing },
  ];
  // The admin console's screens (lib/staffScreens.ts); "Users" is the console's home, "Admin" here.
  for (const screen of staffScreensFor(user?.role))
    links.push(screen.label === 'Users' ? { ...screen, label: 'Admin' } : screen);
  return links;
}

/**
 * The user menu's links: the account's places with Practice after Dashboard (the slide-in menu
 * has Practice among its main links already).
 */
export function userMenuLinks(user: Pick<CurrentUser, 'handle' | 'role' | 'premiumTier'> | null): AccountLink[] {
  const [dashboard, ...rest] = accountLinks(user);
  return [dashboard, { label: 'Practice', to: paths.practice }, ...rest];
}
