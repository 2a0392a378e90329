import { Injectable } from '@nestjs/common';
import type { User } from '../../domain/user.js';
import { LearnerProgressSource } from '../../application/learner-progress.port.js';
import { toUserResponse, type UserResponse } from './dto/user.responses.js';

/** Builds the signed-in user's response (profile + progress) for any controller, ours or auth's. */
@Injectable()
export class UserResponses {
  constructor(private readonly progress: LearnerProgressSource) {}

  async of(user: Readonly<User>): Promise<UserResponse> {
    return toUserResponse(user, await this.progress.view(user.id));
  }
}
