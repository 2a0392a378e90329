import { Controller, Get, Req, Res } from '@nestjs/common';
import { Public } from '../access/access.js';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CsrfService, CSRF_TOKEN_LIFETIME_MS } from './csrf.service.js';

export class CsrfTokenResponse {
  @ApiProperty({ description: 'Send this value in the X-CSRF-Token header of every unsafe request', example: 'd3b0…' })
  csrfToken: string;

  @ApiProperty({ description: 'Lifetime of the token in seconds', example: 1800 })
  expiresIn: number;
}

@ApiTags('platform')
@Public()
@Controller('csrf-token')
export class CsrfController {
  constructor(private readonly csrf: CsrfService) {}

  @Get()
  @ApiOperation({
    summary: 'Issue a CSRF token',
    description:
      'Sets the httpOnly CSRF cookie and returns the matching token. Every request other than GET/HEAD must send it in `X-CSRF-Token` (with cookies included); otherwise the API answers 403 `CSRF_INVALID`. Tokens live 30 minutes.',
  })
  @ApiOkResponse({ type: CsrfTokenResponse })
  getCsrfToken(@Req() req: Request, @Res({ passthrough: true }) res: Response): CsrfTokenResponse {
    res.setHeader('Cache-Control', 'no-store');
    return { csrfToken: this.csrf.issue(req, res), expiresIn: CSRF_TOKEN_LIFETIME_MS / 1000 };
  }
}
