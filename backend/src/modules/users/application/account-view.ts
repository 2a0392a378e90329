import type { AccountView } from '../contracts/views.js';
import type { User } from '../domain/user.js';

/** The views of frozen (cached, immutable) snapshots: one per snapshot, so callers may key caches on it. */
const viewsOfSnapshots = new WeakMap<Readonly<User>, AccountView>();

/**
 * The account as other modules read it: a plain frozen copy of the aggregate's data (never the
 * aggregate, which a caller could change or an EntityManager could flush).
 */
export function accountViewOf(user: Readonly<User>): AccountView {
  if (!Object.isFrozen(user)) return copyOf(user);
  let view = viewsOfSnapshots.get(user);
  if (!view) {
    view = copyOf(user);
    viewsOfSnapshots.set(user, view);
  }
  return view;
}

function copyOf(user: Readonly<User>): AccountView {
  return Object.freeze({
    id: user.id,
    username: user.username,
    email: user.email,
    emailNormalized: user.emailNormalized,
    fullName: user.fullName,
    profilePicUrl: user.profilePicUrl,
    bio: user.bio,
    role: user.role,
    isVerified: user.isVerified,
    premiumTier: user.premiumTier,
    source: user.source,
    timeZone: user.timeZone,
    handle: user.handle,
    privacy: Object.freeze(user.privacy),
    suspendedAt: user.suspendedAt,
    suspensionReason: user.suspensionReason,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  });
}
