import type { Database } from '../../../../platform/database/typed-sql.js';

/** The tables certificates owns (its migrations create them): its SQL can name no other. */
export type CertificatesDb = Pick<Database, 'certificates' | 'credential_keys'>;
