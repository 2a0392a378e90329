import { Body, Controller, Get, Headers, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { Throttle } from '@nestjs/throttler';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { Auth, CurrentUser, Public, type AuthenticatedUser } from '../../../../platform/access/access.js';
import { AppConfig } from '../../../../platform/config/app-config.js';
import { DomainError } from '../../../../platform/errors/domain-error.js';
import { ErrorBody } from '../../../../platform/http/error-body.js';
import { ApiSignedInUserResponse, UsersFacade, type AccountView, type SignedInUserView } from '../../../users/index.js';
import { Authentication } from '../../application/authentication.js';
import { EmailVerification } from '../../application/email-verification.js';
import {
  AuthConfigResponse,
  ChangePasswordRequest,
  DeleteAccountRequest,
  LoginRequest,
  LoginResponse,
  MessageResponse,
  RegisterRequest,
  RegisterResponse,
} from './dto/auth.dto.js';
import { LoginValidationGuard } from './login-validation.guard.js';

/** Per client address on the sign-in routes (the per-account limits live in Authentication). */
const SIGN_IN_THROTTLE = { default: { limit: 20, ttl: 60_000 } };

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: Authentication,
    private readonly config: AppConfig,
    private readonly emailVerification: EmailVerification,
    private readonly users: UsersFacade,
  ) {}

  @Post('users/register')
  @Public()
  @Throttle(SIGN_IN_THROTTLE)
  @ApiOperation({ summary: 'Create an account with username, email and password (mails an email verification link)' })
  @ApiCreatedResponse({ type: RegisterResponse })
  @ApiConflictResponse({ type: ErrorBody, description: 'USERNAME_TAKEN or EMAIL_TAKEN' })
  async register(@Body() body: RegisterRequest): Promise<RegisterResponse> {
    const user = await this.auth.register(body);
    await this.emailVerification.afterRegistration(user);
    return { message: 'Registration successful', user: await this.users.signedInUser(user) };
  }

  @Post('users/login')
  @Public()
  @HttpCode(200)
  @Throttle(SIGN_IN_THROTTLE)
  @UseGuards(LoginValidationGuard, AuthGuard('local'))
  @ApiOperation({ summary: 'Sign in with username (or email) and password' })
  @ApiBody({ type: LoginRequest })
  @ApiOkResponse({ type: LoginResponse })
  @ApiUnauthorizedResponse({
    type: ErrorBody,
    description: 'INVALID_CREDENTIALS ("Invalid credentials"), whatever the cause',
  })
  @ApiTooManyRequestsResponse({ type: ErrorBody, description: 'TOO_MANY_ATTEMPTS or RATE_LIMITED' })
  async login(@Req() req: Request & { user: { token: string; user: AccountView } }): Promise<LoginResponse> {
    return { token: req.user.token, user: await this.users.signedInUser(req.user.user) };
  }

  @Post('users/logout')
  @Auth()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Revoke the session of this token (a Firebase ID token: every token of that sign-in, and its refresh tokens)',
  })
  @ApiOkResponse({ type: MessageResponse })
  async logout(@CurrentUser() me: AuthenticatedUser): Promise<MessageResponse> {
    await this.auth.logout(me);
    return { message: 'Logged out' };
  }

  @Get('users/firebase-profile')
  @Public()
  @ApiOperation({
    summary: 'The profile behind a Firebase ID token (creates or links the account)',
    description:
      'Send `Authorization: Firebase <idToken>`. Joins an existing account by email only when the provider and this server both verified that email and the account is not staff or a demo account; otherwise 409 ACCOUNT_EXISTS (sign in with the password and link the provider from settings).',
  })
  @ApiHeader({ name: 'Authorization', description: 'Firebase <idToken>', required: true })
  @ApiSignedInUserResponse()
  @ApiBadRequestResponse({
    type: ErrorBody,
    description: 'EMAIL_REQUIRED or EMAIL_INVALID: the provider gave no email, or one this site cannot use',
  })
  @ApiUnauthorizedResponse({
    type: ErrorBody,
    description: 'INVALID_IDENTITY_TOKEN: invalid, expired or revoked (logout, account deletion)',
  })
  @ApiConflictResponse({
    type: ErrorBody,
    description: 'ACCOUNT_EXISTS: the email belongs to an account that cannot be linked',
  })
  @ApiTooManyRequestsResponse({
    type: ErrorBody,
    description: 'TOO_MANY_ATTEMPTS: the account is locked after too many failed sign-ins',
  })
  async getFirebaseProfile(@Headers('authorization') authorization?: string): Promise<SignedInUserView> {
    const token = /^Firebase\s+(\S+)$/i.exec(authorization ?? '')?.[1];
    if (!token)
      throw new DomainError(
        'unauthorized',
        'INVALID_IDENTITY_TOKEN',
        'Send the Firebase ID token as "Authorization: Firebase <token>".',
      );
    return this.users.signedInUser(await this.auth.firebaseProfile(token));
  }

  @Post('users/me/password')
  @Auth()
  @HttpCode(200)
  @ApiOperation({ summary: 'Change my password (other sessions are signed out)' })
  @ApiOkResponse({ type: MessageResponse })
  async changePassword(
    @CurrentUser() me: AuthenticatedUser,
    @Body() body: ChangePasswordRequest,
  ): Promise<MessageResponse> {
    await this.auth.changePassword(me, body.currentPassword, body.newPassword);
    return { message: 'Password changed' };
  }

  @Post('users/me/deletion')
  @Auth()
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete my account and its data (confirm with the username, and the password if set)' })
  @ApiOkResponse({ type: MessageResponse })
  async deleteAccount(
    @CurrentUser() me: AuthenticatedUser,
    @Body() body: DeleteAccountRequest,
  ): Promise<MessageResponse> {
    await this.auth.deleteAccount(me, body.confirmation, body.password);
    return { message: 'Account deleted' };
  }

  @Get('auth/config')
  @Public()
  @ApiOperation({ summary: 'Which sign-in methods this server offers (and the public Firebase web config)' })
  @ApiOkResponse({ type: AuthConfigResponse })
  getAuthConfig(): AuthConfigResponse {
    const firebase = this.config.firebase;
    if (!firebase) return { passwordSignIn: true };
    return {
      passwordSignIn: true,
      firebase: {
        apiKey: firebase.apiKey ?? 'demo-api-key',
        authDomain: firebase.authDomain ?? `${firebase.projectId}.firebaseapp.com`,
        projectId: firebase.projectId,
        ...(firebase.emulatorHost ? { emulatorUrl: `http://${firebase.emulatorHost}` } : {}),
      },
    };
  }
}
