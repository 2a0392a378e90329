import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { createValidationPipe } from '../../../../platform/http/validation.js';
import { LoginRequest } from './dto/auth.dto.js';

/**
 * Guards run before pipes: validate the login body before passport sees it, through the global
 * pipe itself, so a sign-in body gets the very answers every other body gets.
 */
@Injectable()
export class LoginValidationGuard implements CanActivate {
  private readonly pipe = createValidationPipe();

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<{ body: unknown }>();
    await this.pipe.transform(req.body, { type: 'body', metatype: LoginRequest, data: undefined });
    return true;
  }
}
