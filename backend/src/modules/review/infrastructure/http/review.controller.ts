import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { Auth, CurrentUser, type AuthenticatedUser } from '../../../../platform/access/access.js';
import { ErrorBody } from '../../../../platform/http/error-body.js';
import { type DueItem, ReviewQueue, type ReviewOutcome } from '../../application/review-queue.js';
import type { ReviewItem } from '../../domain/review-item.js';
import {
  FSRS_STATES,
  ReviewAnswerBody,
  ReviewAnswerResponse,
  ReviewDueQuery,
  ReviewDueResponse,
  ReviewRateBody,
  ReviewRateResponse,
  ReviewSummaryResponse,
  type ReviewQueueItemResponse,
} from './review.dto.js';

const ID_PARAM = { name: 'id', description: "A review item's id (a UUID)", schema: { type: 'string', format: 'uuid' } };
const NOT_FOUND = {
  type: ErrorBody,
  description: "REVIEW_ITEM_NOT_FOUND: no such item of mine (another learner's included)",
};

const itemResponse = ({ item, question }: DueItem): ReviewQueueItemResponse => ({
  id: item.id,
  kind: item.kind,
  due: item.card.due.toISOString(),
  state: FSRS_STATES[item.card.state] ?? 'learning',
  reps: item.card.reps,
  lapses: item.card.lapses,
  lastReviewAt: item.card.lastReview?.toISOString() ?? null,
  question,
  problem: item.kind === 'problem' ? { slug: item.ref, title: item.title ?? item.ref } : null,
});

const outcomeResponse = (o: ReviewOutcome): ReviewRateResponse => ({
  rating: o.rating,
  item: itemResponse({ item: o.item as ReviewItem, question: null }),
  dayCompleted: o.dayCompleted,
});

/**
 * The review queue (issue 28 item 4): what I answered wrongly comes back, scheduled by FSRS.
 * Check items are answered again (graded on the server) with POST …/answer; problem items are
 * solved again on their page and rated with POST …/rate, which also turns a right answer's
 * default Good into Hard or Easy.
 */
@ApiTags('review')
@Controller('review')
export class ReviewController {
  constructor(private readonly queue: ReviewQueue) {}

  @Get('summary')
  @Auth()
  @ApiOperation({ summary: 'My review queue in numbers: due now, when the next item comes due, and all items' })
  @ApiOkResponse({ type: ReviewSummaryResponse })
  async getReviewSummary(@CurrentUser() user: AuthenticatedUser): Promise<ReviewSummaryResponse> {
    const { dueNow, nextDueAt, total } = await this.queue.summary(user.id);
    return { dueNow, nextDueAt: nextDueAt?.toISOString() ?? null, total };
  }

  @Get('due')
  @Auth()
  @ApiOperation({
    summary:
      'My items due now, oldest due first: check questions without their answers, problems to solve again (a question no longer in its lesson leaves the queue)',
  })
  @ApiOkResponse({ type: ReviewDueResponse })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'VALIDATION_FAILED: limit is 1–50' })
  async getReviewDue(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: ReviewDueQuery,
  ): Promise<ReviewDueResponse> {
    return { items: (await this.queue.due(user.id, query.limit)).map(itemResponse) };
  }

  @Post('items/:id/answer')
  @Auth()
  @HttpCode(200)
  @ApiParam(ID_PARAM)
  @ApiOperation({
    summary:
      'Answer a due check item again: graded at once with the explanations; wrong is rated Again, right is rated Good (or the rating given: hard, good, easy) and rescheduled by FSRS. Parallel answers to one item apply once (the others find it not due).',
  })
  @ApiOkResponse({ type: ReviewAnswerResponse })
  @ApiBadRequestResponse({
    type: ErrorBody,
    description: 'CHECK_ANSWER_INVALID (the answer does not fit the question) or VALIDATION_FAILED',
  })
  @ApiNotFoundResponse({
    type: ErrorBody,
    description:
      "REVIEW_ITEM_NOT_FOUND: no such item of mine (another learner's included); REVIEW_ITEM_GONE: the question is no longer in its lesson (the item is dropped)",
  })
  @ApiConflictResponse({
    type: ErrorBody,
    description:
      'REVIEW_NOT_DUE: not due yet (or just answered); REVIEW_ITEM_KIND: a problem item is rated, not answered',
  })
  async answerReviewItem(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body() body: ReviewAnswerBody,
  ): Promise<ReviewAnswerResponse> {
    const outcome = await this.queue.answer(user.id, id, body.answer, body.rating);
    return { ...outcomeResponse(outcome), result: outcome.result };
  }

  @Post('items/:id/rate')
  @Auth()
  @HttpCode(200)
  @ApiParam(ID_PARAM)
  @ApiOperation({
    summary:
      'Rate an item: a due problem item after solving it again (again, hard, good, easy), or a check item I just answered rightly, to change its Good into Hard or Easy (rescheduled from before that answer)',
  })
  @ApiOkResponse({ type: ReviewRateResponse })
  @ApiBadRequestResponse({
    type: ErrorBody,
    description: 'REVIEW_RATING_INVALID (again for a rightly answered check) or VALIDATION_FAILED',
  })
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse({
    type: ErrorBody,
    description:
      'REVIEW_NOT_DUE: the problem item is not due yet; REVIEW_NOT_ANSWERED: a check item not answered rightly',
  })
  async rateReviewItem(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body() body: ReviewRateBody,
  ): Promise<ReviewRateResponse> {
    return outcomeResponse(await this.queue.rate(user.id, id, body.rating));
  }
}
