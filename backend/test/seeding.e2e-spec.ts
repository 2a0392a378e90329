import { MikroORM } from '@mikro-orm/postgresql';
import { loadContentPacks, type ContentPack } from '../src/platform/content/content-pack.js';
import { runDemoSeeds } from '../src/platform/seed/seed-runner.js';
import type { DemoSeed } from '../src/platform/seed/demo-seed.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('demo seeding', () => {
  let t: TestApp;
  let orm: MikroORM;
  beforeAll(async () => {
    t = await startTestApp();
    orm = t.app.get(MikroORM);
    await orm.em.fork().execute('create table if not exists seed_probe (value text not null)');
  });
  afterAll(() => t.close());

  const probeRows = async () =>
    (await orm.em.fork().execute<{ value: string }[]>('select value from seed_probe order by value')).map(
      (r) => r.value,
    );

  it('applies each seed once, however often and concurrently it is run', async () => {
    const name = `probe-${Date.now()}`;
    const seeds: DemoSeed[] = [
      { name, run: async (em) => void (await em.execute('insert into seed_probe values (?)', [name])) },
    ];
    const results = await Promise.all([runDemoSeeds(orm, seeds), runDemoSeeds(orm, seeds)]);
    expect(results.flat()).toEqual([name]);
    expect(await runDemoSeeds(orm, seeds)).toEqual([]);
    expect((await probeRows()).filter((v) => v === name)).toHaveLength(1);
  });

  it('records nothing for a seed that fails, so the next start retries it', async () => {
    const name = `failing-${Date.now()}`;
    const failing: DemoSeed = {
      name,
      run: async (em) => {
        await em.execute('insert into seed_probe values (?)', [name]);
        throw new Error('half-way');
      },
    };
    await expect(runDemoSeeds(orm, [failing])).rejects.toThrow('half-way');
    expect(await probeRows()).not.toContain(name);
    const fixed: DemoSeed = {
      name,
      run: async (em) => void (await em.execute('insert into seed_probe values (?)', [name])),
    };
    expect(await runDemoSeeds(orm, [fixed])).toEqual([name]);
  });

  describe('content packs', () => {
    const recordedVersion = async (name: string) =>
      (
        await orm.em.fork().execute<{ version: number }[]>('select version from content_history where name = ?', [name])
      )[0]?.version ?? null;

    it('loads a pack once per version, however often and concurrently it is run, and records the version', async () => {
      const name = `probe.pack-${Date.now()}`;
      const previousVersions: Array<number | null> = [];
      const pack = (version: number): ContentPack => ({
        name,
        version,
        load: async (em, previous) => {
          previousVersions.push(previous);
          await em.execute('insert into seed_probe values (?)', [`${name}@${version}`]);
        },
      });
      // Two starters at once: the second waits for the first's lock, then finds version 1 recorded.
      const first = await Promise.all([loadContentPacks(orm, [pack(1)]), loadContentPacks(orm, [pack(1)])]);
      expect(first.flat()).toEqual([{ name, from: null, to: 1 }]);
      expect(await loadContentPacks(orm, [pack(1)])).toEqual([]);
      expect(await recordedVersion(name)).toBe(1);
      expect(await loadContentPacks(orm, [pack(2)])).toEqual([{ name, from: 1, to: 2 }]);
      expect(await loadContentPacks(orm, [pack(1)])).toEqual([]);
      expect(await recordedVersion(name)).toBe(2);
      expect(previousVersions).toEqual([null, 1]);
      expect((await probeRows()).filter((v) => v.startsWith(`${name}@`))).toEqual([`${name}@1`, `${name}@2`]);
    });

    it('records nothing for a pack that fails, so the next start loads it again', async () => {
      const name = `probe.failing-pack-${Date.now()}`;
      const failing: ContentPack = {
        name,
        version: 1,
        load: async (em) => {
          await em.execute('insert into seed_probe values (?)', [name]);
          throw new Error('half-way');
        },
      };
      await expect(loadContentPacks(orm, [failing])).rejects.toThrow('half-way');
      expect(await recordedVersion(name)).toBeNull();
      expect(await probeRows()).not.toContain(name);
      const fixed: ContentPack = { ...failing, load: async () => undefined };
      expect(await loadContentPacks(orm, [fixed])).toEqual([{ name, from: null, to: 1 }]);
      expect(await recordedVersion(name)).toBe(1);
    });
  });
});
