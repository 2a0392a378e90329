import { hash } from '@node-rs/argon2';
import type { DemoSeed } from '../../../platform/seed/demo-seed.js';
import { ARGON2_OPTIONS } from './security/argon2-password-hasher.js';

/** Local demo accounts (README lists them). Only seeded when SEED_DEMO is on (never by default in production). */
export const DEMO_ACCOUNTS = [
  { username: 'admin', email: 'admin@devpath.local', fullName: 'Avery Admin', role: 'admin', password: 'devpath-admin-demo', handle: 'avery' },
  { username: 'moderator', email: 'moderator@devpath.local', fullName: 'Morgan Moderator', role: 'moderator', password: 'devpath-moderator-demo', handle: 'morgan' },
  { username: 'learner', email: 'learner@devpath.local', fullName: 'Lee Learner', role: 'user', password: 'devpath-learner-demo', handle: 'lee' },
] as const;

export const demoAccountsSeed: DemoSeed = {
  name: 'auth/demo-accounts',
  async run(em) {
    for (const account of DEMO_ACCOUNTS) {
      const passwordHash = await hash(account.password, ARGON2_OPTIONS);
      await em.execute(
        `insert into users (username, username_normalized, email, email_normalized, password_hash, full_name, role, is_verified, source, handle, created_at, updated_at)
         values (?, ?, ?, ?, ?, ?, ?, true, 'local', ?, now(), now())
         on conflict do nothing`,
        [account.username, account.username, account.email, account.email, passwordHash, account.fullName, account.role, account.handle],
      );
    }
  },
};
