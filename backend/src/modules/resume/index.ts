// The resume module's public face: what other modules and the composition root may import.
// Everything else in this folder is private (npm run lint:deps keeps it so).
import type { ModuleManifest } from '../../platform/modules/module-manifest.js';
import { ResumeModule } from './resume.module.js';
import { Migration20261125210000 } from './infrastructure/persistence/migrations/Migration20261125210000.js';

export { ResumeModule } from './resume.module.js';

export const resumeModule: ModuleManifest = {
  name: 'resume',
  nestModule: ResumeModule,
  migrations: [{ name: 'Migration20261125210000', class: Migration20261125210000 }],
};
