import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, join, resolve, sep } from 'node:path';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../platform/config/app-config.js';
import { ProductFiles } from '../../domain/product-files.js';

const KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/;

/**
 * Product files on the local disk, under MARKETPLACE_FILES_DIR (`.data/marketplace` beside the
 * other local data by default). Writes go to a temporary name first and are renamed into
 * place, so a reader never sees half a file. Several instances need a shared folder (or an
 * object-store adapter of the same port).
 */
@Injectable()
export class LocalDiskProductFiles extends ProductFiles {
  private readonly root: string;

  constructor(config: AppConfig) {
    super();
    this.root = resolve(config.marketplace.filesDir);
  }

  private path(key: string): string {
    if (!KEY.test(key) || key.includes('..') || key.length > 200) throw new Error(`invalid product file key "${key}"`);
    const full = resolve(join(this.root, key));
    if (!full.startsWith(this.root + sep)) throw new Error(`product file key "${key}" leaves the folder`);
    return full;
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${randomBytes(6).toString('hex')}.part`;
    await writeFile(temporary, bytes);
    await rename(temporary, path);
  }

  async exists(key: string): Promise<boolean> {
    return stat(this.path(key)).then(
      (s) => s.isFile(),
      () => false,
    );
  }

  async open(key: string): Promise<{ stream: ReturnType<typeof createReadStream>; size: number } | null> {
    const path = this.path(key);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return null;
    return { stream: createReadStream(path), size: info.size };
  }
}
