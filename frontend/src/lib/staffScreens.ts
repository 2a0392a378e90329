import { paths, type PathKey } from './paths';
import type { CurrentUser } from './session/user';

type Role = CurrentUser['role'];

export interface StaffScreen {
  label: string;
  path: PathKey;
  /** A query string the screen opens with, e.g. "?tab=review". */
  search?: string;
  /** Who may open it (the server refuses everyone else). */
  roles: readonly Role[];
}

const STAFF: readonly Role[] = ['moderator', 'admin'];
const ADMINS: readonly Role[] = ['admin'];

/**
 * The admin console's screens, in the order the console's navigation and the account menu list
 * them: each module's management screen, for the roles that may open it.
 */
export const staffScreens: readonly StaffScreen[] = [
  { label: 'Users', path: 'admin', roles: ADMINS },
  { label: 'Partners', path: 'adminPartners', roles: ADMINS },
  { label: 'Content', path: 'adminRoadmaps', roles: STAFF },
  { label: 'Problems', path: 'adminPractice', roles: STAFF },
  { label: 'Blog posts', path: 'adminBlog', roles: STAFF },
  { label: 'Marketplace', path: 'adminMarketplace', roles: STAFF },
  { label: 'Suggestions', path: 'adminResources', roles: STAFF },
  { label: 'Links', path: 'adminLinks', roles: STAFF },
  { label: 'Review queue', path: 'projectFeedback', search: '?tab=review', roles: STAFF },
  { label: 'Orders', path: 'adminOrders', roles: ADMINS },
  { label: 'Inbox', path: 'adminInbox', roles: ADMINS },
  { label: 'Security reports', path: 'adminSecurityReports', roles: ADMINS },
  { label: 'Audit log', path: 'adminAuditLog', roles: ADMINS },
];

/** The screens `role` may open, with their addresses. */
export function staffScreensFor(role: Role | undefined): Array<{ label: string; to: string }> {
  if (!role) return [];
  return staffScreens
    .filter((screen) => screen.roles.includes(role))
    .map((screen) => ({ label: screen.label, to: `${paths[screen.path]}${screen.search ?? ''}` }));
}
