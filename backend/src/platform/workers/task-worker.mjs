// A worker thread of a WorkerPool (worker-pool.ts): runs one task at a time, `{ module, name, args }`
// → `await (await import(module))[name](...args)`, and posts back the result (a Uint8Array's bytes
// are moved, not copied). Plain JavaScript, copied to dist/ by scripts/postbuild.mjs, so it runs
// as it is both from the build and from the TypeScript sources under Jest: a module named
// `x.js` that does not exist beside the caller (the sources) is loaded from `x.ts` through tsx
// (a devDependency, present wherever the sources are run).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parentPort } from 'node:worker_threads';

const loaded = new Map();

async function load(href) {
  let module = loaded.get(href);
  if (!module) {
    const path = fileURLToPath(href);
    if (existsSync(path) || !path.endsWith('.js')) module = import(href);
    else {
      const { tsImport } = await import('tsx/esm/api');
      module = tsImport(href.replace(/\.js$/, '.ts'), import.meta.url);
    }
    loaded.set(href, module);
  }
  return module;
}

parentPort.on('message', async ({ id, module, name, args }) => {
  try {
    const fn = (await load(module))[name];
    if (typeof fn !== 'function') throw new Error(`${module} exports no function ${name}`);
    const value = await fn(...args);
    if (value instanceof Uint8Array) {
      // A Buffer's memory may be Node's pool or marked untransferable: a copy of its bytes is moved to the caller.
      const bytes = new Uint8Array(value);
      parentPort.postMessage({ id, ok: true, bytes }, [bytes.buffer]);
    } else parentPort.postMessage({ id, ok: true, value });
  } catch (error) {
    parentPort.postMessage({
      id,
      ok: false,
      error: {
        name: error?.name ?? 'Error',
        message: String(error?.message ?? error),
        code: error?.code,
        kind: error?.kind,
        details: error?.details,
      },
    });
  }
});
