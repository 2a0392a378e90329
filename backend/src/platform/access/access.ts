import { applyDecorators, createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import { ApiBearerAuth, ApiExtension, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorBody } from '../http/error-body.js';

export const ROLES = ['user', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const IS_PUBLIC = 'devpath:isPublic';
export const REQUIRED_ROLES = 'devpath:roles';

/** Who is calling, as established by the authentication guard. */
export interface AuthenticatedUser {
  id: number;
  role: Role;
  /** Our own session (JWT `sid`), absent when the caller used an identity-provider token. */
  sessionId?: string;
  via: 'password' | 'firebase';
  /** With an identity-provider token: when its sign-in happened (seconds since the epoch). */
  authTime?: number;
}

/** Anyone may call this route, signed in or not (`x-roles: [public]`). */
export const Public = () => applyDecorators(SetMetadata(IS_PUBLIC, true), ApiExtension('x-roles', ['public']));

/**
 * The caller must be signed in and, when roles are given, hold one of them. Documents the
 * bearer requirement, the 401/403 answers and `x-roles` in OpenAPI in the same place.
 */
export function Auth(...roles: Role[]) {
  const allowed = roles.length ? roles : [...ROLES];
  return applyDecorators(
    SetMetadata(REQUIRED_ROLES, allowed),
    ApiBearerAuth('bearer'),
    ApiExtension('x-roles', allowed),
    ApiUnauthorizedResponse({
      type: ErrorBody,
      description: 'UNAUTHORIZED: missing, invalid, expired or revoked token',
    }),
    ...(roles.length
      ? [ApiForbiddenResponse({ type: ErrorBody, description: `FORBIDDEN: requires role ${roles.join(' or ')}` })]
      : []),
  );
}

/** Injects the authenticated caller. */
export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): AuthenticatedUser => {
  return ctx.switchToHttp().getRequest<{ user: AuthenticatedUser }>().user;
});
