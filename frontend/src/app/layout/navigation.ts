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
