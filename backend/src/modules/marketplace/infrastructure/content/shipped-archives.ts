import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync, type Zippable } from 'fflate';

/**
 * The shipped products' archives, built from the files kept beside this module
 * (`archives/<slug>/**`). Each file is stored with a `.txt` suffix, so the TypeScript build and
 * Jest leave the products' own sources alone and the backend's postbuild copies them into dist
 * with the other data files; the suffix is dropped inside the archive. The zip is deterministic
 * (sorted entries, fixed timestamps): the same files always give the same bytes and digest, so
 * every instance and every release agree on the storage key.
 */
const ARCHIVES = fileURLToPath(new URL('./archives/', import.meta.url));
/** Every entry's modification time (zip stores local DOS time; fixed so builds are reproducible). */
const MTIME = new Date('2026-11-01T00:00:00Z');

export interface ShippedArchive {
  bytes: Uint8Array;
  sha256: string;
  size: number;
  /** Storage key: content-addressed, so a changed archive is a new file and never half-replaced. */
  key: string;
  fileName: string;
}

function filesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesOf(path) : entry.name.endsWith('.txt') ? [path] : [];
  });
}

const cache = new Map<string, ShippedArchive>();

/** The archive of a shipped product (`<slug>/...` inside the zip). */
export function shippedArchive(slug: string): ShippedArchive {
  const cached = cache.get(slug);
  if (cached) return cached;
  const dir = join(ARCHIVES, slug);
  const files = filesOf(dir).sort();
  if (files.length === 0) throw new Error(`the shipped product ${slug} has no files`);
  const tree: Zippable = {};
  for (const file of files) {
    const name = `${slug}/${relative(dir, file)
      .split(sep)
      .join('/')
      .replace(/\.txt$/, '')}`;
    tree[name] = [readFileSync(file), { mtime: MTIME, level: 9 }];
  }
  const bytes = zipSync(tree);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const archive = {
    bytes,
    sha256,
    size: bytes.length,
    key: `shipped/${slug}-${sha256.slice(0, 16)}.zip`,
    fileName: `${slug}.zip`,
  };
  cache.set(slug, archive);
  return archive;
}
