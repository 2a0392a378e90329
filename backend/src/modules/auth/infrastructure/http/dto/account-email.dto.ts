import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';

export class ConfirmEmailVerificationRequest {
  @ApiProperty({ description: 'The token of the link in the verification mail', maxLength: 128 })
  @IsString()
  @MinLength(1)
  @MaxLength(128)
  token: string;
}

export class PasswordResetRequest {
  @ApiProperty({ example: 'ada@example.com', maxLength: 254 })
  @IsString()
  @MaxLength(254)
  @IsEmail({}, { message: 'email must be a valid email address' })
  email: string;
}

export class ConfirmPasswordResetRequest {
  @ApiProperty({ description: 'The token of the link in the reset mail', maxLength: 128 })
  @IsString()
  @MinLength(1)
  @MaxLength(128)
  token: string;

  @ApiProperty({ minLength: 8, maxLength: 128, description: 'At least 8 characters, not a common password' })
  @IsString()
  @MaxLength(1024)
  newPassword: string;
}

export class LinkIdentityRequest {
  @ApiProperty({
    description: 'A fresh Firebase ID token of the identity to link (from a sign-in the user just completed)',
    maxLength: 8192,
  })
  @IsString()
  @MinLength(1)
  @MaxLength(8192)
  @Matches(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/, { message: 'idToken must be a JWT' })
  idToken: string;
}

export class LinkedIdentityResponse {
  @ApiProperty({
    type: [String],
    example: ['google.com'],
    description: 'Firebase provider ids of the identity, e.g. google.com or password',
  })
  providers: string[];

  @ApiPropertyOptional({ example: 'ada@gmail.com', description: "The identity's email at the provider" })
  email?: string;
}

export class SignInMethodsResponse {
  @ApiProperty({ description: 'The account has a DevPath password (username and password sign-in)' }) password: boolean;
  @ApiProperty({ description: 'The account email is verified' }) emailVerified: boolean;
  @ApiProperty({ example: 'ada@example.com' }) email: string;
  @ApiProperty({
    type: LinkedIdentityResponse,
    nullable: true,
    description: 'The linked Firebase identity; null when none',
  })
  identity: LinkedIdentityResponse | null;
}

export class OutboxQuery {
  @ApiPropertyOptional({ description: 'Only messages sent to this address (case-insensitive)', maxLength: 254 })
  @IsOptional()
  @IsString()
  @MaxLength(254)
  to?: string;
}

export class OutboxMessageResponse {
  @ApiProperty() id: string;
  @ApiProperty() to: string;
  @ApiProperty() subject: string;
  @ApiProperty() text: string;
  @ApiProperty() html: string;
  @ApiProperty({ format: 'date-time' }) sentAt: string;
  @ApiProperty({ type: [String], description: 'The links in the message, in order' }) links: string[];
}

export class OutboxResponse {
  @ApiProperty({ type: [OutboxMessageResponse], description: 'Newest first, at most 50' })
  items: OutboxMessageResponse[];
}
