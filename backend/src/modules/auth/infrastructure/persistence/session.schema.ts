import { defineEntity, p } from '@mikro-orm/core';
import { Session } from '../../domain/session.js';

export const SessionSchema = defineEntity({
  class: Session,
  tableName: 'sessions',
  properties: {
    id: p.uuid().primary(),
    userId: p.integer(),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
    revokedAt: p.datetime().nullable(),
    userAgent: p.string().length(300).nullable(),
  },
  indexes: [{ properties: ['userId'] }, { properties: ['expiresAt'] }],
});
