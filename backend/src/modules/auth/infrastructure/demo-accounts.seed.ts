import { hash } from '@node-rs/argon2';
import type { DemoSeed } from '../../../platform/seed/demo-seed.js';
import { DEMO_ACCOUNTS } from '../domain/demo-accounts.js';
import { ARGON2_OPTIONS } from './security/argon2-password-hasher.js';

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
