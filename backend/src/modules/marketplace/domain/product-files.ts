import type { Readable } from 'node:stream';

/**
 * Where product archives are kept (port): the local disk by default, an object store later.
 * Keys are opaque strings the marketplace makes (`<productId>/<sha256>.zip`, `shipped/<slug>-<n>.zip`).
 */
export abstract class ProductFiles {
  abstract put(key: string, bytes: Uint8Array): Promise<void>;
  abstract exists(key: string): Promise<boolean>;
  /** A stream of the file, or null when it is missing. */
  abstract open(key: string): Promise<{ stream: Readable; size: number } | null>;
}
