import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Observable } from 'rxjs';
import { REQUIRED_ROLES, type AuthenticatedUser, type Role } from '../../../../platform/access/access.js';
import { RouteMetadata } from '../../../../platform/access/route-metadata.js';
import { isAuditedRequest } from '../../domain/audit-entry.js';
import { AuditTrail } from '../../application/audit-trail.js';

/**
 * Every request to a staff-only route (one whose roles leave out "user") that may change
 * something is recorded once its response has finished, with its final status: refusals and
 * failures too. Every module's admin and moderator routes are covered without their knowing.
 */
@Injectable()
export class AuditTrailInterceptor implements NestInterceptor {
  constructor(
    private readonly routes: RouteMetadata,
    private readonly trail: AuditTrail,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<Request & { user?: AuthenticatedUser }>();
    const roles = this.routes.getAllAndOverride<Role[] | undefined>(REQUIRED_ROLES, [
      context.getHandler(),
      context.getClass(),
    ]);
    const actor = request.user;
    if (actor && isAuditedRequest(request.method, roles)) {
      const response = context.switchToHttp().getResponse<Response>();
      const route = `${request.baseUrl ?? ''}${(request.route as { path?: string } | undefined)?.path ?? request.path}`;
      const params = { ...request.params } as Record<string, string>;
      const body: unknown = request.body;
      response.once('finish', () => {
        void this.trail.record(actor, { method: request.method, route, params, body, status: response.statusCode });
      });
    }
    return next.handle();
  }
}
