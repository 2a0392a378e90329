import type { DemoSeed } from '../platform/seed/demo-seed.js';

/**
 * Demo content, in order. Each module contributes its seeds here as it lands
 * (accounts add the admin, moderator and learner the README lists).
 */
export const demoSeeds: DemoSeed[] = [];
