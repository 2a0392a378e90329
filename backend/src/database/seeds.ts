import type { DemoSeed } from '../platform/seed/demo-seed.js';
import { demoAccountsSeed } from '../modules/auth/infrastructure/demo-accounts.seed.js';

/** Demo content, in order. Each module contributes its seeds here as it lands. */
export const demoSeeds: DemoSeed[] = [demoAccountsSeed];
