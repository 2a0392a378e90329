import { Global, Module } from '@nestjs/common';
import { LearnerProgressSource, UsersModule } from '../users/index.js';
import { LearnerProgressFacade } from './application/learner-progress.facade.js';
import { RecordActivity } from './application/record-activity.js';
import { OnUserDeletedForgetProgress } from './application/on-user-deleted.handler.js';
import { OnLearningEventsAwardXp } from './application/on-learning-events.handler.js';
import { LearnerProgressRepository } from './domain/learner-progress.repository.js';
import { ActivityController } from './infrastructure/http/activity.controller.js';
import { ProgressController } from './infrastructure/http/progress.controller.js';
import { ProgressViews } from './application/progress-views.js';
import { Leaderboards } from './application/leaderboards.js';
import { Leagues } from './application/leagues.js';
import { LeagueRepository } from './domain/league.repository.js';
import { LeagueController } from './infrastructure/http/league.controller.js';
import { LeagueWeekJob } from './infrastructure/jobs/league-week.job.js';
import { SqlLeagueRepository } from './infrastructure/persistence/sql-league.repository.js';
import { LeaderboardRepository } from './domain/leaderboard.repository.js';
import { LeaderboardController } from './infrastructure/http/leaderboard.controller.js';
import { LeaderboardRefreshJob } from './infrastructure/jobs/leaderboard-refresh.job.js';
import { SqlLeaderboardRepository } from './infrastructure/persistence/sql-leaderboard.repository.js';
import { StreakResetJob } from './infrastructure/jobs/streak-reset.job.js';
import { MikroOrmLearnerProgressRepository } from './infrastructure/persistence/mikro-orm-learner-progress.repository.js';

/**
 * Learner progress: activity and daily streaks, the XP ledger, completed modules. Global only so
 * that users receives the LearnerProgressSource port it declares (users cannot import activity:
 * activity imports users).
 */
@Global()
@Module({
  imports: [UsersModule],
  controllers: [ActivityController, ProgressController, LeaderboardController, LeagueController],
  providers: [
    RecordActivity,
    OnUserDeletedForgetProgress,
    OnLearningEventsAwardXp,
    ProgressViews,
    StreakResetJob,
    LeaderboardRefreshJob,
    LeagueWeekJob,
    Leagues,
    { provide: LeagueRepository, useClass: SqlLeagueRepository },
    Leaderboards,
    { provide: LeaderboardRepository, useClass: SqlLeaderboardRepository },
    LearnerProgressFacade,
    { provide: LearnerProgressRepository, useClass: MikroOrmLearnerProgressRepository },
    { provide: LearnerProgressSource, useExisting: LearnerProgressFacade },
  ],
  exports: [LearnerProgressFacade, LearnerProgressSource],
})
export class ActivityModule {}
