import { Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiPropertyOptional,
  ApiTags,
  ApiTooManyRequestsResponse,
  IntersectionType,
} from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { Auth } from '../../../../platform/access/access.js';
import { ErrorBody } from '../../../../platform/http/error-body.js';
import { PageQuery } from '../../../../platform/http/page-query.js';
import { LinkChecks } from '../../application/link-checks.js';
import { LINK_OUTCOMES, type LinkCheckResult, type LinkOutcome } from '../../domain/link-check.js';
import { LinkCheckJob } from '../jobs/link-check.job.js';

const USE_KINDS = ['lesson', 'resource', 'post'] as const;

class LinkCheckFilters {
  @ApiPropertyOptional({ enum: LINK_OUTCOMES, description: 'Only this outcome (default: every one but ok)' })
  @IsOptional()
  @IsIn(LINK_OUTCOMES)
  outcome?: LinkOutcome;
}

export class LinkCheckListQuery extends IntersectionType(
  LinkCheckFilters,
  PageQuery({ pageSize: 20, maxPageSize: 100 }),
) {}

export class LinkUseResponse {
  @ApiProperty({ enum: USE_KINDS }) kind: (typeof USE_KINDS)[number];
  @ApiProperty({ description: "The lesson's module key, the resource's id or the post's slug" }) key: string;
  @ApiProperty() title: string;
  @ApiProperty({ description: 'Where it opens in the site', example: '/roadmap/frontend?module=http-and-apis' })
  path: string;
}

export class LinkCheckResponse {
  @ApiProperty() url: string;
  @ApiProperty({ enum: LINK_OUTCOMES }) outcome: LinkOutcome;
  @ApiProperty({ type: Number, nullable: true, description: 'The HTTP status, when there was an answer' })
  status: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'Where a moved link points now' })
  location: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Why there was no answer (unreachable) or no request (blocked)',
  })
  reason: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) checkedAt: string;
  @ApiProperty({ type: [LinkUseResponse] }) usedIn: LinkUseResponse[];
}

export class LinkCheckCountsResponse {
  @ApiProperty() ok: number;
  @ApiProperty() moved: number;
  @ApiProperty() broken: number;
  @ApiProperty() unreachable: number;
  @ApiProperty() blocked: number;
}

export class LinkCheckListResponse {
  @ApiProperty({ type: [LinkCheckResponse], description: 'Newest check first' }) items: LinkCheckResponse[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the latest check ran (null: never)',
  })
  lastCheckedAt: string | null;
  @ApiProperty({ type: LinkCheckCountsResponse, description: 'Addresses per outcome at the latest check' })
  counts: LinkCheckCountsResponse;
}

export class LinkCheckRunResponse {
  @ApiProperty({ description: 'Addresses requested' }) checked: number;
  @ApiProperty({ description: 'Of them, not ok (moved, broken, unreachable or blocked)' }) dead: number;
}

const view = (r: LinkCheckResult): LinkCheckResponse => ({
  url: r.url,
  outcome: r.outcome,
  status: r.status,
  location: r.location,
  reason: r.reason,
  checkedAt: r.checkedAt.toISOString(),
  usedIn: r.usedIn.map((u) => ({ kind: u.kind, key: u.key, title: u.title, path: u.path })),
});

/** The weekly link check's results for staff, and a check now for admins. */
@ApiTags('link-check')
@Controller('admin/link-checks')
export class LinkCheckAdminController {
  constructor(
    private readonly checks: LinkChecks,
    private readonly job: LinkCheckJob,
  ) {}

  @Get()
  @Auth('moderator', 'admin')
  @ApiOperation({ summary: 'External links that did not answer well at the latest check, where each is used' })
  @ApiOkResponse({ type: LinkCheckListResponse })
  async listLinkChecks(@Query() query: LinkCheckListQuery): Promise<LinkCheckListResponse> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const [result, summary] = await Promise.all([
      this.checks.list(query.outcome, page, pageSize),
      this.checks.summary(),
    ]);
    return {
      items: result.items.map(view),
      total: result.total,
      page,
      pageSize,
      lastCheckedAt: summary.lastCheckedAt?.toISOString() ?? null,
      counts: summary.counts,
    };
  }

  @Post('run')
  @HttpCode(200)
  @Auth('admin')
  @ApiOperation({ summary: 'Check every external link now (answers when the check has ended)' })
  @ApiOkResponse({ type: LinkCheckRunResponse })
  @ApiConflictResponse({ type: ErrorBody, description: 'LINK_CHECK_RUNNING: a check is under way' })
  @ApiTooManyRequestsResponse({
    type: ErrorBody,
    description:
      'LINK_CHECK_TOO_SOON: the last check ended less than LINK_CHECK_COOLDOWN_MS ago (details: lastCheckedAt, retryAfterSeconds)',
  })
  runLinkCheck(): Promise<LinkCheckRunResponse> {
    return this.job.runNow();
  }
}
