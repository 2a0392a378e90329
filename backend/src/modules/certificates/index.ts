// The certificates module's public face: what other modules and the composition root may import.
import type { ModuleManifest } from '../../platform/modules/module-manifest.js';
import { CertificatesModule } from './certificates.module.js';
import { Migration20261124190000 } from './infrastructure/persistence/migrations/Migration20261124190000.js';

export { CertificatesModule } from './certificates.module.js';
export { CertificatesFacade, type CertificateView } from './application/certificates.facade.js';

export const certificatesModule: ModuleManifest = {
  name: 'certificates',
  nestModule: CertificatesModule,
  migrations: [{ name: 'Migration20261124190000', class: Migration20261124190000 }],
};
