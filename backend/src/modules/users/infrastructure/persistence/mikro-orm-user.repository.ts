import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { Role } from '../../../../platform/access/access.js';
import { AppConfig } from '../../../../platform/config/app-config.js';
import { RowCache } from '../../../../platform/cache/row-cache.js';
import { RowChangeFeed } from '../../../../platform/cache/row-change-feed.js';
import { typedSql } from '../../../../platform/database/typed-sql.js';
import { USERS_TABLE, userTag } from '../../contracts/cache-tags.js';
import { normalize, User } from '../../domain/user.js';
import { UserRepository, type RoleChange, type UserPage } from '../../domain/user.repository.js';
import type { UsersDb } from './users-db.js';

@Injectable()
export class MikroOrmUserRepository extends UserRepository {
  /** Read-only copies of users by id; any change to the row evicts it on every instance. */
  private readonly snapshots: RowCache<Readonly<User>>;

  constructor(
    private readonly em: EntityManager,
    private readonly feed: RowChangeFeed,
    config: AppConfig,
  ) {
    super();
    this.snapshots = new RowCache(feed, { tables: [USERS_TABLE], max: 50_000, ttlMs: config.cacheTtlMs });
  }

  /** Typed SQL on the EntityManager's current context (the caller's transaction, if any). */
  private get db() {
    return typedSql<UsersDb>(this.em);
  }

  findById(id: number) {
    return this.em.findOne(User, { id });
  }

  findSnapshotById(id: number): Promise<Readonly<User> | null> {
    return this.snapshots.get(String(id), [userTag(id)], async () => {
      const user = await this.em.findOne(User, { id });
      return user ? this.snapshotOf(user) : null;
    });
  }

  peekSnapshotById(id: number): Readonly<User> | undefined {
    return this.snapshots.peek(String(id));
  }

  /** A frozen, unmanaged copy: safe to share between requests, never flushed. */
  private snapshotOf(user: User): Readonly<User> {
    const copy = Object.create(User.prototype) as User;
    for (const name of this.em.getMetadata().find(User)!.propertyOrder.keys()) {
      const value = (user as unknown as Record<string, unknown>)[name];
      (copy as unknown as Record<string, unknown>)[name] = Array.isArray(value)
        ? Object.freeze([...value])
        : value instanceof Date
          ? new Date(value)
          : value;
    }
    return Object.freeze(copy);
  }

  findByLogin(usernameOrEmail: string) {
    const key = normalize(usernameOrEmail);
    return this.em.findOne(User, key.includes('@') ? { emailNormalized: key } : { usernameNormalized: key });
  }

  findByEmail(email: string) {
    return this.em.findOne(User, { emailNormalized: normalize(email) });
  }

  findManyByIds(ids: readonly number[]) {
    return ids.length
      ? this.em.find(User, { id: { $in: [...ids] } }, { disableIdentityMap: true })
      : Promise.resolve([]);
  }

  findByHandle(handle: string) {
    return this.em.findOne(User, { handle: normalize(handle) });
  }

  /** Usernames and handles are one namespace: a username is taken by another's username or handle. */
  async usernameTaken(username: string) {
    const key = normalize(username);
    return (await this.em.count(User, { $or: [{ usernameNormalized: key }, { handle: key }] })) > 0;
  }

  async emailTaken(email: string) {
    return (await this.em.count(User, { emailNormalized: normalize(email) })) > 0;
  }

  /** A handle is taken by another user's handle or username (one's own username is a fine handle). */
  async handleTaken(handle: string, exceptUserId?: number) {
    const key = normalize(handle);
    const sameName = { $or: [{ handle: key }, { usernameNormalized: key }] };
    return (await this.em.count(User, exceptUserId ? { ...sameName, id: { $ne: exceptUserId } } : sameName)) > 0;
  }

  async search({
    q,
    role,
    page,
    pageSize,
  }: {
    q?: string;
    role?: string;
    page: number;
    pageSize: number;
  }): Promise<UserPage> {
    const where: Record<string, unknown> = {};
    if (role) where.role = role;
    if (q) {
      const like = `%${normalize(q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where.$or = [{ usernameNormalized: { $like: like } }, { emailNormalized: { $like: like } }];
    }
    const [items, total] = await this.em.findAndCount(User, where, {
      orderBy: { id: 'asc' },
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    return { items, total };
  }

  async save(user: User) {
    this.em.persist(user);
    await this.em.flush();
    this.feed.announce(USERS_TABLE, [user.id]);
  }

  async delete(user: User) {
    const id = user.id;
    this.em.remove(user);
    await this.em.flush();
    this.feed.announce(USERS_TABLE, [id]);
  }

  async updateLocked<T>(id: number, change: (user: User) => T): Promise<{ user: User; result: T } | null> {
    const outcome = await this.em.transactional(async (em) => {
      const user = await em.findOne(User, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (!user) return null;
      const result = change(user);
      await em.flush();
      return { user, result };
    });
    if (outcome) this.feed.announce(USERS_TABLE, [id]);
    return outcome;
  }

  async changeRoleLocked<T>(
    id: number,
    change: (user: User, adminIds: readonly number[]) => T,
    audit: (result: T) => Omit<RoleChange, 'id' | 'changedAt'> | null,
  ): Promise<{ user: User; result: T } | null> {
    const outcome = await this.em.transactional(async (em) => {
      // Admin rows first, always in id order: two changes racing serialise here, and the second sees the first's result.
      const admins = await typedSql<UsersDb>(em)
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'admin')
        .orderBy('id')
        .forUpdate()
        .execute();
      const user = await em.findOne(User, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (!user) return null;
      const result = change(
        user,
        admins.map((row) => row.id),
      );
      await em.flush();
      const entry = audit(result);
      if (entry) {
        await typedSql<UsersDb>(em)
          .insertInto('role_changes')
          .values({
            user_id: entry.userId,
            changed_by: entry.changedBy,
            from_role: entry.fromRole,
            to_role: entry.toRole,
          })
          .execute();
      }
      return { user, result };
    });
    if (outcome) this.feed.announce(USERS_TABLE, [id]);
    return outcome;
  }

  async signupStats(
    since: Date,
  ): Promise<{ perDay: Array<{ day: string; count: number }>; total: number; suspended: number }> {
    const perDay = await this.db
      .selectFrom('users')
      .select([
        sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')`.as('day'),
        sql<number>`count(*)::int`.as('count'),
      ])
      .where('created_at', '>=', since.toISOString())
      .groupBy(sql`1`)
      .orderBy(sql`1`)
      .execute();
    // The suspended ones through their partial index; the total as one count (an admin's page, not a hot path).
    const totals = await this.db
      .selectNoFrom((eb) => [
        eb.selectFrom('users').select(sql<number>`count(*)::int`.as('n')).as('total'),
        eb
          .selectFrom('users')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('suspended_at', 'is not', null)
          .as('suspended'),
      ])
      .executeTakeFirstOrThrow();
    return { perDay, total: totals.total ?? 0, suspended: totals.suspended ?? 0 };
  }

  async adminEmails(limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('users')
      .select('email')
      .where('role', '=', 'admin')
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((row) => row.email);
  }

  async roleChangesOf(userId: number, limit: number): Promise<RoleChange[]> {
    const rows = await this.db
      .selectFrom('role_changes')
      .select(['id', 'user_id', 'changed_by', 'from_role', 'to_role', 'changed_at'])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      id: Number(row.id),
      userId: row.user_id,
      changedBy: row.changed_by,
      fromRole: row.from_role as Role,
      toRole: row.to_role as Role,
      changedAt: new Date(row.changed_at),
    }));
  }
}
