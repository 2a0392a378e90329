import type { EntityManager } from '@mikro-orm/postgresql';
import type { Role } from '../../../platform/access/access.js';
import { normalize, User, type SignInSource } from '../domain/user.js';

export interface SeedProfile {
  username: string;
  email: string;
  fullName?: string | null;
  role?: Role;
  handle?: string | null;
  isVerified?: boolean;
  source?: SignInSource;
}

/**
 * The users facade for demo seeds (which run with a seed's EntityManager, in its transaction,
 * outside the Nest container): creates the profile unless its username, email or handle is
 * already someone's. Returns the new user's id, or null when nothing was created.
 */
export async function seedUserProfile(em: EntityManager, props: SeedProfile): Promise<number | null> {
  const username = normalize(props.username);
  const handle = props.handle ? normalize(props.handle) : null;
  const names = handle ? [username, handle] : [username];
  const taken = await em.count(User, {
    $or: [
      { usernameNormalized: { $in: names } },
      { handle: { $in: names } },
      { emailNormalized: normalize(props.email) },
    ],
  });
  if (taken > 0) return null;
  const user = new User({
    username: props.username,
    email: props.email,
    fullName: props.fullName,
    source: props.source ?? 'local',
  });
  user.role = props.role ?? 'user';
  user.isVerified = props.isVerified ?? false;
  user.handle = handle;
  em.persist(user);
  await em.flush();
  return user.id;
}
