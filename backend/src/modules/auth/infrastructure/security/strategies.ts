import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { createSecretKey } from 'node:crypto';
import { ExtractJwt, Strategy as JwtStrategyBase } from 'passport-jwt';
import { Strategy as LocalStrategyBase } from 'passport-local';
import { Strategy as PassportStrategyBase } from 'passport-strategy';
import type { AuthenticatedUser } from '../../../../platform/access/access.js';
import { AppConfig } from '../../../../platform/config/app-config.js';
import { Authentication } from '../../application/authentication.js';
import type { AccountView } from '../../../users/index.js';
import { VerifiedTokenCache, type SessionClaims } from './verified-token-cache.js';

const bearerToken = ExtractJwt.fromAuthHeaderAsBearerToken();

/**
 * Our session tokens: HS256 only, issuer, audience and expiry checked, then the session must be
 * live. A token that passed those checks is remembered until it expires (VerifiedTokenCache), so
 * its next requests skip the HMAC and JWT parsing; the session check runs on every request.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(JwtStrategyBase, 'jwt') {
  private readonly verified = new VerifiedTokenCache<SessionClaims>();

  constructor(
    config: AppConfig,
    private readonly auth: Authentication,
  ) {
    super({
      jwtFromRequest: bearerToken,
      // A KeyObject made once: jsonwebtoken would otherwise rebuild it on every verification.
      // (jsonwebtoken accepts a KeyObject; passport-jwt's types only list string and Buffer.)
      secretOrKey: createSecretKey(Buffer.from(config.jwt.secret)) as unknown as Buffer,
      algorithms: ['HS256'],
      issuer: config.jwt.issuer,
      audience: config.jwt.audience,
      ignoreExpiration: false,
      passReqToCallback: true,
    });
  }

  /**
   * The caller, answered from memory alone: a token verified before and not expired, whose
   * session is cached as live (evicted on logout or any change to the row, on every instance).
   * Undefined means "ask passport", never "refused".
   */
  cachedPrincipal(req: Request): AuthenticatedUser | undefined {
    const claims = this.cachedClaims(req);
    return claims && this.auth.cachedPrincipalOfSession(claims);
  }

  /**
   * A token verified before skips passport-jwt's parsing and HMAC. (A live session cached in
   * memory never gets here: AuthenticationGuard answers it through cachedPrincipal.)
   */
  override authenticate(req: Request, options?: object): void {
    const claims = this.cachedClaims(req);
    if (!claims) {
      super.authenticate(req, options);
      return;
    }
    this.auth.principalOfSession(claims).then(
      (user) => this.success(user),
      (error: Error) => this.error(error),
    );
  }

  /** The common case without passport-jwt's regular expression; anything else is its to parse. */
  private cachedClaims(req: Request): SessionClaims | undefined {
    const header = req.headers.authorization;
    return header?.startsWith('Bearer ') ? this.verified.get(header.slice(7)) : undefined;
  }

  /** Called by passport-jwt once the token passed verification. */
  validate(req: Request, claims: SessionClaims): Promise<AuthenticatedUser> {
    this.verified.remember(bearerToken(req)!, claims, claims.exp);
    return this.auth.principalOfSession(claims);
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
    if (!token) {
      this.fail(401);
      return;
    }
    this.verifyToken(token, (error, user) => {
      if (error) return this.error(error as Error);
      return user ? this.success(user) : this.fail(401);
    });
  }
}

/** Firebase ID tokens sent as bearer tokens (spec §7.10) for accounts already linked. */
@Injectable()
export class FirebaseBearerStrategy extends PassportStrategy(BearerTokenStrategy, 'firebase') {
  constructor(private readonly auth: Authentication) {
    super();
  }

  validate(token: string): Promise<AuthenticatedUser | null> {
    return this.auth.principalOfIdentityToken(token);
  }
}

/** Username-or-email and password (POST /api/users/login). */
@Injectable()
export class LocalStrategy extends PassportStrategy(LocalStrategyBase, 'local') {
  constructor(private readonly auth: Authentication) {
    super({ usernameField: 'username', passwordField: 'password', passReqToCallback: true });
  }

  validate(req: Request, username: string, password: string): Promise<{ token: string; user: AccountView }> {
    return this.auth.login(username, password, { ip: req.ip ?? 'unknown', userAgent: req.headers['user-agent'] });
  }
}
