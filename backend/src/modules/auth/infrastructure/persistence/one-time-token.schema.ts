import { defineEntity, p } from '@mikro-orm/core';
import { OneTimeToken } from '../../domain/one-time-token.js';

/** Mailed link secrets (hashes only); at most one live token per account and purpose (partial unique index, see the migration). */
export const OneTimeTokenSchema = defineEntity({
  class: OneTimeToken,
  tableName: 'one_time_tokens',
  properties: {
    tokenHash: p.string().length(64).primary(),
    purpose: p.string().length(32),
    userId: p.integer(),
    email: p.string().length(254),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
  },
  indexes: [{ properties: ['expiresAt'] }],
});
