import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { ALLOWED_NOW } from '../../../../platform/access/allowed-now.js';
import { RouteMetadata } from '../../../../platform/access/route-metadata.js';
import { IS_PUBLIC, REQUIRED_ROLES, type AuthenticatedUser, type Role } from '../../../../platform/access/access.js';
import { DomainError } from '../../../../platform/errors/domain-error.js';
import { JwtStrategy } from './strategies.js';

type Targets = Parameters<RouteMetadata['getAllAndOverride']>[1];

/**
 * The global guard: every route needs a valid bearer token (ours, else a Firebase ID token)
 * unless it is @Public(); @Auth(...roles) then checks the role. Public routes still learn who
 * the caller is when a valid token comes along.
 *
 * A session token seen before whose session is cached as live is answered here, synchronously,
 * without passport's per-request strategy instance and promise (most requests of a signed-in
 * client); every other case (first use of a token, an uncached session, Firebase ID tokens,
 * anything invalid) goes through passport.
 */
@Injectable()
export class AuthenticationGuard extends AuthGuard(['jwt', 'firebase']) {
  constructor(
    private readonly reflector: RouteMetadata,
    private readonly sessions: JwtStrategy,
  ) {
    super();
  }

  override canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request & { user?: AuthenticatedUser }>();
    const cached = this.sessions.cachedPrincipal(req);
    if (!cached) return this.authenticate(context, req);
    const targets = [context.getHandler(), context.getClass()];
    req.user = cached;
    if (!this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) this.requireRole(targets, cached);
    return ALLOWED_NOW;
  }

  private async authenticate(context: ExecutionContext, req: Request & { user?: AuthenticatedUser }): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) {
      if (req.headers.authorization?.startsWith('Bearer ')) {
        await (super.canActivate(context) as Promise<boolean>).catch(() => undefined);
      }
      return true;
    }
    await super.canActivate(context);
    this.requireRole(targets, req.user!);
    return true;
  }

  /** @Auth(...roles): the caller must have one of them. */
  private requireRole(targets: Targets, user: AuthenticatedUser): void {
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(REQUIRED_ROLES, targets);
    if (roles && !roles.includes(user.role)) {
      throw new DomainError('forbidden', 'FORBIDDEN', 'You do not have permission to do this.');
    }
  }

  override handleRequest<T>(error: unknown, user: T): T {
    if (error) throw error;
    if (!user)
      throw new DomainError(
        'unauthorized',
        'UNAUTHORIZED',
        'Sign in to continue: the token is missing, invalid or expired.',
      );
    return user;
  }
}
