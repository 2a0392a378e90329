import { defineEntity, p } from '@mikro-orm/core';
import { Credentials } from '../../domain/credentials.js';

/** Auth's `credentials` table: one row per account that has a password or a linked provider identity. */
export const CredentialsSchema = defineEntity({
  class: Credentials,
  tableName: 'credentials',
  properties: {
    userId: p.integer().primary().autoincrement(false),
    passwordHash: p.text().nullable(),
    firebaseUid: p.string().length(128).nullable().unique(),
    updatedAt: p.datetime(),
  },
});
