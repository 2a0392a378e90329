import { Controller, Get, Header, Query, Req } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiPropertyOptional,
  ApiTags,
  IntersectionType,
} from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import type { Request } from 'express';
import { Public, type AuthenticatedUser } from '../../../../platform/access/access.js';
import { PageQuery } from '../../../../platform/http/page-query.js';
import { JSON_CONTENT_TYPE, SerializedJson } from '../../../../platform/http/serialized-json.js';
import { Leaderboards } from '../../application/leaderboards.js';
import { BOARDS, type Board } from '../../domain/leaderboard.js';

class LeaderboardQueryFilters {
  @ApiPropertyOptional({
    enum: BOARDS,
    default: 'week',
    description: 'all-time, this month or this week (UTC periods)',
  })
  @IsOptional()
  @IsIn(BOARDS)
  board?: Board;
}

export class LeaderboardQuery extends IntersectionType(
  LeaderboardQueryFilters,
  PageQuery({ pageSize: 50, maxPageSize: 100, maxPage: 20000 }),
) {}

export class LeaderboardEntryResponse {
  @ApiProperty({ example: 3, description: "Equal XP, equal rank (the caller's own entry: their rank now, as in `me`)" })
  rank: number;
  @ApiProperty({ example: 3, description: 'Place in the list, without gaps' }) position: number;
  @ApiProperty({
    example: 1250,
    description: "XP at the snapshot (refreshedAt); the caller's own entry: their XP now, as in `me`",
  })
  xp: number;
  @ApiProperty({ description: 'The learner hides their activity: no name, handle or picture' }) anonymous: boolean;
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
  @ApiProperty({ description: 'This entry is the caller' }) isMe: boolean;
}

export class MyRankResponse {
  @ApiProperty() rank: number;
  @ApiProperty() position: number;
  @ApiProperty() xp: number;
  @ApiProperty({ type: [LeaderboardEntryResponse], description: 'The caller with up to two learners either side' })
  neighbours: LeaderboardEntryResponse[];
}

export class LeaderboardResponse {
  @ApiProperty({ enum: BOARDS }) board: Board;
  @ApiProperty({ example: '2026-11-23', description: 'First day (UTC) of the period' }) periodStart: string;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the snapshot was taken (every 5 minutes)',
  })
  refreshedAt: string | null;
  @ApiProperty({ description: 'Learners on the board' }) total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
  @ApiProperty({ type: [LeaderboardEntryResponse] }) items: LeaderboardEntryResponse[];
  @ApiProperty({
    type: MyRankResponse,
    nullable: true,
    description: "The caller's place, when signed in and on the board",
  })
  me: MyRankResponse | null;
}

@ApiTags('leaderboard')
@Controller('leaderboard')
export class LeaderboardController {
  /** A page's rows, serialized once per cached page (see SerializedJson and Leaderboards.page). */
  private readonly json = new SerializedJson();

  constructor(private readonly leaderboards: Leaderboards) {}

  @Get()
  @Public()
  @ApiOperation({
    summary: 'A leaderboard page (a snapshot refreshed every 5 minutes); signed in, also my rank and neighbours',
  })
  @ApiOkResponse({ type: LeaderboardResponse })
  @Header('Content-Type', JSON_CONTENT_TYPE)
  async getLeaderboard(
    @Query() query: LeaderboardQuery,
    @Req() req: Request & { user?: AuthenticatedUser },
  ): Promise<string> {
    const { items, ...page } = await this.leaderboards.page(
      query.board ?? 'week',
      query.page ?? 1,
      query.pageSize ?? 50,
      req.user?.id,
    );
    // The rows are most of the body, and the same for every viewer not on the page.
    const rest: Omit<LeaderboardResponse, 'items'> = { ...page, refreshedAt: page.refreshedAt?.toISOString() ?? null };
    return `{"items":${this.json.of(items, () => items)},${JSON.stringify(rest).slice(1)}`;
  }
}
