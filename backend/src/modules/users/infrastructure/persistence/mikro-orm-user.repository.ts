import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import type { Role } from '../../../../platform/access/access.js';
import { AppConfig } from '../../../../platform/config/app-config.js';
import { RowCache } from '../../../../platform/cache/row-cache.js';
import { RowChangeFeed } from '../../../../platform/cache/row-change-feed.js';
import { normalize, User } from '../../domain/user.js';
import { UserRepository, type RoleChange, type UserPage } from '../../domain/user.repository.js';

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
    this.snapshots = new RowCache(feed, { tables: ['users'], max: 50_000, ttlMs: config.cacheTtlMs });
  }

  findById(id: number) {
    return this.em.findOne(User, { id });
  }

  findSnapshotById(id: number): Promise<Readonly<User> | null> {
    return this.snapshots.get(String(id), [`users:${id}`], async () => {
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
    this.feed.announce('users', [user.id]);
  }

  async delete(user: User) {
    const id = user.id;
    this.em.remove(user);
    await this.em.flush();
    this.feed.announce('users', [id]);
  }

  async updateLocked<T>(id: number, change: (user: User) => T): Promise<{ user: User; result: T } | null> {
    const outcome = await this.em.transactional(async (em) => {
      const user = await em.findOne(User, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (!user) return null;
      const result = change(user);
      await em.flush();
      return { user, result };
    });
    if (outcome) this.feed.announce('users', [id]);
    return outcome;
  }

  async changeRoleLocked<T>(
    id: number,
    change: (user: User, adminIds: readonly number[]) => T,
    audit: (result: T) => Omit<RoleChange, 'id' | 'changedAt'> | null,
  ): Promise<{ user: User; result: T } | null> {
    const outcome = await this.em.transactional(async (em) => {
      // Admin rows first, always in id order: two changes racing serialise here, and the second sees the first's result.
      const admins = await em.execute<{ id: number }[]>(
        `select id from users where role = 'admin' order by id for update`,
      );
      const user = await em.findOne(User, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (!user) return null;
      const result = change(
        user,
        admins.map((row) => row.id),
      );
      await em.flush();
      const entry = audit(result);
      if (entry) {
        await em.execute('insert into role_changes (user_id, changed_by, from_role, to_role) values (?, ?, ?, ?)', [
          entry.userId,
          entry.changedBy,
          entry.fromRole,
          entry.toRole,
        ]);
      }
      return { user, result };
    });
    if (outcome) this.feed.announce('users', [id]);
    return outcome;
  }

  async signupStats(
    since: Date,
  ): Promise<{ perDay: Array<{ day: string; count: number }>; total: number; suspended: number }> {
    const perDay = await this.em.execute<Array<{ day: string; count: number }>>(
      `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as count
         from users where created_at >= ? group by 1 order by 1`,
      [since],
    );
    // The suspended ones through their partial index; the total as one count (an admin's page, not a hot path).
    const [totals] = await this.em.execute<Array<{ total: number; suspended: number }>>(
      `select (select count(*) from users)::int as total, (select count(*) from users where suspended_at is not null)::int as suspended`,
    );
    return { perDay, total: totals.total, suspended: totals.suspended };
  }

  async roleChangesOf(userId: number, limit: number): Promise<RoleChange[]> {
    const rows = await this.em.execute<
      { id: string; user_id: number; changed_by: number; from_role: Role; to_role: Role; changed_at: Date }[]
    >(
      'select id, user_id, changed_by, from_role, to_role, changed_at from role_changes where user_id = ? order by id desc limit ?',
      [userId, limit],
    );
    return rows.map((row) => ({
      id: Number(row.id),
      userId: row.user_id,
      changedBy: row.changed_by,
      fromRole: row.from_role,
      toRole: row.to_role,
      changedAt: new Date(row.changed_at),
    }));
  }
}
