// The activity module's public face: what other modules and the composition root may import.
import type { ModuleManifest } from '../../platform/modules/module-manifest.js';
import { ActivityModule } from './activity.module.js';

export { ActivityModule } from './activity.module.js';

export const activityModule: ModuleManifest = {
  name: 'activity',
  nestModule: ActivityModule,
};
