import { Body, Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { Auth, CurrentUser, Public, type AuthenticatedUser } from '../../../../platform/access/access.js';
import { ErrorBody } from '../../../../platform/http/error-body.js';
import { EmailVerification } from '../../application/email-verification.js';
import { IdentityLinks } from '../../application/identity-links.js';
import { PasswordReset } from '../../application/password-reset.js';
import { MessageResponse } from './dto/auth.dto.js';
import {
  ConfirmEmailVerificationRequest,
  ConfirmPasswordResetRequest,
  LinkIdentityRequest,
  PasswordResetRequest,
  SignInMethodsResponse,
} from './dto/account-email.dto.js';

/** Reset requests per client address (each may send a mail). */
const RESET_REQUEST_THROTTLE = { default: { limit: 10, ttl: 15 * 60_000 } };
/** Link confirmations per client address. */
const CONFIRM_THROTTLE = { default: { limit: 20, ttl: 60_000 } };

export const RESET_REQUESTED = 'If an account uses this email, a reset link is on its way.';

/** Email verification, password reset by mail, and the account's sign-in methods. */
@ApiTags('auth')
@Controller('users')
export class AccountEmailController {
  constructor(
    private readonly verification: EmailVerification,
    private readonly reset: PasswordReset,
    private readonly identities: IdentityLinks,
  ) {}

  @Post('me/email-verification')
  @Auth()
  @HttpCode(200)
  @ApiOperation({ summary: 'Send me a new email verification link (at most one a minute)' })
  @ApiOkResponse({ type: MessageResponse })
  @ApiConflictResponse({ type: ErrorBody, description: 'EMAIL_ALREADY_VERIFIED' })
  @ApiTooManyRequestsResponse({
    type: ErrorBody,
    description: 'VERIFICATION_RECENTLY_SENT: a mail went out less than 60 s ago',
  })
  @ApiServiceUnavailableResponse({
    type: ErrorBody,
    description: 'MAIL_NOT_SENT: the mail server did not take the message',
  })
  async sendVerificationEmail(@CurrentUser() me: AuthenticatedUser): Promise<MessageResponse> {
    await this.verification.resend(me.id);
    return { message: 'Verification email sent' };
  }

  @Post('email-verification/confirm')
  @Public()
  @HttpCode(200)
  @Throttle(CONFIRM_THROTTLE)
  @ApiOperation({ summary: 'Verify the account email with the token of the mailed link (single use, 24 h)' })
  @ApiOkResponse({ type: MessageResponse })
  @ApiBadRequestResponse({
    type: ErrorBody,
    description: "VERIFICATION_TOKEN_INVALID: unknown, expired, used, or the account's email changed since",
  })
  async confirmEmailVerification(@Body() body: ConfirmEmailVerificationRequest): Promise<MessageResponse> {
    await this.verification.confirm(body.token);
    return { message: 'Email verified' };
  }

  @Post('password-reset')
  @Public()
  @HttpCode(200)
  @Throttle(RESET_REQUEST_THROTTLE)
  @ApiOperation({
    summary: 'Mail a password reset link (1 h) to the account using this email',
    description:
      'Always the same answer, whether an account uses the email or not. Accounts without a password get one by resetting.',
  })
  @ApiOkResponse({ type: MessageResponse })
  @ApiTooManyRequestsResponse({
    type: ErrorBody,
    description: 'RATE_LIMITED: too many requests from this client address',
  })
  async requestPasswordReset(@Body() body: PasswordResetRequest): Promise<MessageResponse> {
    await this.reset.request(body.email);
    return { message: RESET_REQUESTED };
  }

  @Post('password-reset/confirm')
  @Public()
  @HttpCode(200)
  @Throttle(CONFIRM_THROTTLE)
  @ApiOperation({
    summary: 'Set a new password with the token of the mailed link',
    description: 'Single use; signs out every session of the account and marks its email verified.',
  })
  @ApiOkResponse({ type: MessageResponse })
  @ApiBadRequestResponse({
    type: ErrorBody,
    description:
      'RESET_TOKEN_INVALID, or a password policy code (PASSWORD_TOO_SHORT, PASSWORD_TOO_LONG, PASSWORD_TOO_COMMON)',
  })
  async confirmPasswordReset(@Body() body: ConfirmPasswordResetRequest): Promise<MessageResponse> {
    await this.reset.confirm(body.token, body.newPassword);
    return { message: 'Password changed' };
  }

  @Get('me/sign-in-methods')
  @Auth()
  @ApiOperation({ summary: 'How I can sign in: password, verified email, linked provider identity' })
  @ApiOkResponse({ type: SignInMethodsResponse })
  getSignInMethods(@CurrentUser() me: AuthenticatedUser): Promise<SignInMethodsResponse> {
    return this.identities.methods(me.id);
  }

  @Post('me/identity')
  @Auth()
  @HttpCode(200)
  @ApiOperation({ summary: 'Link a Firebase identity (Google, email) to my account' })
  @ApiOkResponse({ type: SignInMethodsResponse })
  @ApiUnauthorizedResponse({
    type: ErrorBody,
    description: 'INVALID_IDENTITY_TOKEN (or UNAUTHORIZED when not signed in)',
  })
  @ApiConflictResponse({
    type: ErrorBody,
    description: 'IDENTITY_LINKED_ELSEWHERE (another account has it) or IDENTITY_ALREADY_LINKED (unlink first)',
  })
  @ApiServiceUnavailableResponse({ type: ErrorBody, description: 'IDENTITY_PROVIDER_DISABLED' })
  linkIdentity(
    @CurrentUser() me: AuthenticatedUser,
    @Body() body: LinkIdentityRequest,
  ): Promise<SignInMethodsResponse> {
    return this.identities.link(me.id, body.idToken);
  }

  @Delete('me/identity')
  @Auth()
  @ApiOperation({ summary: 'Unlink the provider identity from my account (never the last sign-in method)' })
  @ApiOkResponse({ type: SignInMethodsResponse })
  @ApiConflictResponse({ type: ErrorBody, description: 'LAST_SIGN_IN_METHOD: the account has no password' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'NO_LINKED_IDENTITY' })
  unlinkIdentity(@CurrentUser() me: AuthenticatedUser): Promise<SignInMethodsResponse> {
    return this.identities.unlink(me.id);
  }
}
