import { generateKeyPairSync } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { loadEnvironment } from '../src/platform/config/environment.js';

/**
 * No Docker engine runs here, so docker-compose.yml and docker/Dockerfile are kept right by reading
 * them: judging runs in its own service with an OS sandbox, the web tier never judges, and each
 * service's environment passes the configuration's production checks.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const compose = parse(readFileSync(`${ROOT}docker-compose.yml`, 'utf8')) as {
  services: Record<
    string,
    { command?: string[]; environment?: Record<string, string>; security_opt?: string[]; ports?: string[] }
  >;
};
const dockerfile = readFileSync(`${ROOT}docker/Dockerfile`, 'utf8');
const runtimeStage = dockerfile.slice(dockerfile.lastIndexOf('FROM '));

/** A service's environment with compose's `${VAR:?…}` / `${VAR:-default}` filled in as an operator would. */
function resolved(environment: Record<string, string>): Record<string, string> {
  const given: Record<string, string> = {
    POSTGRES_PASSWORD: 'p'.repeat(24),
    CSRF_SECRET: 'c'.repeat(40),
    JWT_SECRET: 'j'.repeat(40),
    CREDENTIAL_SIGNING_KEY: generateKeyPairSync('ed25519')
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString(),
  };
  return Object.fromEntries(
    Object.entries(environment).map(([key, value]) => [
      key,
      String(value).replace(
        /\$\{(\w+)(?::([?-])([^}]*))?\}/g,
        (_m, name: string, kind?: string, fallback?: string) => given[name] ?? (kind === '-' ? (fallback ?? '') : ''),
      ),
    ]),
  );
}

describe('the production shape (docker-compose.yml, docker/Dockerfile)', () => {
  it("judges learners' code only in the judge service, under bubblewrap, and never in the web tier", () => {
    const { app, judge } = compose.services;
    expect(app.environment?.JUDGE_CONCURRENCY).toBe('0');
    expect(judge.command).toEqual(['node', 'dist/cli/judge-worker.js']);
    expect(existsSync(`${ROOT}backend/src/cli/judge-worker.ts`)).toBe(true);
    expect(judge.environment?.JUDGE_SANDBOX).toBe('bwrap');
    expect(judge.ports).toBeUndefined();
    // Docker's default seccomp and AppArmor profiles refuse the user namespaces bubblewrap makes.
    expect(judge.security_opt).toEqual(expect.arrayContaining(['seccomp=unconfined', 'apparmor=unconfined']));
    expect(app.security_opt).toBeUndefined();
  });

  it('gives each service an environment the production configuration accepts', () => {
    for (const name of ['app', 'judge']) {
      const env = resolved(compose.services[name].environment ?? {});
      expect(env.NODE_ENV).toBe('production');
      expect(() => loadEnvironment(env)).not.toThrow();
    }
  });

  it('ships the built shared resume model (packages/resume-core) the PDF is set with, where node_modules links it', () => {
    // npm links a workspace package from node_modules/@devpath/<name> to its folder: the image needs the folder with dist/.
    const pkg = JSON.parse(readFileSync(`${ROOT}packages/resume-core/package.json`, 'utf8')) as {
      name: string;
      exports: { '.': { default: string } };
    };
    expect(pkg.name).toBe('@devpath/resume-core');
    expect(pkg.exports['.'].default).toBe('./dist/index.js');
    expect(runtimeStage).toMatch(
      /^COPY --from=build [^\n]*\/app\/packages\/resume-core\/dist packages\/resume-core\/dist$/m,
    );
    expect(runtimeStage).toMatch(
      /^COPY --from=build [^\n]*\/app\/packages\/resume-core\/package\.json packages\/resume-core\/package\.json$/m,
    );
    // Every npm install in the image sees the workspace (its manifest) and the postinstall script it runs.
    for (const stage of dockerfile.split(/^FROM /m).filter((part) => /npm install/.test(part))) {
      expect(stage).toMatch(/^COPY packages\/resume-core\/package\.json /m);
      expect(stage).toMatch(/^COPY scripts\/build-packages\.mjs /m);
    }
    // The build stage builds it before the backend and the SPA that import it.
    expect(dockerfile).toMatch(
      /^RUN node scripts\/build-packages\.mjs && npm run build -w frontend && npm run build -w backend$/m,
    );
  });

  it('installs what the sandbox needs in the image the judge runs, as a non-root user', () => {
    expect(runtimeStage).toMatch(/apt-get install[^\n]*\bbubblewrap\b/);
    expect(runtimeStage).toMatch(/apt-get install[^\n]*\butil-linux\b/); // prlimit
    expect(runtimeStage).toMatch(/^USER node$/m);
  });
});
