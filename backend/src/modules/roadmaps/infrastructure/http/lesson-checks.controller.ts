import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { Auth, CurrentUser, Public, type AuthenticatedUser } from '../../../../platform/access/access.js';
import { ErrorBody } from '../../../../platform/http/error-body.js';
import { LessonChecks } from '../../application/lesson-checks.js';
import type { StoredAttempt } from '../../domain/lesson-checks.repository.js';
import {
  CheckAttemptResultResponse,
  LatestCheckAttemptResponse,
  ModuleChecksResponse,
  SubmitCheckAttemptBody,
  type CheckAttemptResponse,
} from './lesson-checks.dto.js';
import { MODULE_KEY_PARAM } from './roadmaps.dto.js';
import { NOT_FOUND, REF_PARAM } from './roadmaps.controller.js';

const attemptResponse = (a: StoredAttempt): CheckAttemptResponse => ({
  id: a.id,
  score: a.score,
  total: a.total,
  passed: a.passed,
  submittedAt: a.createdAt.toISOString(),
  // Attempts stored before the given answers were kept read as null.
  results: a.results.map((r) => ({ ...r, givenOrder: r.givenOrder ?? null, givenText: r.givenText ?? null })),
});

/** The graded checks at the end of a module's lesson (issue 28). */
@ApiTags('roadmaps')
@Controller('roadmaps')
export class LessonChecksController {
  constructor(private readonly checks: LessonChecks) {}

  @Get(':ref/modules/:moduleKey/checks')
  @Public()
  @ApiParam(REF_PARAM)
  @ApiParam(MODULE_KEY_PARAM)
  @ApiOperation({
    summary:
      "A module's check questions, without their answers or explanations (order questions' steps come scrambled); empty when the lesson has none yet",
  })
  @ApiOkResponse({ type: ModuleChecksResponse })
  @ApiNotFoundResponse(NOT_FOUND)
  getModuleChecks(@Param('ref') ref: string, @Param('moduleKey') moduleKey: string): Promise<ModuleChecksResponse> {
    return this.checks.questions(ref, moduleKey);
  }

  @Post(':ref/modules/:moduleKey/checks/attempts')
  @Auth()
  @ApiParam(REF_PARAM)
  @ApiParam(MODULE_KEY_PARAM)
  @ApiOperation({
    summary:
      "Answer a module's checks: graded at once (each question right or wrong, with the explanations of the options I chose and the right ones), stored as a new attempt; at 80 % the module's checks are passed (the first pass stays and pays the checks' XP once: the answer's award)",
  })
  @ApiCreatedResponse({ type: CheckAttemptResultResponse })
  @ApiBadRequestResponse({
    type: ErrorBody,
    description: 'CHECK_QUESTION_UNKNOWN, CHECK_ANSWER_DUPLICATE, CHECK_ANSWER_INVALID or a validation error',
  })
  @ApiNotFoundResponse({
    type: ErrorBody,
    description: 'ROADMAP_NOT_FOUND, ROADMAP_MODULE_NOT_FOUND or MODULE_CHECKS_NOT_FOUND',
  })
  async submitCheckAttempt(
    @CurrentUser() user: AuthenticatedUser,
    @Param('ref') ref: string,
    @Param('moduleKey') moduleKey: string,
    @Body() body: SubmitCheckAttemptBody,
  ): Promise<CheckAttemptResultResponse> {
    const { attempt, passedAt, award } = await this.checks.submit(user.id, ref, moduleKey, body.answers);
    return { attempt: attemptResponse(attempt), passedAt: passedAt?.toISOString() ?? null, award };
  }

  @Get(':ref/modules/:moduleKey/checks/attempts/latest')
  @Auth()
  @ApiParam(REF_PARAM)
  @ApiParam(MODULE_KEY_PARAM)
  @ApiOperation({ summary: "My last attempt at a module's checks (with its results) and when I first passed them" })
  @ApiOkResponse({ type: LatestCheckAttemptResponse })
  @ApiNotFoundResponse(NOT_FOUND)
  async getLatestCheckAttempt(
    @CurrentUser() user: AuthenticatedUser,
    @Param('ref') ref: string,
    @Param('moduleKey') moduleKey: string,
  ): Promise<LatestCheckAttemptResponse> {
    const { attempt, passedAt } = await this.checks.latest(user.id, ref, moduleKey);
    return { attempt: attempt ? attemptResponse(attempt) : null, passedAt: passedAt?.toISOString() ?? null };
  }
}
