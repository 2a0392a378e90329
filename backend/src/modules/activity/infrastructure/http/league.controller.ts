import { Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser, type AuthenticatedUser } from '../../../../platform/access/access.js';
import { Leagues, type LeagueState } from '../../application/leagues.js';
import { TIERS } from '../../domain/league.js';

export class LeagueMemberResponse {
  @ApiProperty({ example: 1 }) position: number;
  @ApiProperty({ example: 340, description: 'XP earned this week' }) xp: number;
  @ApiProperty() anonymous: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The public handle (profile at /@handle); never the sign-in username',
  })
  handle: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The display name, only when the learner shows their name',
  })
  fullName: string | null;
  @ApiProperty({ type: String, nullable: true }) profilePicUrl: string | null;
  @ApiProperty() isMe: boolean;
  @ApiProperty({
    enum: ['promotion', 'demotion', 'safe'],
    description: 'Where this place ends the week if it ended now',
  })
  zone: string;
}

export class LeagueWeekResultResponse {
  @ApiProperty({ example: '2026-11-16' }) weekStart: string;
  @ApiProperty({ example: 1 }) tier: number;
  @ApiProperty({ enum: TIERS }) tierName: string;
  @ApiProperty() position: number;
  @ApiProperty() xp: number;
  @ApiProperty({ enum: ['promoted', 'demoted', 'stayed'] }) outcome: string;
}

export class LeagueResponse {
  @ApiProperty({ description: 'Leagues are opt-in' }) joined: boolean;
  @ApiProperty({ type: Number, nullable: true }) tier: number | null;
  @ApiProperty({ type: String, enum: [...TIERS, null], nullable: true, description: 'Null until joined' }) tierName:
    | string
    | null;
  @ApiProperty({ enum: TIERS, isArray: true, description: 'The tiers, lowest first' }) tiers: string[];
  @ApiProperty({ example: '2026-11-23', description: 'This week (Monday, UTC)' }) weekStart: string;
  @ApiProperty({ type: String, format: 'date-time', description: 'When this week ends (next Monday 00:00 UTC)' })
  weekEndsAt: string;
  @ApiProperty({ example: 7 }) promoteCount: number;
  @ApiProperty({ example: 5 }) demoteCount: number;
  @ApiProperty({ example: 30 }) groupSize: number;
  @ApiProperty({ type: [LeagueMemberResponse], description: 'My group this week, by XP this week' })
  group: LeagueMemberResponse[];
  @ApiProperty({ type: [LeagueWeekResultResponse], description: 'My last 10 weeks, newest first' })
  history: LeagueWeekResultResponse[];
}

const toResponse = (state: LeagueState): LeagueResponse => ({
  ...state,
  tiers: [...state.tiers],
  weekEndsAt: state.weekEndsAt.toISOString(),
});

@ApiTags('leagues')
@Controller('leagues/me')
export class LeagueController {
  constructor(private readonly leagues: Leagues) {}

  @Get()
  @Auth()
  @ApiOperation({
    summary:
      "My weekly league: my group ranked by this week's XP, the promotion and demotion lines, the time left, my history",
  })
  @ApiOkResponse({ type: LeagueResponse })
  async getMyLeague(@CurrentUser() me: AuthenticatedUser): Promise<LeagueResponse> {
    return toResponse(await this.leagues.state(me.id));
  }

  @Post()
  @Auth()
  @HttpCode(200)
  @ApiOperation({ summary: 'Join the weekly leagues (idempotent; a returning member keeps their tier)' })
  @ApiOkResponse({ type: LeagueResponse })
  async joinLeague(@CurrentUser() me: AuthenticatedUser): Promise<LeagueResponse> {
    return toResponse(await this.leagues.join(me.id));
  }

  @Delete()
  @Auth()
  @ApiOperation({ summary: 'Leave the weekly leagues (one click; the history stays)' })
  @ApiOkResponse({ type: LeagueResponse })
  async leaveLeague(@CurrentUser() me: AuthenticatedUser): Promise<LeagueResponse> {
    return toResponse(await this.leagues.leave(me.id));
  }
}
