import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { Auth, CurrentUser, Public, type AuthenticatedUser } from '../../../../platform/access/access.js';
import { ErrorBody } from '../../../../platform/http/error-body.js';
import { PracticeCatalog } from '../../application/practice-catalog.js';
import { Submissions, type SubmissionState } from '../../application/submissions.js';
import type { Submission } from '../../domain/submission.js';
import {
  ProblemListQuery,
  ProblemListResponse,
  ProblemResponse,
  SolvedCountsResponse,
  SubmissionHistoryQuery,
  SubmissionHistoryResponse,
  SubmissionResponse,
  SubmitCodeBody,
} from './practice.dto.js';

const SLUG_PARAM = { name: 'slug', example: 'pair-with-target-sum' };
const acceptance = (p: { submissions: number; accepted: number }) =>
  p.submissions ? Math.round((p.accepted / p.submissions) * 1000) / 10 : null;
const submissionResponse = (s: Submission & { position?: number }): SubmissionResponse => ({
  id: s.id,
  problemSlug: s.problemSlug,
  language: s.language,
  mode: s.mode,
  status: s.status,
  position: s.position ?? 0,
  verdict: s.verdict,
  result: s.result,
  code: s.code,
  createdAt: s.createdAt.toISOString(),
  judgedAt: s.judgedAt?.toISOString() ?? null,
});

@ApiTags('practice')
@Controller('practice')
export class PracticeController {
  constructor(
    private readonly catalog: PracticeCatalog,
    private readonly submissions: Submissions,
  ) {}

  @Get('problems')
  @Public()
  @ApiOperation({
    summary:
      'Practice problems with difficulty, tag, roadmap module, status and text filters; signed in, my status and solved counts',
  })
  @ApiOkResponse({ type: ProblemListResponse })
  async listProblems(
    @Query() query: ProblemListQuery,
    @Req() req: Request & { user?: AuthenticatedUser },
  ): Promise<ProblemListResponse> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const viewer = req.user?.id ?? null;
    const result = await this.catalog.list(
      {
        q: query.q?.trim() || undefined,
        difficulty: query.difficulty,
        tag: query.tag,
        module: query.module,
        status: viewer === null ? undefined : query.status,
        page,
        pageSize,
      },
      viewer,
    );
    return { ...result, page, pageSize, items: result.items.map((p) => ({ ...p, acceptanceRate: acceptance(p) })) };
  }

  @Get('profiles/:handle/solved')
  @Public()
  @ApiParam({ name: 'handle', example: 'ada' })
  @ApiOperation({
    summary: 'The problems a public profile has solved, per difficulty (when its owner shows their activity)',
  })
  @ApiOkResponse({ type: SolvedCountsResponse })
  @ApiNotFoundResponse({
    type: ErrorBody,
    description: 'PROFILE_NOT_FOUND, or ACTIVITY_HIDDEN when the owner hides their activity',
  })
  getProfileSolved(@Param('handle') handle: string): Promise<SolvedCountsResponse> {
    return this.catalog.solvedOnProfile(handle.slice(0, 64));
  }

  @Get('problems/:slug')
  @Public()
  @ApiParam(SLUG_PARAM)
  @ApiOperation({
    summary:
      'A problem: statement, signature, starter code, samples, limits (never its hidden tests or reference solutions)',
  })
  @ApiOkResponse({ type: ProblemResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'PROBLEM_NOT_FOUND' })
  async getProblem(
    @Param('slug') slug: string,
    @Req() req: Request & { user?: AuthenticatedUser },
  ): Promise<ProblemResponse> {
    const problem = await this.catalog.problem(slug, req.user?.id ?? null);
    return { ...problem, acceptanceRate: acceptance(problem) };
  }

  @Post('problems/:slug/runs')
  @HttpCode(202)
  @Auth()
  @ApiParam(SLUG_PARAM)
  @ApiOperation({ summary: 'Run code against the visible samples (queued; poll the submission for the verdict)' })
  @ApiAcceptedResponse({ type: SubmissionResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'PROBLEM_NOT_FOUND' })
  @ApiTooManyRequestsResponse({ type: ErrorBody, description: 'SUBMISSIONS_RATE_LIMITED' })
  @ApiBadRequestResponse({
    type: ErrorBody,
    description:
      'VALIDATION_FAILED, CODE_TOO_LARGE, or LANGUAGE_NOT_OFFERED (details.languages: those the problem offers)',
  })
  async runCode(
    @CurrentUser() user: AuthenticatedUser,
    @Param('slug') slug: string,
    @Body() body: SubmitCodeBody,
  ): Promise<SubmissionResponse> {
    return submissionResponse(await this.submissions.create(user.id, slug, 'run', body.language, body.code));
  }

  @Post('problems/:slug/submissions')
  @HttpCode(202)
  @Auth()
  @ApiParam(SLUG_PARAM)
  @ApiOperation({
    summary:
      'Submit code against every test, hidden ones included (queued; poll the submission for the verdict). The first Accepted pays XP once',
  })
  @ApiAcceptedResponse({ type: SubmissionResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'PROBLEM_NOT_FOUND' })
  @ApiTooManyRequestsResponse({ type: ErrorBody, description: 'SUBMISSIONS_RATE_LIMITED' })
  @ApiBadRequestResponse({
    type: ErrorBody,
    description:
      'VALIDATION_FAILED, CODE_TOO_LARGE, or LANGUAGE_NOT_OFFERED (details.languages: those the problem offers)',
  })
  async submitCode(
    @CurrentUser() user: AuthenticatedUser,
    @Param('slug') slug: string,
    @Body() body: SubmitCodeBody,
  ): Promise<SubmissionResponse> {
    return submissionResponse(await this.submissions.create(user.id, slug, 'submit', body.language, body.code));
  }

  @Get('problems/:slug/submissions')
  @Auth()
  @ApiParam(SLUG_PARAM)
  @ApiOperation({ summary: 'My runs and submissions of a problem, newest first' })
  @ApiOkResponse({ type: SubmissionHistoryResponse })
  async listMySubmissions(
    @CurrentUser() user: AuthenticatedUser,
    @Param('slug') slug: string,
    @Query() query: SubmissionHistoryQuery,
  ): Promise<SubmissionHistoryResponse> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const history = await this.submissions.history(user.id, slug, page, pageSize);
    return { items: history.items.map((s) => submissionResponse(s)), total: history.total, page, pageSize };
  }

  @Get('submissions/:id')
  @Auth()
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOperation({ summary: 'One of my submissions: its place in the queue, then its verdict' })
  @ApiOkResponse({ type: SubmissionResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: "SUBMISSION_NOT_FOUND (also for another learner's)" })
  async getSubmission(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<SubmissionResponse> {
    const state: SubmissionState = await this.submissions.get(user.id, id);
    return submissionResponse(state);
  }
}
