// The exams module's public face: what other modules and the composition root may import.
import type { ModuleManifest } from '../../platform/modules/module-manifest.js';
import { ExamsModule } from './exams.module.js';
import { Migration20261124180000 } from './infrastructure/persistence/migrations/Migration20261124180000.js';
import { examsContentPack } from './infrastructure/content/exams-content.pack.js';

export { ExamsModule } from './exams.module.js';
export type { ExamPassed } from './contracts/events.js';

export const examsModule: ModuleManifest = {
  name: 'exams',
  nestModule: ExamsModule,
  migrations: [{ name: 'Migration20261124180000', class: Migration20261124180000 }],
  content: [examsContentPack],
};
