import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsObject,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  MaxLength,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { ROLES, type Role } from '../../../../../platform/access/access.js';
import { PageQuery } from '../../../../../platform/http/page-query.js';
import { SUSPENSION_REASON } from '../../../domain/user.js';

export class UpdateMeRequest {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100, example: 'Ada Lovelace' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  fullName?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500, example: 'https://example.com/me.png' })
  @IsOptional()
  @IsUrl({ protocols: ['https'], require_protocol: true }, { message: 'profilePicUrl must be an https URL' })
  @MaxLength(500)
  profilePicUrl?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 280 })
  @IsOptional()
  @IsString()
  @MaxLength(280)
  bio?: string | null;
}

export class PrivacyChanges {
  @ApiPropertyOptional() @IsOptional() @IsBoolean() showName?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() showCertificates?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() showActivity?: boolean;
}

export class UpdateSettingsRequest {
  @ApiPropertyOptional({ example: 'Europe/Berlin', description: 'IANA time zone; the daily streak follows its days' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  timeZone?: string;

  @ApiPropertyOptional({ type: PrivacyChanges })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => PrivacyChanges)
  privacy?: PrivacyChanges;
}

export class EditProfileRequest extends UpdateMeRequest {
  @ApiPropertyOptional({ type: PrivacyChanges })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => PrivacyChanges)
  privacy?: PrivacyChanges;
}

export class ClaimHandleRequest {
  @ApiProperty({ example: 'ada', minLength: 3, maxLength: 30, description: 'Lowercase letters, digits, _ or -' })
  @IsString()
  @MinLength(3)
  @MaxLength(30)
  @Matches(/^[A-Za-z0-9_-]+$/, { message: 'handle may contain only letters, digits, _ and -' })
  handle: string;
}

export class SuspendUserRequest {
  @ApiProperty({
    minLength: SUSPENSION_REASON.min,
    maxLength: SUSPENSION_REASON.max,
    description: 'Why; the user reads it when sign-in is refused',
  })
  @IsString()
  @MinLength(SUSPENSION_REASON.min)
  @MaxLength(SUSPENSION_REASON.max)
  reason: string;
}

export class ChangeRoleRequest {
  @ApiProperty({ enum: ROLES })
  @IsIn(ROLES)
  role: Role;
}

class ListUsersQueryFilters {
  @ApiPropertyOptional({ description: 'Matches username or email', maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;

  @ApiPropertyOptional({ enum: ROLES })
  @IsOptional()
  @IsIn(ROLES)
  role?: Role;
}

export class ListUsersQuery extends IntersectionType(
  ListUsersQueryFilters,
  PageQuery({ pageSize: 20, maxPageSize: 100, maxPage: 10000 }),
) {}
