import { HttpException } from '@nestjs/common';

/** An HTTP error with the stable code and optional details of the API's error body. */
export class ApiError extends HttpException {
  constructor(
    status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super({ code, message, details }, status);
  }
}
