import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ROLES, type Role } from '../../../../../platform/access/access.js';
import type { User } from '../../../domain/user.js';
import type { LearnerProgressView } from '../../../application/learner-progress.port.js';
import type { SignedInUserView } from '../../../contracts/views.js';

export class PrivacySettings {
  @ApiProperty({ description: 'Show the full name on the public profile' })
  showName: boolean;
  @ApiProperty({ description: 'Show earned certificates on the public profile' })
  showCertificates: boolean;
  @ApiProperty({ description: 'Show XP, streak and completed modules on the public profile' })
  showActivity: boolean;
}

/** The signed-in user as the SPA reads it (spec §3); built by the application (`signedInUserOf`). */
export class UserResponse implements SignedInUserView {
  @ApiProperty({ example: 42 }) id: number;
  @ApiProperty({ example: 'ada_l' }) username: string;
  @ApiProperty({ example: 'ada@example.com' }) email: string;
  @ApiProperty({ type: String, nullable: true, example: 'Ada Lovelace' }) fullName: string | null;
  @ApiProperty({ type: String, nullable: true }) profilePicUrl: string | null;
  @ApiProperty({ type: String, nullable: true }) bio: string | null;
  @ApiProperty({ enum: ROLES }) role: Role;
  @ApiProperty({ description: 'Email verified (through the identity provider)' }) isVerified: boolean;
  @ApiProperty({ enum: ['free', 'premium'], example: 'free' }) premiumTier: string;
  @ApiProperty({ type: String, nullable: true }) firebaseUid: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ example: 120 }) totalXpEarned: number;
  @ApiProperty({ example: 3 }) daysStreak: number;
  @ApiProperty({ example: 7 }) longestStreak: number;
  @ApiProperty({ type: [String], example: ['html-basics'] }) completedModules: string[];
  @ApiProperty({ enum: ['local', 'firebase', 'google'], description: 'How the account was created' }) source: string;
  @ApiProperty({
    description: 'Whether the account has a password of its own (it can sign in with it and must give it to change it)',
  })
  hasPassword: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastAccessedAt: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'ada' }) handle: string | null;
  @ApiProperty({ example: 'Europe/London' }) timeZone: string;
  @ApiProperty({ type: PrivacySettings }) privacy: PrivacySettings;
}

export class StatsResponse {
  @ApiProperty({ example: 120 }) totalXpEarned: number;
  @ApiProperty({ example: 3 }) daysStreak: number;
  @ApiProperty({ type: [String] }) completedModules: string[];
}

export class PublicActivity {
  @ApiProperty() totalXpEarned: number;
  @ApiProperty() daysStreak: number;
  @ApiProperty() longestStreak: number;
  @ApiProperty() completedModulesCount: number;
}

/** What anyone may see of a profile; hidden sections are absent. */
export class PublicProfileResponse {
  @ApiProperty({ example: 'ada' }) handle: string;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'Only when the owner shows their name (the sign-in username is never shown)',
  })
  fullName?: string | null;
  @ApiProperty({ type: String, nullable: true }) profilePicUrl: string | null;
  @ApiProperty({ type: String, nullable: true }) bio: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) joinedAt: string;
  @ApiPropertyOptional({ type: PublicActivity, description: 'Only when the owner shows their activity' })
  activity?: PublicActivity;
  @ApiProperty({ description: 'Whether the owner shows their certificates' }) showsCertificates: boolean;
  @ApiProperty({ description: 'Whether the caller may edit this profile (owner or admin)' }) editable: boolean;
}

export class AdminUserResponse {
  @ApiProperty() id: number;
  @ApiProperty() username: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) fullName: string | null;
  @ApiProperty({ enum: ROLES }) role: Role;
  @ApiProperty({ enum: ['local', 'firebase', 'google'] }) source: string;
  @ApiProperty() isVerified: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastAccessedAt: string | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When an admin suspended the account (null while it is not)',
  })
  suspendedAt: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The reason the admin gave, shown to the user when sign-in is refused',
  })
  suspensionReason: string | null;
}

export class RoleChangedResponse extends AdminUserResponse {
  @ApiProperty({ enum: ROLES, description: 'The role before this change (to offer an undo)' }) previousRole: Role;
}

export class RoleChangeEntry {
  @ApiProperty() id: number;
  @ApiProperty({ description: 'Whose role changed' }) userId: number;
  @ApiProperty({ description: 'The admin who changed it' }) changedBy: number;
  @ApiProperty({ enum: ROLES }) fromRole: Role;
  @ApiProperty({ enum: ROLES }) toRole: Role;
  @ApiProperty({ type: String, format: 'date-time' }) changedAt: string;
}

export class RoleChangeList {
  @ApiProperty({ type: [RoleChangeEntry], description: 'Newest first (the last 100)' }) items: RoleChangeEntry[];
}

export class AdminUserPage {
  @ApiProperty({ type: [AdminUserResponse] }) items: AdminUserResponse[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}

export class HandleAvailabilityResponse {
  @ApiProperty({ example: 'ada' }) handle: string;
  @ApiProperty() available: boolean;
  @ApiPropertyOptional({ enum: ['HANDLE_INVALID', 'HANDLE_RESERVED', 'HANDLE_TAKEN'] }) reason?: string;
}

export function toPublicProfile(
  user: User,
  progress: LearnerProgressView,
  viewer?: { id: number; role: Role },
): PublicProfileResponse {
  return {
    handle: user.handle!,
    ...(user.privacyShowName ? { fullName: user.fullName } : {}),
    profilePicUrl: user.profilePicUrl,
    bio: user.bio,
    joinedAt: user.createdAt.toISOString(),
    ...(user.privacyShowActivity
      ? {
          activity: {
            totalXpEarned: progress.totalXpEarned,
            daysStreak: progress.daysStreak,
            longestStreak: progress.longestStreak,
            completedModulesCount: progress.completedModules.length,
          },
        }
      : {}),
    showsCertificates: user.privacyShowCertificates,
    editable: !!viewer && (viewer.id === user.id || viewer.role === 'admin'),
  };
}

export function toAdminUser(user: User, progress: LearnerProgressView): AdminUserResponse {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    fullName: user.fullName,
    role: user.role,
    source: user.source,
    isVerified: user.isVerified,
    createdAt: user.createdAt.toISOString(),
    lastAccessedAt: progress.lastAccessedAt?.toISOString() ?? null,
    suspendedAt: user.suspendedAt?.toISOString() ?? null,
    suspensionReason: user.suspensionReason,
  };
}
