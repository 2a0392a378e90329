import { Controller, Get, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../../platform/access/access.js';
import { ApiError } from '../../../../platform/http/api-error.js';
import { ErrorBody } from '../../../../platform/http/error-body.js';
import { DevOutbox } from '../../../../platform/mail/mailer.js';
import { OutboxQuery, OutboxResponse } from './dto/account-email.dto.js';

const OUTBOX_LIMIT = 50;

/** The development outbox: the mails this server would have sent (never in production). */
@ApiTags('auth')
@Controller('dev/outbox')
export class DevOutboxController {
  constructor(private readonly outbox: DevOutbox) {}

  @Get()
  @Public()
  @ApiOperation({
    summary: 'Development only: the mails kept in the development outbox',
    description:
      'Development only. Active when SMTP_URL is unset and NODE_ENV is not production; otherwise the route answers 404 ROUTE_NOT_FOUND as if it did not exist.',
  })
  @ApiOkResponse({ type: OutboxResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'ROUTE_NOT_FOUND: the outbox is off on this server' })
  async listOutbox(@Query() query: OutboxQuery): Promise<OutboxResponse> {
    // The same answer as a route that does not exist.
    if (!this.outbox.active) throw new ApiError(404, 'ROUTE_NOT_FOUND', 'No API route matches GET /api/dev/outbox');
    return { items: await this.outbox.list({ to: query.to, limit: OUTBOX_LIMIT }) };
  }
}
