import { Injectable } from '@nestjs/common';
import type { User } from '../../domain/user.js';
import { SignInMethodsSource } from '../../application/sign-in-methods.port.js';
import { toUserResponse, type UserResponse } from './dto/user.responses.js';

/** Builds the signed-in user's response (profile + sign-in methods) for any controller, ours or auth's. */
@Injectable()
export class UserResponses {
  constructor(private readonly signIn: SignInMethodsSource) {}

  async of(user: Readonly<User>): Promise<UserResponse> {
    return toUserResponse(user, await this.signIn.view(user.id));
  }
}
