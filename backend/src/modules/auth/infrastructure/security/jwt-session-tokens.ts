import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { AppConfig } from '../../../../platform/config/app-config.js';
import { SessionTokens } from '../../application/auth.port.js';

/** Issues our session tokens (HS256; verified by the passport-jwt strategy). */
@Injectable()
export class JwtSessionTokens extends SessionTokens {
  constructor(
    private readonly jwt: JwtService,
    private readonly config: AppConfig,
  ) {
    super();
  }

  issue(userId: number, sessionId: string): string {
    return this.jwt.sign(
      { sid: sessionId },
      {
        subject: String(userId),
        algorithm: 'HS256',
        secret: this.config.jwt.secret,
        issuer: this.config.jwt.issuer,
        audience: this.config.jwt.audience,
        expiresIn: this.config.jwt.ttlSeconds,
      },
    );
  }
}
