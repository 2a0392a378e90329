import { Injectable } from '@nestjs/common';
import type { User } from '../../domain/user.js';
import { LearnerProgressSource } from '../../application/learner-progress.port.js';
import { SignInMethodsSource } from '../../application/sign-in-methods.port.js';
import { toUserResponse, type UserResponse } from './dto/user.responses.js';

/**
 * Builds the signed-in user's response for any controller, ours or auth's: the profile with the
 * sign-in methods (auth's) and the learner's progress (activity's), each from its owner's cache.
 */
@Injectable()
export class UserResponses {
  constructor(
    private readonly signIn: SignInMethodsSource,
    private readonly progress: LearnerProgressSource,
  ) {}

  async of(user: Readonly<User>): Promise<UserResponse> {
    const [methods, progress] = await Promise.all([this.signIn.view(user.id), this.progress.view(user.id)]);
    return toUserResponse(user, methods, progress);
  }
}
