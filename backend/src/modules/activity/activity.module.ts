import { Module } from '@nestjs/common';
import { UsersModule } from '../users/index.js';
import { RecordActivity } from './application/record-activity.use-case.js';
import { StreakResetJob } from './application/streak-reset.job.js';
import { ActivityController } from './infrastructure/http/activity.controller.js';

@Module({
  imports: [UsersModule],
  controllers: [ActivityController],
  providers: [RecordActivity, StreakResetJob],
})
export class ActivityModule {}
