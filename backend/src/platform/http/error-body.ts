import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The one body of every error the API returns. */
export class ErrorBody {
  @ApiProperty({ example: 400, description: 'HTTP status code, repeated for convenience' })
  statusCode: number;

  @ApiProperty({
    example: 'VALIDATION_FAILED',
    description: 'Stable machine-readable code (SCREAMING_SNAKE_CASE); switch on this, not on the message',
  })
  code: string;

  @ApiProperty({
    example: 'username must be longer than or equal to 3 characters',
    description: 'Human-readable explanation',
  })
  message: string;

  @ApiPropertyOptional({
    description: 'Structured details, e.g. the list of validation problems',
    example: [{ field: 'username', problems: ['username must be longer than or equal to 3 characters'] }],
  })
  details?: unknown;

  @ApiProperty({
    example: '5b1f0e9a-3c1d-4f5e-9a51-6f2f8f1d2c3b',
    description: 'Correlates with server logs (X-Request-Id)',
  })
  requestId: string;
}

/** Default code for a status when the thrower gave none. */
export const defaultCodeForStatus: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE_ENTITY',
  429: 'RATE_LIMITED',
  500: 'INTERNAL_ERROR',
  503: 'SERVICE_UNAVAILABLE',
};
