import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { Auth, CurrentUser, type AuthenticatedUser } from '../../../../platform/access/access.js';
import { ErrorBody } from '../../../../platform/http/error-body.js';
import { ParseIdPipe } from '../../../../platform/http/parse-id.pipe.js';
import { ProjectFeedback } from '../../application/project-feedback.js';
import { CLAIM_HOURS, claimExpiresAt, MAX_OPEN_PROJECTS, RUBRIC, type Project } from '../../domain/feedback.js';
import {
  MyProjectsResponse,
  ProjectResponse,
  QueueQuery,
  ReviewQueueResponse,
  SubmitProjectBody,
  SubmitReviewBody,
} from './feedback.dto.js';

const iso = (d: Date | null) => d?.toISOString() ?? null;
export function projectView(p: Project, me: AuthenticatedUser): ProjectResponse {
  const claimedByMe = p.reviewerId === me.id;
  return {
    id: p.id,
    title: p.title,
    repositoryUrl: p.repositoryUrl,
    liveUrl: p.liveUrl,
    description: p.description,
    roadmap: p.roadmap,
    focusAreas: p.focusAreas,
    focusNote: p.focusNote,
    state: p.state,
    mine: p.authorId === me.id,
    claimedByMe,
    createdAt: p.createdAt.toISOString(),
    claimedAt: iso(p.claimedAt),
    claimExpiresAt: p.state === 'in_review' && p.claimedAt ? claimExpiresAt(p.claimedAt).toISOString() : null,
    reviewedAt: iso(p.reviewedAt),
    feedback: p.review
      ? {
          rubric: p.review.rubric,
          summary: p.review.summary,
          createdAt: p.review.createdAt.toISOString(),
          helpfulAt: iso(p.review.helpfulAt),
          byMe: p.review.reviewerId === me.id,
        }
      : null,
  };
}

const NOT_FOUND = { type: ErrorBody, description: 'PROJECT_NOT_FOUND (also for projects that are not yours to see)' };

@ApiTags('feedback')
@Controller('feedback')
@Auth()
export class FeedbackController {
  constructor(private readonly feedback: ProjectFeedback) {}

  @Get('projects/mine')
  @ApiOperation({
    summary: 'My projects with their state and the feedback received, whether I may review, and the rubric',
  })
  @ApiOkResponse({ type: MyProjectsResponse })
  async listMyProjects(@CurrentUser() me: AuthenticatedUser): Promise<MyProjectsResponse> {
    const [items, reviewer] = await Promise.all([this.feedback.mine(me), this.feedback.reviewerStatus(me)]);
    return {
      items: items.map((p) => projectView(p, me)),
      maxWaiting: MAX_OPEN_PROJECTS,
      reviewer,
      rubric: RUBRIC.map((r) => ({ ...r })),
      claimHours: CLAIM_HOURS,
    };
  }

  @Post('projects')
  @Throttle({ default: { limit: 10, ttl: 60_000 } })
  @ApiOperation({
    summary: 'Submit a project for feedback (https addresses on public hosts; the server never fetches them)',
  })
  @ApiCreatedResponse({ type: ProjectResponse })
  @ApiConflictResponse({ type: ErrorBody, description: 'TOO_MANY_OPEN_PROJECTS (3 waiting at once)' })
  @ApiTooManyRequestsResponse({
    type: ErrorBody,
    description: 'PROJECT_SUBMISSIONS_RATE_LIMITED (5 an hour), RATE_LIMITED',
  })
  async submitProject(@CurrentUser() me: AuthenticatedUser, @Body() body: SubmitProjectBody): Promise<ProjectResponse> {
    const project = await this.feedback.submit(me, {
      title: body.title.trim(),
      repositoryUrl: body.repositoryUrl,
      liveUrl: body.liveUrl || null,
      description: body.description.trim(),
      roadmapSlug: body.roadmapSlug || null,
      focusAreas: body.focusAreas,
      focusNote: body.focusNote?.trim() || null,
    });
    return projectView(project, me);
  }

  @Get('projects/:id')
  @ApiOperation({
    summary: 'A project and its feedback: for its author, its reviewer, staff, and reviewers while it is open',
  })
  @ApiOkResponse({ type: ProjectResponse })
  @ApiNotFoundResponse(NOT_FOUND)
  async getProject(
    @CurrentUser() me: AuthenticatedUser,
    @Param('id', ParseIdPipe) id: number,
  ): Promise<ProjectResponse> {
    return projectView(await this.feedback.detail(me, id), me);
  }

  @Post('projects/:id/withdraw')
  @HttpCode(200)
  @ApiOperation({ summary: 'Withdraw my project while it is open' })
  @ApiOkResponse({ type: ProjectResponse })
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse({ type: ErrorBody, description: 'PROJECT_NOT_OPEN' })
  async withdrawProject(
    @CurrentUser() me: AuthenticatedUser,
    @Param('id', ParseIdPipe) id: number,
  ): Promise<ProjectResponse> {
    return projectView(await this.feedback.withdraw(me, id), me);
  }

  @Post('projects/:id/helpful')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark the feedback on my project as helpful (once)' })
  @ApiOkResponse({ type: ProjectResponse })
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse({ type: ErrorBody, description: 'ALREADY_MARKED_HELPFUL, NO_FEEDBACK_YET' })
  async markFeedbackHelpful(
    @CurrentUser() me: AuthenticatedUser,
    @Param('id', ParseIdPipe) id: number,
  ): Promise<ProjectResponse> {
    return projectView(await this.feedback.markHelpful(me, id), me);
  }

  @Get('queue')
  @ApiOperation({ summary: 'For reviewers: open projects, oldest first, the median waits, and my claims' })
  @ApiOkResponse({ type: ReviewQueueResponse })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'REVIEWER_REQUIRED (below the XP threshold)' })
  async listReviewQueue(
    @CurrentUser() me: AuthenticatedUser,
    @Query() query: QueueQuery,
  ): Promise<ReviewQueueResponse> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 10;
    const result = await this.feedback.queue(me, page, pageSize);
    return {
      items: result.items.map((p) => projectView(p, me)),
      total: result.total,
      page,
      pageSize,
      medianOpenWaitSeconds: result.medianOpenWaitSeconds,
      medianReviewedWaitSeconds: result.medianReviewedWaitSeconds,
      claimed: result.claimed.map((p) => projectView(p, me)),
    };
  }

  @Post('projects/:id/claim')
  @HttpCode(200)
  @ApiOperation({ summary: `Claim an open project to review it (the claim lasts ${CLAIM_HOURS} hours)` })
  @ApiOkResponse({ type: ProjectResponse })
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiForbiddenResponse({ type: ErrorBody, description: 'REVIEWER_REQUIRED, OWN_PROJECT' })
  @ApiConflictResponse({ type: ErrorBody, description: 'PROJECT_ALREADY_CLAIMED, PROJECT_ALREADY_REVIEWED' })
  async claimProject(
    @CurrentUser() me: AuthenticatedUser,
    @Param('id', ParseIdPipe) id: number,
  ): Promise<ProjectResponse> {
    return projectView(await this.feedback.claim(me, id), me);
  }

  @Post('projects/:id/review')
  @HttpCode(200)
  @ApiOperation({ summary: 'Give feedback on a project I claimed: the rubric and a summary' })
  @ApiOkResponse({ type: ProjectResponse })
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiForbiddenResponse({ type: ErrorBody, description: 'REVIEWER_REQUIRED, OWN_PROJECT' })
  @ApiConflictResponse({ type: ErrorBody, description: 'CLAIM_REQUIRED, PROJECT_ALREADY_REVIEWED' })
  async reviewProject(
    @CurrentUser() me: AuthenticatedUser,
    @Param('id', ParseIdPipe) id: number,
    @Body() body: SubmitReviewBody,
  ): Promise<ProjectResponse> {
    return projectView(await this.feedback.review(me, id, body.rubric, body.summary), me);
  }
}
