import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import {
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiPropertyOptional,
  ApiTags,
} from '@nestjs/swagger';
import { IsEmail, IsIn, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { Auth, CurrentUser, ROLES, type AuthenticatedUser } from '../../../../platform/access/access.js';
import { ErrorBody } from '../../../../platform/http/error-body.js';
import { RecordActivity } from '../../application/record-activity.js';

export class ActivityRequest {
  @ApiProperty({ example: 42 }) @IsInt() @Min(1) userId: number;
  @ApiProperty({ example: 'ada_l' }) @IsString() @MaxLength(30) username: string;
  @ApiProperty({ example: 1795300000000, description: 'Client time in ms since the epoch' })
  @IsInt()
  @Min(0)
  timestamp: number;
  @ApiProperty({ enum: ['web'] }) @IsIn(['web']) source: 'web';
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsString() @MaxLength(128) firebaseUid?:
    | string
    | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsEmail() @MaxLength(254) email?: string | null;
  @ApiPropertyOptional({ enum: ROLES }) @IsOptional() @IsIn(ROLES) role?: string;
  @ApiProperty({
    example: '42-ada-1795300000000',
    description: 'userId-emailLocalPart-updatedAtMs of the current profile',
  })
  @IsString()
  @MaxLength(400)
  verificationKey: string;
}

export class ActivityResponse {
  @ApiProperty() success: boolean;
  @ApiProperty({ example: 4 }) daysStreak: number;
  @ApiProperty({ example: 9 }) longestStreak: number;
  @ApiProperty({
    description: 'Always false: a visit never counts for the streak (only a lesson, a problem or an exam does)',
  })
  streakAdvanced: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '2026-11-21',
    description: 'The last day with a learning action, in the user time zone (null before the first)',
  })
  lastActiveDay: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) lastAccessedAt: string;
  @ApiProperty() totalXpEarned: number;
}

@ApiTags('activity')
@Controller()
export class ActivityController {
  constructor(private readonly recordActivity: RecordActivity) {}

  @Post('update-user-activity')
  @Auth()
  @HttpCode(200)
  @Throttle({ default: { limit: 30, ttl: 60_000 } })
  @ApiOperation({
    summary: 'Record a visit: lastAccessedAt (the streak counts only learning actions: lessons, problems, exams)',
  })
  @ApiOkResponse({ type: ActivityResponse })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'ACTIVITY_USER_MISMATCH or VERIFICATION_KEY_MISMATCH' })
  async updateUserActivity(
    @CurrentUser() me: AuthenticatedUser,
    @Body() body: ActivityRequest,
  ): Promise<ActivityResponse> {
    const result = await this.recordActivity.execute(me, body);
    return { success: true, ...result, lastAccessedAt: result.lastAccessedAt.toISOString() };
  }
}
