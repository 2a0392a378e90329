import { Injectable, type PipeTransform } from '@nestjs/common';
import { ApiError } from './api-error.js';

const MAX_INT = 2_147_483_647;

/**
 * A positive 32-bit integer id from a path parameter, written the one canonical way (decimal
 * digits, no leading zero, sign, space, exponent or fraction), or 400 VALIDATION_FAILED.
 */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value) || Number(value) > MAX_INT) {
      throw new ApiError(400, 'VALIDATION_FAILED', 'id must be a positive integer', [
        { field: 'id', problems: ['id must be a positive integer'] },
      ]);
    }
    return Number(value);
  }
}
