import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { RouteMetadata } from '../../../../platform/access/route-metadata.js';
import { IS_PUBLIC, REQUIRED_ROLES, type AuthenticatedUser, type Role } from '../../../../platform/access/access.js';
import { DomainError } from '../../../../platform/errors/domain-error.js';

/**
 * The global guard: every route needs a valid bearer token (ours, else a Firebase ID token)
 * unless it is @Public(); @Auth(...roles) then checks the role. Public routes still learn who
 * the caller is when a valid token comes along.
 */
@Injectable()
export class AuthenticationGuard extends AuthGuard(['jwt', 'firebase']) {
  constructor(private readonly reflector: RouteMetadata) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const req = context.switchToHttp().getRequest<Request & { user?: AuthenticatedUser }>();
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) {
      if (req.headers.authorization?.startsWith('Bearer ')) {
        await (super.canActivate(context) as Promise<boolean>).catch(() => undefined);
      }
      return true;
    }
    await super.canActivate(context);
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(REQUIRED_ROLES, targets);
    if (roles && !roles.includes(req.user!.role)) {
      throw new DomainError('forbidden', 'FORBIDDEN', 'You do not have permission to do this.');
    }
    return true;
  }

  override handleRequest<T>(error: unknown, user: T): T {
    if (error) throw error;
    if (!user) throw new DomainError('unauthorized', 'UNAUTHORIZED', 'Sign in to continue: the token is missing, invalid or expired.');
    return user;
  }
}
