import { defineEntity, p } from '@mikro-orm/core';

/** The demo seeds already applied, so seeding is idempotent across restarts. */
export const SeedHistorySchema = defineEntity({
  name: 'SeedHistory',
  tableName: 'seed_history',
  properties: {
    name: p.string().length(100).primary(),
    appliedAt: p.datetime(),
  },
});
