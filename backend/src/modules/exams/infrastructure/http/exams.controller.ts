import { Body, Controller, Get, HttpCode, Param, Post, Put, Req, Res } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Auth, CurrentUser, Public, type AuthenticatedUser } from '../../../../platform/access/access.js';
import { ErrorBody } from '../../../../platform/http/error-body.js';
import { Exams, type AttemptState } from '../../application/exams.js';
import { EXAM_RULES } from '../../domain/exam.js';
import { AttemptResponse, ExamOverviewResponse, SaveAnswersBody, SubmitAttemptBody } from './exams.dto.js';

const SLUG = { name: 'roadmapSlug', example: 'frontend' };
const ATTEMPT = { name: 'attemptId', format: 'uuid' };

function attemptResponse({ attempt, grade, nextAttemptAt }: AttemptState, now = new Date()): AttemptResponse {
  return {
    id: attempt.id,
    roadmap: { slug: attempt.roadmapSlug, title: attempt.roadmapTitle },
    status: attempt.submittedAt ? 'submitted' : 'open',
    startedAt: attempt.startedAt.toISOString(),
    deadlineAt: attempt.deadlineAt.toISOString(),
    serverNow: now.toISOString(),
    submittedAt: attempt.submittedAt?.toISOString() ?? null,
    // Never the correct options or the explanations here: they are in `result`, after submission.
    questions: attempt.questions.map(({ key, kind, prompt, code, language, options }) => ({
      key,
      kind,
      prompt,
      code,
      language,
      options,
    })),
    answers: Object.fromEntries(Object.entries(attempt.answers).map(([key, saved]) => [key, saved.options])),
    result: grade
      ? {
          scorePercent: grade.scorePercent,
          correctCount: grade.correctCount,
          questionCount: grade.questionCount,
          passed: grade.passed,
          passMarkPercent: EXAM_RULES.passMarkPercent,
          nextAttemptAt: nextAttemptAt?.toISOString() ?? null,
          review: grade.review,
        }
      : null,
  };
}

@ApiTags('exams')
@Controller('exams')
export class ExamsController {
  constructor(private readonly exams: Exams) {}

  @Get('attempts/:attemptId')
  @Auth()
  @ApiParam(ATTEMPT)
  @ApiOperation({
    summary:
      'One of my attempts: its questions (never the answers while open), my saved answers, and after submission the result and review',
  })
  @ApiOkResponse({ type: AttemptResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: "EXAM_ATTEMPT_NOT_FOUND (also for another learner's attempt)" })
  async getExamAttempt(
    @CurrentUser() user: AuthenticatedUser,
    @Param('attemptId') attemptId: string,
  ): Promise<AttemptResponse> {
    return attemptResponse(await this.exams.get(user.id, attemptId));
  }

  @Put('attempts/:attemptId/answers')
  @Auth()
  @ApiParam(ATTEMPT)
  @ApiOperation({ summary: 'Save answers as you go (merged; each keeps the time it was saved)' })
  @ApiOkResponse({ type: AttemptResponse })
  @ApiConflictResponse({ type: ErrorBody, description: 'EXAM_DEADLINE_PASSED or EXAM_ALREADY_SUBMITTED' })
  async saveExamAnswers(
    @CurrentUser() user: AuthenticatedUser,
    @Param('attemptId') attemptId: string,
    @Body() body: SaveAnswersBody,
  ): Promise<AttemptResponse> {
    return attemptResponse(await this.exams.save(user.id, attemptId, body.answers));
  }

  @Post('attempts/:attemptId/submit')
  @HttpCode(200)
  @Auth()
  @ApiParam(ATTEMPT)
  @ApiOperation({
    summary:
      'Submit: graded with the answers saved in time; a pass awards XP and a certificate, and the answer says what it awarded (award). Submitting again returns the same result (award: null)',
  })
  @ApiOkResponse({ type: AttemptResponse })
  async submitExamAttempt(
    @CurrentUser() user: AuthenticatedUser,
    @Param('attemptId') attemptId: string,
    @Body() body: SubmitAttemptBody,
  ): Promise<AttemptResponse> {
    const { state, award } = await this.exams.submitForAward(user.id, attemptId, body.answers);
    return { ...attemptResponse(state), award };
  }

  @Get(':roadmapSlug')
  @Public()
  @ApiParam(SLUG)
  @ApiOperation({ summary: "A roadmap's exam: the rules, and signed in, my eligibility, cooldown and attempts" })
  @ApiOkResponse({ type: ExamOverviewResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'EXAM_NOT_FOUND' })
  async getExam(
    @Param('roadmapSlug') slug: string,
    @Req() req: Request & { user?: AuthenticatedUser },
  ): Promise<ExamOverviewResponse> {
    const overview = await this.exams.overview(slug, req.user?.id ?? null);
    return {
      roadmap: overview.roadmap,
      questionCount: overview.questionCount,
      rules: { ...EXAM_RULES },
      learner: overview.learner && {
        ...overview.learner,
        nextAttemptAt: overview.learner.nextAttemptAt?.toISOString() ?? null,
        attempts: overview.learner.attempts.map((a) => ({
          id: a.id,
          startedAt: a.startedAt.toISOString(),
          submittedAt: a.submittedAt?.toISOString() ?? null,
          scorePercent: a.scorePercent,
          passed: a.passed,
        })),
      },
    };
  }

  @Post(':roadmapSlug/attempts')
  @Auth()
  @ApiParam(SLUG)
  @ApiOperation({
    summary: 'Start an attempt (a random draw in random order, 30 minutes), or get back the one already open (200)',
  })
  @ApiCreatedResponse({ type: AttemptResponse })
  @ApiOkResponse({ type: AttemptResponse, description: 'The attempt already open' })
  @ApiForbiddenResponse({
    type: ErrorBody,
    description:
      'EXAM_NOT_ELIGIBLE: not every module of the roadmap is passed yet (details: modulesPassed, moduleCount)',
  })
  @ApiConflictResponse({ type: ErrorBody, description: 'EXAM_COOLDOWN (details: retryAt)' })
  async startExamAttempt(
    @CurrentUser() user: AuthenticatedUser,
    @Param('roadmapSlug') slug: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AttemptResponse> {
    const { state, created } = await this.exams.start(user.id, slug);
    res.status(created ? 201 : 200);
    return attemptResponse(state);
  }
}
