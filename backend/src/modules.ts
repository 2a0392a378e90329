// The composition root's list of modules: the one place that knows them all. A module joins by
// exporting a ModuleManifest from its index.ts and being listed here (`npm run new:module <name>`
// scaffolds both). Platform never imports this file; the app, the CLI and the tests pass it on.
import { composeModules } from './platform/modules/module-manifest.js';
import { platformEntities } from './platform/database/platform-entities.js';
import { historyMigrations } from './database/migrations/index.js';
import { usersModule } from './modules/users/index.js';
import { authModule } from './modules/auth/index.js';
import { activityModule } from './modules/activity/index.js';
import { roadmapsModule } from './modules/roadmaps/index.js';
import { examsModule } from './modules/exams/index.js';
import { certificatesModule } from './modules/certificates/index.js';
import { quizModule } from './modules/quiz/index.js';
import { practiceModule } from './modules/practice/index.js';
import { blogModule } from './modules/blog/index.js';
import { resourcesModule } from './modules/resources/index.js';
import { auditModule } from './modules/audit/index.js';
import { adminModule } from './modules/admin/index.js';
import { feedbackModule } from './modules/feedback/index.js';
import { partnersModule } from './modules/partners/index.js';
import { reportsModule } from './modules/reports/index.js';
import { paymentsModule } from './modules/payments/index.js';
import { marketplaceModule } from './modules/marketplace/index.js';
import { cartModule } from './modules/cart/index.js';
import { resumeModule } from './modules/resume/index.js';
import { reviewModule } from './modules/review/index.js';
import { linkCheckModule } from './modules/link-check/index.js';
// new:module imports (keep this line: the generator inserts above it)

export const composition = composeModules({
  platformEntities,
  historyMigrations,
  modules: [
    usersModule,
    authModule,
    activityModule,
    roadmapsModule,
    examsModule,
    certificatesModule,
    quizModule,
    practiceModule,
    blogModule,
    resourcesModule,
    auditModule,
    adminModule,
    feedbackModule,
    partnersModule,
    reportsModule,
    paymentsModule,
    marketplaceModule,
    cartModule,
    resumeModule,
    reviewModule,
    linkCheckModule,
    // new:module entries (keep this line: the generator inserts above it)
  ],
});
