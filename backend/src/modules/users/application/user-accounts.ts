import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { randomInt } from 'node:crypto';
import type { AuthenticatedUser, Role } from '../../../platform/access/access.js';
import { DomainError } from '../../../platform/errors/domain-error.js';
import { EventOutbox } from '../../../platform/events/event-outbox.js';
import type { UserDeleted, UserSuspended } from '../contracts/events.js';
import type { PublicCard } from '../contracts/views.js';
import { checkHandleForm, normalize, User, type PremiumTier, type Privacy, type SignInSource } from '../domain/user.js';
import { UserRepository, type RoleChange } from '../domain/user.repository.js';
import { LearnerProgressSource } from './learner-progress.port.js';

const notFound = () => new DomainError('not_found', 'USER_NOT_FOUND', 'No such user.');

/** The users module's application service: accounts, profiles, handles and roles. */
@Injectable()
export class UserAccounts {
  constructor(
    private readonly users: UserRepository,
    private readonly events: EventOutbox,
    private readonly em: EntityManager,
    private readonly progress: LearnerProgressSource,
  ) {}

  async get(id: number): Promise<User> {
    const user = await this.users.findById(id);
    if (!user) throw notFound();
    return user;
  }

  /** The user for display only (GET /me, stats): may be served from the snapshot cache. */
  async view(id: number): Promise<Readonly<User>> {
    const user = await this.users.findSnapshotById(id);
    if (!user) throw notFound();
    return user;
  }

  findByLogin(usernameOrEmail: string) {
    return this.users.findByLogin(usernameOrEmail);
  }

  /** view() without the 404: null when the account is gone (authentication asks on every request). */
  findView(id: number): Promise<Readonly<User> | null> {
    return this.users.findSnapshotById(id);
  }

  /** findView answered from memory alone: undefined when only the database can tell. */
  peekView(id: number): Readonly<User> | undefined {
    return this.users.peekSnapshotById(id);
  }

  findByEmail(email: string) {
    return this.users.findByEmail(email);
  }

  /**
   * Creates an account's profile; duplicate username or email → 409 with a message the SPA
   * shows. Its sign-in methods belong to auth, which calls this in the transaction that stores them.
   */
  async create(props: {
    username: string;
    email: string;
    fullName?: string | null;
    source?: SignInSource;
    isVerified?: boolean;
    profilePicUrl?: string | null;
  }): Promise<User> {
    if (await this.users.usernameTaken(props.username)) {
      throw new DomainError('conflict', 'USERNAME_TAKEN', 'This username is already taken.', { field: 'username' });
    }
    if (await this.users.emailTaken(props.email)) {
      throw new DomainError('conflict', 'EMAIL_TAKEN', 'An account with this email already exists.', {
        field: 'email',
      });
    }
    const user = new User(props);
    user.isVerified = props.isVerified ?? false;
    user.profilePicUrl = props.profilePicUrl ?? null;
    await this.users.save(user);
    return user;
  }

  /** A free username derived from `seed` (an email local part or a display name). */
  async generateUsername(seed: string): Promise<string> {
    const base = (
      seed
        .normalize('NFKD')
        .replace(/[^A-Za-z0-9_-]+/g, '')
        .slice(0, 20) || 'learner'
    ).padEnd(3, '0');
    if (!(await this.users.usernameTaken(base))) return base;
    for (let i = 0; i < 20; i++) {
      const candidate = `${base}-${randomInt(1000, 999_999)}`;
      if (!(await this.users.usernameTaken(candidate))) return candidate;
    }
    throw new DomainError('conflict', 'USERNAME_UNAVAILABLE', 'Could not find a free username. Please try again.');
  }

  async save(user: User): Promise<void> {
    await this.users.save(user);
  }

  async updateProfile(
    id: number,
    changes: { fullName?: string | null; profilePicUrl?: string | null; bio?: string | null },
  ): Promise<User> {
    const user = await this.get(id);
    user.updateProfile(changes);
    await this.users.save(user);
    return user;
  }

  async updateSettings(id: number, changes: { timeZone?: string; privacy?: Partial<Privacy> }): Promise<User> {
    const user = await this.get(id);
    if (changes.timeZone !== undefined) user.setTimeZone(changes.timeZone);
    if (changes.privacy) user.setPrivacy(changes.privacy);
    await this.users.save(user);
    if (changes.timeZone !== undefined) await this.progress.timeZoneChanged(id, user.timeZone);
    return user;
  }

  /**
   * The one rule of handles, for claiming and for the availability check alike: well-formed, not
   * reserved, and held by no other account as its handle or username (`forUserId`'s own handle
   * and own username are fine for them). Answers the normalized handle; throws the reason.
   */
  private async checkHandle(handle: string, forUserId: number | null): Promise<string> {
    const normalized = checkHandleForm(handle);
    if (await this.users.handleTaken(normalized, forUserId ?? undefined)) {
      throw new DomainError('conflict', 'HANDLE_TAKEN', `The handle "${normalized}" is already taken.`);
    }
    return normalized;
  }

  async claimHandle(id: number, handle: string): Promise<User> {
    const user = await this.get(id);
    user.claimHandle(await this.checkHandle(handle, user.id));
    await this.users.save(user);
    return user;
  }

  /** Whether `forUserId` (null: a visitor, for whom every account's name counts) could claim `handle` now: the same rule as claimHandle. */
  async handleAvailable(
    handle: string,
    forUserId: number | null = null,
  ): Promise<{ handle: string; available: boolean; reason?: string }> {
    try {
      return { handle: await this.checkHandle(handle, forUserId), available: true };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return { handle: normalize(handle), available: false, reason: error.code };
    }
  }

  async publicProfile(handle: string): Promise<User> {
    const user = await this.users.findByHandle(handle);
    if (!user) throw new DomainError('not_found', 'PROFILE_NOT_FOUND', 'No profile has this handle.');
    return user;
  }

  /** Profile editing by handle: only its owner or an admin. */
  async editByHandle(
    actor: AuthenticatedUser,
    handle: string,
    changes: {
      fullName?: string | null;
      profilePicUrl?: string | null;
      bio?: string | null;
      privacy?: Partial<Privacy>;
    },
  ): Promise<User> {
    const user = await this.publicProfile(handle);
    if (user.id !== actor.id && actor.role !== 'admin') {
      throw new DomainError('forbidden', 'NOT_PROFILE_OWNER', 'Only the owner of this profile can edit it.');
    }
    user.updateProfile(changes);
    if (changes.privacy) user.setPrivacy(changes.privacy);
    await this.users.save(user);
    return user;
  }

  /**
   * How learners appear on public lists (leaderboards): name and picture as their privacy
   * settings allow; a learner who hides their activity appears anonymous. Absent ids are left out.
   */
  async publicCards(ids: readonly number[]): Promise<Map<number, PublicCard>> {
    const users = await this.users.findManyByIds(ids);
    return new Map(
      users.map((user) => [
        user.id,
        user.privacyShowActivity
          ? {
              anonymous: false,
              handle: user.handle,
              fullName: user.privacyShowName ? user.fullName : null,
              profilePicUrl: user.profilePicUrl,
            }
          : { anonymous: true, handle: null, fullName: null, profilePicUrl: null },
      ]),
    );
  }

  /**
   * Where notices for the admins go (new reports, contact messages): the emails of the accounts
   * with role admin, at most `limit` (oldest accounts first).
   */
  adminEmails(limit = 50): Promise<string[]> {
    return this.users.adminEmails(limit);
  }

  search(query: { q?: string; role?: Role; page: number; pageSize: number }) {
    return this.users.search(query);
  }

  /**
   * An admin changes another user's role; the last admin stays one (LAST_ADMIN), also when two
   * admins demote each other at once, and every change is recorded (who, whose, from, to, when).
   */
  async changeRole(
    actor: AuthenticatedUser,
    targetId: number,
    role: Role,
  ): Promise<{ user: User; previousRole: Role }> {
    if (actor.id === targetId) {
      throw new DomainError(
        'conflict',
        'CANNOT_CHANGE_OWN_ROLE',
        'Admins cannot change their own role; ask another admin.',
      );
    }
    const updated = await this.users.changeRoleLocked(
      targetId,
      (user, adminIds) => {
        // Demoted by a change that committed first.
        if (!adminIds.includes(actor.id))
          throw new DomainError('forbidden', 'FORBIDDEN', 'You do not have permission to do this.');
        return user.changeRole(role, adminIds);
      },
      (previousRole) =>
        previousRole === role ? null : { userId: targetId, changedBy: actor.id, fromRole: previousRole, toRole: role },
    );
    if (!updated) throw notFound();
    return { user: updated.user, previousRole: updated.result };
  }

  /**
   * An admin suspends another account with a reason. The change and 'user.suspended' commit
   * together: the account's sessions end after the commit (auth's handler), and until then the
   * authentication guard already refuses it (it reads the account's coherent view).
   */
  async suspend(actor: AuthenticatedUser, targetId: number, reason: string): Promise<User> {
    if (actor.id === targetId)
      throw new DomainError('conflict', 'CANNOT_SUSPEND_SELF', 'You cannot suspend your own account.');
    return this.em.transactional(async (em) => {
      const updated = await this.users.updateLocked(targetId, (user) => user.suspend(reason));
      if (!updated) throw notFound();
      await this.events.publish(em, 'user.suspended', { userId: targetId } satisfies UserSuspended);
      return updated.user;
    });
  }

  /** Premium started or ended (payments' 'membership.changed'): the profile's premiumTier follows. */
  async setPremiumTier(id: number, tier: PremiumTier): Promise<void> {
    await this.users.updateLocked(id, (user) => user.setPremiumTier(tier));
  }

  /** An admin lifts a suspension: the account may sign in again. */
  async reinstate(targetId: number): Promise<User> {
    const updated = await this.users.updateLocked(targetId, (user) => user.reinstate());
    if (!updated) throw notFound();
    return updated.user;
  }

  /** For the admin overview: sign-ups per UTC day since `since`, and the account totals. */
  signupStats(since: Date) {
    return this.users.signupStats(since);
  }

  /** The role audit of a user, newest first. */
  async roleChanges(userId: number): Promise<RoleChange[]> {
    await this.get(userId);
    return this.users.roleChangesOf(userId, 100);
  }

  /**
   * Removes the account and publishes 'user.deleted' in the same transaction (the repository
   * joins it), so other modules drop or anonymise their data after the commit, even after a crash.
   */
  async delete(id: number): Promise<void> {
    const user = await this.get(id);
    await this.em.transactional(async (em) => {
      await this.users.delete(user);
      await this.events.publish(em, 'user.deleted', { userId: id } satisfies UserDeleted);
    });
  }

  /**
   * Auth changed the account's sign-in methods (a password set, a provider identity linked or
   * unlinked): the profile's updatedAt moves (clients key on it), and when the provider vouches
   * for `vouchedEmail` and it is the account's own address, the email counts as verified.
   */
  async recordSignInMethodsChanged(id: number, vouchedEmail?: string | null): Promise<User> {
    const updated = await this.users.updateLocked(id, (user) =>
      user.signInMethodsChanged(!!vouchedEmail && normalize(vouchedEmail) === user.emailNormalized),
    );
    if (!updated) throw notFound();
    return updated.user;
  }

  /**
   * At sign-in, the linked provider vouches for `email`: when it is the account's own address and
   * not yet verified, it becomes verified (updatedAt moves); otherwise nothing is written.
   */
  async recordEmailVouched(id: number, email: string): Promise<Readonly<User>> {
    const current = await this.view(id);
    if (current.isVerified || normalize(email) !== current.emailNormalized) return current;
    const updated = await this.users.updateLocked(id, (user) => {
      if (!user.isVerified && user.emailNormalized === normalize(email)) user.signInMethodsChanged(true);
    });
    if (!updated) throw notFound();
    return updated.user;
  }

  /**
   * A mailed link proved that the account holder reads `emailNormalized`: marks the email
   * verified (under a row lock; a password reset sets the new password, auth's, in the same
   * transaction). Null (nothing changed) when the account is gone or no longer has that email.
   */
  async confirmEmailOwnership(id: number, emailNormalized: string): Promise<User | null> {
    const updated = await this.users.updateLocked(id, (user) => {
      if (user.emailNormalized !== emailNormalized) return false;
      user.isVerified = true;
      user.touch();
      return true;
    });
    return updated?.result ? updated.user : null;
  }
}
