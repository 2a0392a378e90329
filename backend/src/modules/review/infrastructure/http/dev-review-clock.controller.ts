import { Body, Controller, Put } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser, type AuthenticatedUser } from '../../../../platform/access/access.js';
import { ApiError } from '../../../../platform/http/api-error.js';
import { ErrorBody } from '../../../../platform/http/error-body.js';
import { ReviewClock } from '../../application/review-clock.js';
import { DevReviewClockBody, DevReviewClockResponse } from './review.dto.js';

/** The review queue's clock for tests (never in production). */
@ApiTags('review')
@Controller('dev/review-clock')
export class DevReviewClockController {
  constructor(private readonly clock: ReviewClock) {}

  @Put()
  @Auth()
  @ApiOperation({
    summary: "Development only: move my review queue's clock ahead, so a test sees an item come due without waiting",
    description:
      "Development only. Sets an offset for the calling learner's review queue only (kept in this server's memory; 0 resets it). In production the route answers 404 ROUTE_NOT_FOUND as if it did not exist.",
  })
  @ApiOkResponse({ type: DevReviewClockResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'ROUTE_NOT_FOUND: the clock is fixed on this server' })
  setReviewClock(@CurrentUser() user: AuthenticatedUser, @Body() body: DevReviewClockBody): DevReviewClockResponse {
    // The same answer as a route that does not exist.
    if (!this.clock.adjustable)
      throw new ApiError(404, 'ROUTE_NOT_FOUND', 'No API route matches PUT /api/dev/review-clock');
    this.clock.setOffset(user.id, body.offsetMinutes);
    return { offsetMinutes: this.clock.offsetOf(user.id), now: this.clock.now(user.id).toISOString() };
  }
}
