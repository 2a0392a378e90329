import { generatePath } from 'react-router';

/**
 * Every page's address (spec §2), in one table: the route table (app/routes.tsx), the header,
 * footer and menus (app/layout/navigation.ts), the access guards (components/AccessGuards.tsx)
 * and the prerendered pages (prerender.tsx) all read it, so an address changes in one place.
 * Patterns use react-router's syntax; `pathTo` fills their parameters.
 */
export const paths = {
  home: '/',
  auth: '/auth',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  devOutbox: '/dev/outbox',
  quiz: '/quiz',
  quizResults: '/quiz/results',
  roadmaps: '/roadmaps',
  bootcamps: '/bootcamps',
  roadmap: '/roadmap/:slug',
  bootcamp: '/bootcamps/:id',
  exam: '/roadmap-exam/:id',
  dashboard: '/dashboard',
  settings: '/settings',
  resumeBuilder: '/resume-builder',
  resumeShared: '/resume-builder/shared/:token',
  projectFeedback: '/project-feedback',
  projectFeedbackDetail: '/project-feedback/:id',
  blog: '/blog',
  post: '/blog/:slug',
  admin: '/admin',
  adminRoadmaps: '/admin/roadmaps',
  adminPractice: '/admin/practice',
  adminResources: '/admin/resources',
  adminPartners: '/admin/partners',
  adminBlog: '/admin/blog',
  adminSecurityReports: '/admin/security-reports',
  adminAuditLog: '/admin/audit-log',
  adminInbox: '/admin/inbox',
  adminOrders: '/admin/orders',
  adminMarketplace: '/admin/marketplace',
  adminLinks: '/admin/links',
  securityReports: '/security-reports',
  securityReportStatus: '/security-reports/status/:token',
  cart: '/cart',
  marketplace: '/marketplace',
  product: '/marketplace/:slug',
  leaderboard: '/leaderboard',
  league: '/leaderboard-new',
  claimHandle: '/profile/claim',
  profileEditor: '/profile/edit/:handle',
  testPayment: '/test-payment',
  order: '/orders/:id',
  purchases: '/purchases',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  documentation: '/documentation',
  partners: '/partners',
  pricing: '/pricing',
  premium: '/premium',
  reportBug: '/report-bug',
  contact: '/contact',
  about: '/about',
  resources: '/resources',
  practice: '/practice',
  problem: '/practice/problem/:id',
  review: '/review',
  verifyCertificate: '/verify-certificate/:code?',
  myCertificates: '/my-certificates',
} as const;

export type PathKey = keyof typeof paths;

/** "Sign up" opens /auth on its Register tab. */
export const SIGN_UP_PATH = `${paths.auth}?tab=register`;

/**
 * "Report a bug" carries the page it was followed from (`/report-bug?from=/roadmaps`), so the
 * report names it (issue 26); on the bug report itself it names no page. The footer's link and
 * the ones in pages' text use it alike.
 */
export function reportBugLink(here: { pathname: string; search: string }): string {
  if (here.pathname === paths.reportBug) return paths.reportBug;
  return `${paths.reportBug}?${new URLSearchParams({ from: here.pathname + here.search })}`;
}

/** A public profile's address, "/@{handle}" (a single segment the route table checks itself). */
export const profilePath = (handle: string) => `/@${handle}`;

/** The address of a page whose pattern has parameters: pathTo('roadmap', { slug: 'frontend' }). */
export function pathTo<K extends PathKey>(
  key: K,
  params?: Parameters<typeof generatePath<(typeof paths)[K]>>[1],
): string {
  return generatePath(paths[key], params as never);
}

/** The route table's path for a page: its pattern without the leading "/" (routes nest under the root layout). */
export const routePath = (key: PathKey) => paths[key].slice(1);

/** The fixed part of a page's pattern, before its first parameter: "/roadmap" for "/roadmap/:slug". */
export const pathPrefix = (key: PathKey) => paths[key].split('/:')[0];
