import { MikroORM } from '@mikro-orm/postgresql';
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
});
