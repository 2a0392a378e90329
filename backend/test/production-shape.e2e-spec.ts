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
  services: Record<string, { command?: string[]; environment?: Record<string, string>; security_opt?: string[]; ports?: string[] }>;
};
const dockerfile = readFileSync(`${ROOT}docker/Dockerfile`, 'utf8');
const runtimeStage = dockerfile.slice(dockerfile.lastIndexOf('FROM '));

/** A service's environment with compose's `${VAR:?…}` / `${VAR:-default}` filled in as an operator would. */
function resolved(environment: Record<string, string>): Record<string, string> {
  const given: Record<string, string> = {
    POSTGRES_PASSWORD: 'p'.repeat(24),
    CSRF_SECRET: 'c'.repeat(40),
    JWT_SECRET: 'j'.repeat(40),
    CREDENTIAL_SIGNING_KEY: generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
  return Object.fromEntries(
    Object.entries(environment).map(([key, value]) => [
      key,
      String(value).replace(/\$\{(\w+)(?::([?-])([^}]*))?\}/g, (_m, name: string, kind?: string, fallback?: string) => given[name] ?? (kind === '-' ? (fallback ?? '') : '')),
    ]),
  );
}

describe('the production shape (docker-compose.yml, docker/Dockerfile)', () => {
  it('judges learners\' code only in the judge service, under bubblewrap, and never in the web tier', () => {
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

  it('installs what the sandbox needs in the image the judge runs, as a non-root user', () => {
    expect(runtimeStage).toMatch(/apt-get install[^\n]*\bbubblewrap\b/);
    expect(runtimeStage).toMatch(/apt-get install[^\n]*\butil-linux\b/); // prlimit
    expect(runtimeStage).toMatch(/^USER node$/m);
  });
});
