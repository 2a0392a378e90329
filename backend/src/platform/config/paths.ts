import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (works from src/ under tsx and from dist/ after the build). */
export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** Resolves a configured path relative to the repository root. */
export function fromRepoRoot(path: string): string {
  return isAbsolute(path) ? path : resolve(repoRoot, path);
}
