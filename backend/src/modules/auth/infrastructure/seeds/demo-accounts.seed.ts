import { hash } from '@node-rs/argon2';
import type { DemoSeed } from '../../../../platform/seed/demo-seed.js';
import { seedUserProfile } from '../../../users/index.js';
import { Credentials } from '../../domain/credentials.js';
import { DEMO_ACCOUNTS } from '../../domain/demo-accounts.js';
import { ARGON2_OPTIONS } from '../security/argon2-password-hasher.js';

/** The demo accounts: each profile through the users facade, its password in our credentials, in the seed's transaction. */
export const demoAccountsSeed: DemoSeed = {
  name: 'auth/demo-accounts',
  async run(em) {
    for (const account of DEMO_ACCOUNTS) {
      const passwordHash = await hash(account.password, ARGON2_OPTIONS);
      const userId = await seedUserProfile(em, {
        username: account.username,
        email: account.email,
        fullName: account.fullName,
        role: account.role,
        handle: account.handle,
        isVerified: true,
        source: 'local',
      });
      if (userId === null) continue;
      em.persist(new Credentials({ userId, passwordHash }));
      await em.flush();
    }
  },
};
