import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request, Response } from 'express';
import { REQUIRED_ROLES, type AuthenticatedUser, type Role } from '../../../../platform/access/access.js';
import { ALLOWED_NOW } from '../../../../platform/access/allowed-now.js';
import { RouteMetadata } from '../../../../platform/access/route-metadata.js';
import { isAuditedRequest } from '../../domain/audit-entry.js';
import { AuditTrail } from '../../application/audit-trail.js';

/**
 * Every request to a staff-only route (one whose roles leave out "user") that may change
 * something is recorded once its response has finished, with its final status: refusals and
 * failures too. Every module's admin and moderator routes are covered without their knowing.
 *
 * A global guard that never refuses, not an interceptor: a global interceptor put every request
 * of every route through Nest's RxJS pipeline (an Observable per request, then turned back into a
 * promise), measured at a fifth of the CPU of `GET /api/health`; a guard answering synchronously
 * costs two map lookups on the routes it leaves alone. Who acted is read when the response has
 * finished, so the guards' order does not matter: a request the authentication guard refused has
 * no actor and is not recorded (it never reached the route), as before.
 */
@Injectable()
export class AuditTrailGuard implements CanActivate {
  constructor(
    private readonly routes: RouteMetadata,
    private readonly trail: AuditTrail,
  ) {}

  canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return ALLOWED_NOW;
    const request = context.switchToHttp().getRequest<Request & { user?: AuthenticatedUser }>();
    // RouteMetadata answers from its per-route memo: two map lookups.
    const roles = this.routes.getAllAndOverride<Role[] | undefined>(REQUIRED_ROLES, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!isAuditedRequest(request.method, roles)) return ALLOWED_NOW;
    const response = context.switchToHttp().getResponse<Response>();
    const route = `${request.baseUrl ?? ''}${(request.route as { path?: string } | undefined)?.path ?? request.path}`;
    const params = { ...request.params } as Record<string, string>;
    const body: unknown = request.body;
    response.once('finish', () => {
      const actor = request.user;
      if (actor)
        void this.trail.record(actor, { method: request.method, route, params, body, status: response.statusCode });
    });
    return ALLOWED_NOW;
  }
}
