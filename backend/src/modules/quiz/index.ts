// The quiz module's public face: what other modules and the composition root may import.
import type { ModuleManifest } from '../../platform/modules/module-manifest.js';
import { QuizModule } from './quiz.module.js';
import { Migration20261124200000 } from './infrastructure/persistence/migrations/Migration20261124200000.js';
import { Migration20261125000000 } from './infrastructure/persistence/migrations/Migration20261125000000.js';
import { quizContentPack } from './infrastructure/content/quiz-content.pack.js';

export { QuizModule } from './quiz.module.js';

export const quizModule: ModuleManifest = {
  name: 'quiz',
  nestModule: QuizModule,
  migrations: [
    { name: 'Migration20261124200000', class: Migration20261124200000 },
    { name: 'Migration20261125000000', class: Migration20261125000000 },
  ],
  content: [quizContentPack],
};
