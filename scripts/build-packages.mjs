// Builds the workspace packages the backend and the SPA import (packages/*: TypeScript to dist/,
// ESM with .d.ts). The root's `postinstall` runs it, so `npm install` leaves them ready for
// `npm start`, `npm test` and `npm run build`; `npm run build` runs it again first.
// Where only the packages' manifests are present (the Docker image's dependency stages), there is
// nothing to build yet and it says so.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const PACKAGES = ['packages/resume-core'];

for (const dir of PACKAGES) {
  if (!existsSync(`${root}${dir}/src`)) {
    console.log(`build-packages: ${dir} has no sources here, nothing to build`);
    continue;
  }
  const tsc = createRequire(`${root}package.json`).resolve('typescript/bin/tsc');
  const result = spawnSync(process.execPath, [tsc, '-p', `${root}${dir}/tsconfig.json`], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`build-packages: building ${dir} failed`);
    process.exit(result.status ?? 1);
  }
}
