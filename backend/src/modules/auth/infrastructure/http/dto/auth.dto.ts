import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { ApiSignedInUserProperty, type SignedInUserView } from '../../../../users/index.js';

export class RegisterRequest {
  @ApiProperty({
    example: 'ada_l',
    minLength: 3,
    maxLength: 30,
    description: 'Letters, digits, _ or -; unique, case-insensitive',
  })
  @IsString()
  @MinLength(3)
  @MaxLength(30)
  @Matches(/^[A-Za-z0-9_-]+$/, { message: 'username may contain only letters, digits, _ and -' })
  username: string;

  @ApiProperty({ example: 'ada@example.com', maxLength: 254 })
  @IsString()
  @MaxLength(254)
  @IsEmail({}, { message: 'email must be a valid email address' })
  email: string;

  @ApiProperty({
    example: 'correct horse battery staple',
    minLength: 8,
    maxLength: 128,
    description: 'At least 8 characters, not a common password',
  })
  @IsString()
  @MaxLength(1024)
  password: string;

  @ApiPropertyOptional({ example: 'Ada Lovelace', maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  fullName?: string;
}

export class RegisterResponse {
  @ApiProperty({ example: 'Registration successful' }) message: string;
  @ApiSignedInUserProperty() user: SignedInUserView;
}

export class LoginRequest {
  @ApiProperty({ example: 'ada_l', description: 'Username or email' })
  @IsString()
  @MinLength(1)
  @MaxLength(254)
  username: string;

  @ApiProperty({ example: 'correct horse battery staple' })
  @IsString()
  @MinLength(1)
  @MaxLength(1024)
  password: string;
}

export class LoginResponse {
  @ApiProperty({ description: 'Bearer token for the Authorization header' }) token: string;
  @ApiSignedInUserProperty() user: SignedInUserView;
}

export class ChangePasswordRequest {
  @ApiPropertyOptional({ description: 'Required when the account has a password' })
  @IsOptional()
  @IsString()
  @MaxLength(1024)
  currentPassword?: string;

  @ApiProperty({ minLength: 8, maxLength: 128 })
  @IsString()
  @MaxLength(1024)
  newPassword: string;
}

export class DeleteAccountRequest {
  @ApiProperty({ description: 'Your username, typed to confirm' })
  @IsString()
  @MaxLength(30)
  confirmation: string;

  @ApiPropertyOptional({ description: 'Required when the account has a password' })
  @IsOptional()
  @IsString()
  @MaxLength(1024)
  password?: string;
}

export class FirebaseWebConfig {
  @ApiProperty() apiKey: string;
  @ApiProperty() authDomain: string;
  @ApiProperty() projectId: string;
  @ApiPropertyOptional({ description: 'Auth emulator URL (local development and tests only)' }) emulatorUrl?: string;
}

export class AuthConfigResponse {
  @ApiProperty({ description: 'Username/password sign-in is always available' }) passwordSignIn: boolean;
  @ApiPropertyOptional({ type: FirebaseWebConfig, description: 'Present when email/Google sign-in is configured' })
  firebase?: FirebaseWebConfig;
}

export class MessageResponse {
  @ApiProperty({ example: 'Done' }) message: string;
}
