import { defineEntity, p } from '@mikro-orm/core';

/** The version of each content pack the database holds (see content-pack.ts). */
export const ContentHistorySchema = defineEntity({
  name: 'ContentHistory',
  tableName: 'content_history',
  properties: {
    name: p.string().length(100).primary(),
    version: p.integer(),
    loadedAt: p.datetime(),
  },
});
