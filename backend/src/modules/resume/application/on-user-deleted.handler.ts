import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventHandlers } from '../../../platform/events/event-handlers.js';
import { ResumeRepository } from '../domain/resume.repository.js';

/** 'user.deleted' → 'resume.forget-resumes': the learner's resumes, their versions and share links go. */
@Injectable()
export class OnUserDeletedForgetResumes implements OnModuleInit {
  constructor(
    private readonly events: EventHandlers,
    private readonly resumes: ResumeRepository,
  ) {}

  onModuleInit(): void {
    this.events.on('user.deleted', 'resume.forget-resumes', async ({ payload: { userId } }) => {
      await this.resumes.forget(userId);
    });
  }
}
