import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { createSecretKey } from 'node:crypto';
import { ExtractJwt, Strategy as JwtStrategyBase } from 'passport-jwt';
import { Strategy as LocalStrategyBase } from 'passport-local';
import { Strategy as PassportStrategyBase } from 'passport-strategy';
import type { AuthenticatedUser } from '../../../../platform/access/access.js';
import { AppConfig } from '../../../../platform/config/app-config.js';
import { AuthService } from '../../application/auth.service.js';
import type { User } from '../../../users/domain/user.js';

/** Our session tokens: HS256 only, issuer, audience and expiry checked, then the session must be live. */
@Injectable()
export class JwtStrategy extends PassportStrategy(JwtStrategyBase, 'jwt') {
  constructor(
    config: AppConfig,
    private readonly auth: AuthService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A KeyObject made once: jsonwebtoken would otherwise rebuild it on every verification.
      // (jsonwebtoken accepts a KeyObject; passport-jwt's types only list string and Buffer.)
      secretOrKey: createSecretKey(Buffer.from(config.jwt.secret)) as unknown as Buffer,
      algorithms: ['HS256'],
      issuer: config.jwt.issuer,
      audience: config.jwt.audience,
      ignoreExpiration: false,
    });
  }

  validate(payload: { sub: string; sid: string }): Promise<AuthenticatedUser> {
    return this.auth.principalOfSession(payload);
  }
}

type VerifyBearer = (token: string, done: (error: unknown, user?: AuthenticatedUser | null) => void) => void;

/** A bearer-token passport strategy whose verify callback is the Nest strategy's validate(). */
class BearerTokenStrategy extends PassportStrategyBase {
  constructor(private readonly verifyToken: VerifyBearer) {
    super();
  }

  override authenticate(req: Request): void {
    const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (!token) return this.fail(401);
    this.verifyToken(token, (error, user) => {
      if (error) return this.error(error as Error);
      return user ? this.success(user) : this.fail(401);
    });
  }
}

/** Firebase ID tokens sent as bearer tokens (spec §7.10) for accounts already linked. */
@Injectable()
export class FirebaseBearerStrategy extends PassportStrategy(BearerTokenStrategy, 'firebase') {
  constructor(private readonly auth: AuthService) {
    super();
  }

  validate(token: string): Promise<AuthenticatedUser | null> {
    return this.auth.principalOfIdentityToken(token);
  }
}

/** Username-or-email and password (POST /api/users/login). */
@Injectable()
export class LocalStrategy extends PassportStrategy(LocalStrategyBase, 'local') {
  constructor(private readonly auth: AuthService) {
    super({ usernameField: 'username', passwordField: 'password', passReqToCallback: true });
  }

  validate(req: Request, username: string, password: string): Promise<{ token: string; user: User }> {
    return this.auth.login(username, password, { ip: req.ip ?? 'unknown', userAgent: req.headers['user-agent'] });
  }
}
