import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { SignInMethodsSource, UsersModule } from '../users/index.js';
import { Authentication } from './application/authentication.js';
import { AccountCredentials, SignInMethodsOfAccounts } from './application/account-credentials.js';
import {
  AccountTraces,
  AttemptCounter,
  IdentityRevocations,
  IdentityTokenVerifier,
  PasswordHasher,
  SessionTokens,
  UnitOfWork,
} from './application/auth.port.js';
import { CredentialsRepository } from './domain/credentials.js';
import { MikroOrmCredentialsRepository } from './infrastructure/persistence/mikro-orm-credentials.repository.js';
import { MikroOrmUnitOfWork } from './infrastructure/persistence/mikro-orm-unit-of-work.js';
import { CommonPasswordList } from './domain/password-policy.js';
import { SessionRepository } from './domain/session.js';
import { FirebaseTokenVerifier } from './infrastructure/firebase/firebase-token-verifier.js';
import { AuthController } from './infrastructure/http/auth.controller.js';
import { FileCommonPasswordList } from './infrastructure/passwords/file-common-password-list.js';
import { MikroOrmSessionRepository } from './infrastructure/persistence/mikro-orm-session.repository.js';
import { SqlAccountTraces } from './infrastructure/persistence/sql-account-traces.js';
import { SqlAttemptCounter } from './infrastructure/persistence/sql-attempt-counter.js';
import { SqlIdentityRevocations } from './infrastructure/persistence/sql-identity-revocations.js';
import { Argon2PasswordHasher } from './infrastructure/security/argon2-password-hasher.js';
import { AuthenticationGuard } from './infrastructure/security/authentication.guard.js';
import { JwtSessionTokens } from './infrastructure/security/jwt-session-tokens.js';
import { FirebaseBearerStrategy, JwtStrategy, LocalStrategy } from './infrastructure/security/strategies.js';
import { SessionCleanupJob } from './infrastructure/jobs/session-cleanup.job.js';
import { AccountMails } from './application/account-mails.js';
import { EmailVerification } from './application/email-verification.js';
import { IdentityDirectory } from './application/identity-directory.port.js';
import { IdentityLinks } from './application/identity-links.js';
import { PasswordReset } from './application/password-reset.js';
import { OnUserDeleted } from './application/on-user-deleted.handler.js';
import { OnUserSuspended } from './application/on-user-suspended.handler.js';
import { OneTimeTokenRepository } from './domain/one-time-token.js';
import { FirebaseAdmin } from './infrastructure/firebase/firebase-admin.js';
import { FirebaseIdentityDirectory } from './infrastructure/firebase/firebase-identity-directory.js';
import { AccountEmailController } from './infrastructure/http/account-email.controller.js';
import { DevOutboxController } from './infrastructure/http/dev-outbox.controller.js';
import { MikroOrmOneTimeTokenRepository } from './infrastructure/persistence/mikro-orm-one-time-token.repository.js';

/**
 * Sign-in, sessions and credentials. Global only so that users receives the SignInMethodsSource
 * port it declares (users cannot import auth: auth imports users).
 */
@Global()
@Module({
  imports: [UsersModule, PassportModule, JwtModule.register({})],
  controllers: [AuthController, AccountEmailController, DevOutboxController],
  providers: [
    Authentication,
    JwtStrategy,
    FirebaseBearerStrategy,
    LocalStrategy,
    SessionCleanupJob,
    { provide: APP_GUARD, useClass: AuthenticationGuard },
    { provide: SessionRepository, useClass: MikroOrmSessionRepository },
    { provide: PasswordHasher, useClass: Argon2PasswordHasher },
    { provide: CommonPasswordList, useClass: FileCommonPasswordList },
    { provide: SessionTokens, useClass: JwtSessionTokens },
    FirebaseAdmin,
    { provide: IdentityTokenVerifier, useClass: FirebaseTokenVerifier },
    { provide: AttemptCounter, useClass: SqlAttemptCounter },
    { provide: IdentityRevocations, useClass: SqlIdentityRevocations },
    // Account mails (issue 10 item 7); the Mailer is the platform's (platform/mail).
    AccountMails,
    EmailVerification,
    PasswordReset,
    IdentityLinks,
    { provide: OneTimeTokenRepository, useClass: MikroOrmOneTimeTokenRepository },
    { provide: IdentityDirectory, useClass: FirebaseIdentityDirectory },
    // Credentials (password hashes, provider uids): ours, shown by users through its port.
    AccountCredentials,
    { provide: CredentialsRepository, useClass: MikroOrmCredentialsRepository },
    { provide: UnitOfWork, useClass: MikroOrmUnitOfWork },
    { provide: SignInMethodsSource, useClass: SignInMethodsOfAccounts },
    // Events (issue 11 item 3).
    { provide: AccountTraces, useClass: SqlAccountTraces },
    OnUserDeleted,
    OnUserSuspended,
  ],
  exports: [Authentication, SignInMethodsSource],
})
export class AuthModule {}
