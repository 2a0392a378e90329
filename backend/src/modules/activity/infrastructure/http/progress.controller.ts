import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { Auth, CurrentUser, Public, type AuthenticatedUser } from '../../../../platform/access/access.js';
import { IntegerFromString } from '../../../../platform/http/validation.js';
import { ProgressViews } from '../../application/progress-views.js';
import { XP_RULES } from '../../domain/xp-rules.js';

export class StreakResponse {
  @ApiProperty({ example: 12, description: 'The current streak in days (0 when it has ended)' }) daysStreak: number;
  @ApiProperty({ example: 30 }) longestStreak: number;
  @ApiProperty({ example: 9, description: 'The length of the streak that ended last' }) previousStreak: number;
  @ApiProperty({ example: 1, description: 'Streak freezes held; each covers one missed day, spent automatically' })
  freezesHeld: number;
  @ApiProperty({ example: 2 }) maxFreezes: number;
  @ApiProperty({ example: 7, description: 'A freeze is earned at every this many days of a streak' })
  freezeEveryDays: number;
  @ApiProperty({ example: 'Europe/Paris', description: "The zone the learner's days are counted in (settings)" })
  timeZone: string;
  @ApiProperty({ example: '2026-11-24', description: 'Today in that zone' }) today: string;
  @ApiProperty({ description: 'Whether a learning action already counted today' }) todayDone: boolean;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description:
      "When the streak ends without a learning action: the end of today in the learner's zone, or of tomorrow once today counts (null without a streak)",
  })
  deadline: string | null;
}

export class CalendarQuery {
  @ApiPropertyOptional({ default: 365, minimum: 7, maximum: 371, description: 'How many days up to today' })
  @IsOptional()
  @IntegerFromString()
  @IsInt()
  @Min(7)
  @Max(371)
  days?: number;
}

export class XpDay {
  @ApiProperty({ example: '2026-11-24' }) day: string;
  @ApiProperty({ example: 120 }) xp: number;
}

export class CalendarResponse {
  @ApiProperty({ example: '2025-11-25' }) from: string;
  @ApiProperty({ example: '2026-11-24' }) to: string;
  @ApiProperty({ type: [String], description: 'Days with a learning action, oldest first' }) active: string[];
  @ApiProperty({ type: [String], description: 'Missed days a streak freeze covered' }) frozen: string[];
  @ApiProperty({ type: [XpDay], description: 'XP earned per day (days with XP only), oldest first' }) xp: XpDay[];
}

export class XpEntry {
  @ApiProperty({ example: 'streak:7' }) achievement: string;
  @ApiProperty({ example: 20 }) amount: number;
  @ApiProperty({ example: '7-day streak' }) reason: string;
  @ApiProperty({ type: String, format: 'date-time' }) awardedAt: string;
}

export class XpHistoryResponse {
  @ApiProperty({ type: [XpEntry], description: 'Newest first (the last 20)' }) items: XpEntry[];
}

export class XpRuleResponse {
  @ApiProperty({ example: 'exam:<exam>', description: 'The achievement key: each pays once per learner' }) key: string;
  @ApiProperty({ example: 'Pass an exam' }) action: string;
  @ApiProperty({ example: 100 }) xp: number;
  @ApiProperty({ example: 'The first pass only; retakes pay nothing.' }) note: string;
}

export class XpRulesResponse {
  @ApiProperty({ type: [XpRuleResponse] }) items: XpRuleResponse[];
}

@ApiTags('progress')
@Controller()
export class ProgressController {
  constructor(private readonly views: ProgressViews) {}

  @Get('progress/me/streak')
  @Auth()
  @ApiOperation({
    summary:
      'My streak: current, longest, previous, freezes, and the deadline of the next learning action in my time zone',
  })
  @ApiOkResponse({ type: StreakResponse })
  async getMyStreak(@CurrentUser() me: AuthenticatedUser): Promise<StreakResponse> {
    const view = await this.views.streak(me.id);
    return { ...view, deadline: view.deadline?.toISOString() ?? null };
  }

  @Get('progress/me/calendar')
  @Auth()
  @ApiOperation({ summary: 'My learning days and frozen days (the activity heatmap), in my time zone' })
  @ApiOkResponse({ type: CalendarResponse })
  getMyCalendar(@CurrentUser() me: AuthenticatedUser, @Query() query: CalendarQuery): Promise<CalendarResponse> {
    return this.views.calendar(me.id, query.days ?? 365);
  }

  @Get('progress/me/xp')
  @Auth()
  @ApiOperation({ summary: 'My latest XP awards' })
  @ApiOkResponse({ type: XpHistoryResponse })
  async getMyXpHistory(@CurrentUser() me: AuthenticatedUser): Promise<XpHistoryResponse> {
    const items = await this.views.recentXp(me.id, 20);
    return { items: items.map((item) => ({ ...item, awardedAt: item.awardedAt.toISOString() })) };
  }

  @Get('xp/rules')
  @Public()
  @ApiOperation({ summary: 'The XP table: what each achievement pays (once per learner)' })
  @ApiOkResponse({ type: XpRulesResponse })
  getXpRules(): XpRulesResponse {
    return { items: XP_RULES.map((rule) => ({ ...rule })) };
  }
}
