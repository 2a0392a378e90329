import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { ApiError } from '../../../../platform/http/api-error.js';
import { flattenValidationErrors } from '../../../../platform/http/validation.js';
import { LoginRequest } from './dto/auth.dto.js';

/** Guards run before pipes: validate the login body (whitelist, no unknown fields) before passport sees it. */
@Injectable()
export class LoginValidationGuard implements CanActivate {
  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<{ body: unknown }>();
    const body = plainToInstance(LoginRequest, req.body ?? {});
    const errors = await validate(body, { whitelist: true, forbidNonWhitelisted: true, forbidUnknownValues: true });
    if (errors.length) {
      const details = flattenValidationErrors(errors);
      throw new ApiError(400, 'VALIDATION_FAILED', details[0]?.problems[0] ?? 'The request is invalid.', details);
    }
    return true;
  }
}
