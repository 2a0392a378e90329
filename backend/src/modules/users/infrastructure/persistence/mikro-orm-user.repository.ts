import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { normalize, User } from '../../domain/user.js';
import { UserRepository, type UserPage } from '../../domain/user.repository.js';

@Injectable()
export class MikroOrmUserRepository extends UserRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  findById(id: number) {
    return this.em.findOne(User, { id });
  }

  findByLogin(usernameOrEmail: string) {
    const key = normalize(usernameOrEmail);
    return this.em.findOne(User, key.includes('@') ? { emailNormalized: key } : { usernameNormalized: key });
  }

  findByEmail(email: string) {
    return this.em.findOne(User, { emailNormalized: normalize(email) });
  }

  findByFirebaseUid(uid: string) {
    return this.em.findOne(User, { firebaseUid: uid });
  }

  findByHandle(handle: string) {
    return this.em.findOne(User, { handle: normalize(handle) });
  }

  async usernameTaken(username: string) {
    return (await this.em.count(User, { usernameNormalized: normalize(username) })) > 0;
  }

  async emailTaken(email: string) {
    return (await this.em.count(User, { emailNormalized: normalize(email) })) > 0;
  }

  async handleTaken(handle: string, exceptUserId?: number) {
    const where = exceptUserId ? { handle: normalize(handle), id: { $ne: exceptUserId } } : { handle: normalize(handle) };
    return (await this.em.count(User, where)) > 0;
  }

  async search({ q, role, page, pageSize }: { q?: string; role?: string; page: number; pageSize: number }): Promise<UserPage> {
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
  }

  async delete(user: User) {
    this.em.remove(user);
    await this.em.flush();
  }

  async updateLocked<T>(id: number, change: (user: User) => T): Promise<{ user: User; result: T } | null> {
    return this.em.transactional(async (em) => {
      const user = await em.findOne(User, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (!user) return null;
      const result = change(user);
      await em.flush();
      return { user, result };
    });
  }

  async resetLapsedStreaks(now: Date): Promise<number> {
    const rows = await this.em.execute<{ id: number }[]>(
      `update users set days_streak = 0
       where days_streak > 0 and last_active_day < ((? at time zone time_zone)::date - 1)
       returning id`,
      [now],
    );
    return rows.length;
  }
}
