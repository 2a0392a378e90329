import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../../domain/user.js';

/** Maps the domain User onto the users table (one model, no mapper). */
export const UserSchema = defineEntity({
  class: User,
  tableName: 'users',
  properties: {
    id: p.integer().primary().autoincrement(),
    username: p.string().length(30),
    usernameNormalized: p.string().length(30).unique(),
    email: p.string().length(254),
    emailNormalized: p.string().length(254).unique(),
    fullName: p.string().length(100).nullable(),
    profilePicUrl: p.string().length(500).nullable(),
    bio: p.string().length(280).nullable(),
    role: p.string().length(16).default('user'),
    isVerified: p.boolean().default(false),
    premiumTier: p.string().length(16).default('free'),
    source: p.string().length(16).default('local'),
    timeZone: p.string().length(64).default('UTC'),
    handle: p.string().length(30).nullable().unique(),
    privacyShowName: p.boolean().default(true),
    privacyShowCertificates: p.boolean().default(true),
    privacyShowActivity: p.boolean().default(true),
    suspendedAt: p.datetime().nullable(),
    suspensionReason: p.string().length(500).nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
  indexes: [{ properties: ['role'] }, { properties: ['createdAt'] }],
});
