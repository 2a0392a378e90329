import { Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import { LearnerProgressFacade } from '../src/modules/activity/index.js';
import { EventDispatcher } from '../src/platform/events/event-dispatcher.js';
import { EventHandlers } from '../src/platform/events/event-handlers.js';
import { EventOutbox } from '../src/platform/events/event-outbox.js';
import { HousekeepingJob } from '../src/platform/scheduling/housekeeping.job.js';
import { csrfAgent, registerAndLogin, startTestApp, unique, type TestApp } from './support/test-app.js';

// Events of this test only, added to the platform's map as a module adds its own.
declare module '../src/platform/events/event-map.js' {
  interface EventMap {
    'test.ping': { tag: string };
    'test.flaky': { tag: string };
  }
}

/** Handlers whose effects can be counted: each run inserts a row (not idempotent on purpose). */
const failedOnce = new Set<string>();
async function record(em: EntityManager, eventId: string, handler: string, tag: string): Promise<void> {
  await em.execute('insert into event_probe (event_id, handler, tag) values (?, ?, ?)', [eventId, handler, tag]);
}

@Injectable()
class ProbeHandlers implements OnModuleInit {
  constructor(private readonly events: EventHandlers) {}

  onModuleInit(): void {
    this.events.on('test.ping', 'probe.first', (event, em) => record(em, event.id, 'probe.first', event.payload.tag));
    this.events.on('test.ping', 'probe.second', (event, em) => record(em, event.id, 'probe.second', event.payload.tag));
    this.events.on('test.flaky', 'probe.flaky', async (event, em) => {
      // The effect is written, then the handler fails: its transaction must take the effect back.
      await record(em, event.id, 'probe.flaky', event.payload.tag);
      if (!failedOnce.has(event.id)) {
        failedOnce.add(event.id);
        throw new Error('flaky handler fails the first time');
      }
    });
    this.events.on('test.flaky', 'probe.steady', (event, em) =>
      record(em, event.id, 'probe.steady', event.payload.tag),
    );
  }
}

@Module({ providers: [ProbeHandlers] })
class EventProbeModule {}

async function eventually(check: () => Promise<void>, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

describe('events: outbox and delivery after commit', () => {
  let first: TestApp;
  let second: TestApp;
  let orm: MikroORM;
  let outbox: EventOutbox;

  beforeAll(async () => {
    // Two instances on one database, both with the probe's handlers, as in a scaled-out deployment.
    first = await startTestApp({ modules: [EventProbeModule] });
    second = await startTestApp({ modules: [EventProbeModule] });
    orm = first.app.get(MikroORM);
    outbox = first.app.get(EventOutbox);
    await orm.em
      .fork()
      .execute(
        'create table if not exists event_probe (id serial primary key, event_id bigint not null, handler text not null, tag text not null)',
      );
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  const sql = <T extends object>(query: string, params: unknown[] = []) => orm.em.fork().execute<T[]>(query, params);
  const effects = (tag: string) =>
    sql<{ event_id: string; handler: string }>(
      'select event_id::text as event_id, handler from event_probe where tag = ? order by id',
      [tag],
    );
  const eventsTagged = (tag: string) =>
    sql<{ id: string; delivered_at: Date | null; attempts: number; last_error: string | null }>(
      `select id::text as id, delivered_at, attempts, last_error from outbox_events where payload->>'tag' = ? order by id`,
      [tag],
    );
  const publish = (name: 'test.ping' | 'test.flaky', tag: string) =>
    orm.em.fork().transactional((em) => outbox.publish(em, name, { tag }));
  const drainBoth = () =>
    Promise.all([first.app.get(EventDispatcher).drain(), second.app.get(EventDispatcher).drain()]);

  it('delivers nothing for a transaction that rolls back', async () => {
    const rolledBack = unique('rolled');
    const committed = unique('committed');
    await expect(
      orm.em.fork().transactional(async (em) => {
        await outbox.publish(em, 'test.ping', { tag: rolledBack });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await publish('test.ping', committed);
    await eventually(async () => expect(await effects(committed)).toHaveLength(2));
    await drainBoth();
    expect(await eventsTagged(rolledBack)).toHaveLength(0);
    expect(await effects(rolledBack)).toHaveLength(0);
  });

  it('refuses to publish outside a transaction', async () => {
    await expect(outbox.publish(orm.em.fork(), 'test.ping', { tag: unique('loose') })).rejects.toThrow(
      /outside a transaction/,
    );
  });

  it('delivers a committed event to each handler once, and not before the commit', async () => {
    const tag = unique('once');
    await orm.em.fork().transactional(async (em) => {
      await outbox.publish(em, 'test.ping', { tag });
      // Both dispatchers go through everything due while the transaction is still open.
      await drainBoth();
      expect(await effects(tag)).toHaveLength(0);
    });
    await eventually(async () => expect((await eventsTagged(tag))[0]?.delivered_at).toBeTruthy());
    await drainBoth();
    const [event] = await eventsTagged(tag);
    expect(await effects(tag)).toEqual([
      expect.objectContaining({ event_id: event.id, handler: expect.any(String) }),
      expect.objectContaining({ event_id: event.id, handler: expect.any(String) }),
    ]);
    expect((await effects(tag)).map((e) => e.handler).sort()).toEqual(['probe.first', 'probe.second']);
    expect(event.attempts).toBe(1);
    const deliveries = await sql<{ handler: string }>(
      'select handler from event_deliveries where event_id = ? order by handler',
      [event.id],
    );
    expect(deliveries.map((d) => d.handler)).toEqual(['probe.first', 'probe.second']);
  });

  it('retries a failing handler with backoff until it succeeds, without running the other handler again', async () => {
    const tag = unique('flaky');
    await publish('test.flaky', tag);
    await eventually(async () => expect((await eventsTagged(tag))[0]?.delivered_at).toBeTruthy(), 15_000);
    const [event] = await eventsTagged(tag);
    expect(event.attempts).toBe(2);
    expect(event.last_error).toContain('probe.flaky: flaky handler fails the first time');
    // The failed run's effect was rolled back with its transaction; the steady handler ran once.
    expect((await effects(tag)).map((e) => e.handler).sort()).toEqual(['probe.flaky', 'probe.steady']);
  });

  it('two dispatchers on one database deliver each event once', async () => {
    const tags = Array.from({ length: 40 }, () => unique('pair'));
    const inTags = tags.map(() => '?').join(', ');
    // One commit wakes both instances at the same moment.
    await orm.em.fork().transactional(async (em) => {
      for (const tag of tags) await outbox.publish(em, 'test.ping', { tag });
    });
    await drainBoth();
    await eventually(async () => {
      const rows = await sql<{ n: number }>(
        `select count(*)::int as n from outbox_events where payload->>'tag' in (${inTags}) and delivered_at is null`,
        tags,
      );
      expect(rows[0].n).toBe(0);
    });
    const counts = await sql<{ tag: string; handler: string; n: number }>(
      `select tag, handler, count(*)::int as n from event_probe where tag in (${inTags}) group by tag, handler`,
      tags,
    );
    expect(counts).toHaveLength(tags.length * 2);
    expect(counts.every((c) => c.n === 1)).toBe(true);
  });

  it('does not run again a handler whose delivery was recorded (as after a crash before the event was marked)', async () => {
    const tag = unique('crashed');
    await orm.em.fork().transactional(async (em) => {
      const id = await outbox.publish(em, 'test.ping', { tag });
      await em.execute(`insert into event_deliveries (event_id, handler) values (?, 'probe.first')`, [id]);
    });
    await eventually(async () => expect((await eventsTagged(tag))[0]?.delivered_at).toBeTruthy());
    expect((await effects(tag)).map((e) => e.handler)).toEqual(['probe.second']);
  });

  describe('deliverNow: a request delivers its own events before it answers', () => {
    /** Published as not due yet, so that no background delivery takes it before the test holds it. */
    const publishHeld = (tag: string) =>
      orm.em.fork().transactional(async (em) => {
        const id = await outbox.publish(em, 'test.ping', { tag });
        await em.execute(`update outbox_events set next_attempt_at = now() + interval '1 hour' where id = ?`, [id]);
        return id;
      });
    /** Another dispatcher's claim: the row locked in an open transaction (made due, not committed yet). */
    const holdAsAnotherDispatcher = async (id: string) => {
      const holder = orm.em.fork();
      await holder.begin();
      await holder.execute('select id from outbox_events where id = ? for no key update', [id]);
      await holder.execute('update outbox_events set next_attempt_at = now() where id = ?', [id]);
      return holder;
    };
    const waitingForLock = async () =>
      (
        await sql<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like '%outbox_events%for no key update%'`,
        )
      )[0].n;

    it('delivers the events at once, every handler once, however many instances and calls ask in parallel', async () => {
      const tags = Array.from({ length: 6 }, () => unique('now'));
      const ids = await orm.em
        .fork()
        .transactional(async (em) => Promise.all(tags.map((tag) => outbox.publish(em, 'test.ping', { tag }))));
      const answers = await Promise.all(
        [first, second, first, second].map((instance) => instance.app.get(EventDispatcher).deliverNow(ids)),
      );
      expect(answers).toEqual([true, true, true, true]);
      // Delivered when the answer comes: nothing to wait for.
      for (const tag of tags)
        expect((await effects(tag)).map((e) => e.handler).sort()).toEqual(['probe.first', 'probe.second']);
      await drainBoth();
      for (const tag of tags) expect(await effects(tag)).toHaveLength(2);
    });

    it('waits for an event another dispatcher holds, and runs none of its handlers again once that one delivered it', async () => {
      const tag = unique('held');
      const id = await publishHeld(tag);
      const holder = await holdAsAnotherDispatcher(id);
      const answer = first.app.get(EventDispatcher).deliverNow([id], { timeoutMs: 60_000 });
      await eventually(async () => expect(await waitingForLock()).toBeGreaterThan(0));
      // The other dispatcher delivers it (its handlers' records and the mark) and lets go.
      await holder.execute(
        `insert into event_deliveries (event_id, handler) values (?, 'probe.first'), (?, 'probe.second')`,
        [id, id],
      );
      await holder.execute('update outbox_events set delivered_at = now(), attempts = 1 where id = ?', [id]);
      await holder.commit();
      expect(await answer).toBe(true);
      expect(await effects(tag)).toHaveLength(0);
    });

    it('delivers itself an event another dispatcher let go of undelivered', async () => {
      const tag = unique('released');
      const id = await publishHeld(tag);
      const holder = await holdAsAnotherDispatcher(id);
      const answer = second.app.get(EventDispatcher).deliverNow([id], { timeoutMs: 60_000 });
      await eventually(async () => expect(await waitingForLock()).toBeGreaterThan(0));
      await holder.commit();
      expect(await answer).toBe(true);
      expect((await effects(tag)).map((e) => e.handler).sort()).toEqual(['probe.first', 'probe.second']);
    });

    it('past its timeout answers "not yet" and leaves the event to the background delivery, which delivers it once', async () => {
      const tag = unique('timeout');
      const id = await publishHeld(tag);
      const holder = await holdAsAnotherDispatcher(id);
      // The holder keeps the lock until deliverNow has answered: the timeout passes whatever the host's speed.
      expect(await first.app.get(EventDispatcher).deliverNow([id], { timeoutMs: 50 })).toBe(false);
      expect((await eventsTagged(tag))[0].delivered_at).toBeNull();
      await holder.rollback();
      await sql('update outbox_events set next_attempt_at = now() where id = ?', [id]);
      await drainBoth();
      expect((await eventsTagged(tag))[0].delivered_at).toBeTruthy();
      expect((await effects(tag)).map((e) => e.handler).sort()).toEqual(['probe.first', 'probe.second']);
    });

    it('answers "not yet" when a handler fails, and the background delivery retries it: each effect once', async () => {
      const tag = unique('fails-now');
      const id = await orm.em.fork().transactional((em) => outbox.publish(em, 'test.flaky', { tag }));
      // Whoever runs it first (this call or the background, woken by the commit), its first run fails.
      expect(await first.app.get(EventDispatcher).deliverNow([id])).toBe(false);
      await eventually(async () => expect((await eventsTagged(tag))[0]?.delivered_at).toBeTruthy(), 15_000);
      expect((await effects(tag)).map((e) => e.handler).sort()).toEqual(['probe.flaky', 'probe.steady']);
    });

    it('answers "not yet" for an event whose retry is not due (a handler failed), without hurrying it', async () => {
      const tag = unique('later');
      const id = await publishHeld(tag);
      expect(await first.app.get(EventDispatcher).deliverNow([id])).toBe(false);
      expect(await effects(tag)).toHaveLength(0);
      await sql('update outbox_events set next_attempt_at = now() where id = ?', [id]);
      expect(await first.app.get(EventDispatcher).deliverNow([id])).toBe(true);
      expect(await effects(tag)).toHaveLength(2);
    });
  });

  it("deleting an account publishes user.deleted with the deletion; every module holding the learner's data forgets it, once each", async () => {
    const learner = await registerAndLogin(first.http);
    await first.app
      .get(LearnerProgressFacade)
      .awardXp(learner.user.id, { achievement: 'exam:forgotten', amount: 40, reason: 'Exam passed' });
    const { agent, token: csrf } = await csrfAgent(first.http);
    // A failed sign-in leaves attempt counters of the account (by account, and by account and address).
    await agent
      .post('/api/users/login')
      .set('X-CSRF-Token', csrf)
      .set('X-Forwarded-For', '10.77.0.1')
      .send({ username: learner.user.username, password: 'not the password at all' })
      .expect(401);
    const counters = () =>
      sql<{ id: string }>('select id from login_attempts where id = ? or id like ?', [
        `account:${learner.user.id}`,
        `account:${learner.user.id}@%`,
      ]);
    expect((await counters()).map((c) => c.id)).toEqual(
      expect.arrayContaining([`account:${learner.user.id}`, `account:${learner.user.id}@10.77.0.1`]),
    );

    await agent
      .post('/api/users/me/deletion')
      .set('Authorization', `Bearer ${learner.token}`)
      .set('X-CSRF-Token', csrf)
      .send({ confirmation: learner.user.username, password: learner.password })
      .expect(200);
    await request(first.http).get('/api/users/me').set('Authorization', `Bearer ${learner.token}`).expect(401);

    const published = await sql<{ id: string; payload: unknown }>(
      `select id::text as id, payload from outbox_events where name = 'user.deleted' and (payload->>'userId')::int = ?`,
      [learner.user.id],
    );
    expect(published).toEqual([{ id: expect.any(String), payload: { userId: learner.user.id } }]);
    await eventually(async () =>
      expect(
        (
          await sql<{ delivered_at: Date | null }>('select delivered_at from outbox_events where id = ?', [
            published[0].id,
          ])
        )[0].delivered_at,
      ).toBeTruthy(),
    );
    await eventually(async () =>
      expect(
        await sql('select handler from event_deliveries where event_id = ? order by handler', [published[0].id]),
      ).toEqual([
        { handler: 'activity.forget-progress' },
        { handler: 'auth.forget-account' },
        { handler: 'cart.forget' },
        { handler: 'certificates.forget-holder' },
        { handler: 'exams.forget-attempts' },
        { handler: 'feedback.forget-learner' },
        { handler: 'marketplace.forget-buyer' },
        { handler: 'payments.forget-buyer' },
        { handler: 'practice.forget-submissions' },
        { handler: 'quiz.forget-results' },
        { handler: 'reports.forget-reporter' },
        { handler: 'resources.forget-suggester' },
        { handler: 'resume.forget-resumes' },
        { handler: 'review.forget-learner' },
        { handler: 'roadmaps.forget-progress' },
      ]),
    );
    for (const table of ['learner_progress', 'xp_ledger'])
      expect(await sql(`select 1 from ${table} where user_id = ?`, [learner.user.id])).toHaveLength(0);
    expect(await counters()).toHaveLength(0);
    expect(await sql('select id from sessions where user_id = ?', [learner.user.id])).toHaveLength(0);
  });

  it("auth's handler ends the sessions of the user in a user.deleted event", async () => {
    // The deletion itself removes sessions today (revoked, then the foreign key cascades); the
    // handler is what ends them once sessions no longer reference users: shown here on an
    // account whose row stays, as it would be for sessions that outlived the row.
    const learner = await registerAndLogin(first.http);
    const me = () => request(second.http).get('/api/users/me').set('Authorization', `Bearer ${learner.token}`);
    await me().expect(200);
    await orm.em.fork().transactional((em) => outbox.publish(em, 'user.deleted', { userId: learner.user.id }));
    await eventually(async () => expect((await me()).status).toBe(401));
    expect(await sql('select id from sessions where user_id = ?', [learner.user.id])).toHaveLength(0);
  });

  it('housekeeping deletes events delivered over 7 days ago with their delivery records, and keeps the rest', async () => {
    const [old, recent, pending] = [unique('old'), unique('recent'), unique('pending')];
    for (const tag of [old, recent]) await publish('test.ping', tag);
    await eventually(async () =>
      expect((await eventsTagged(recent))[0]?.delivered_at && (await eventsTagged(old))[0]?.delivered_at).toBeTruthy(),
    );
    const [oldEvent] = await eventsTagged(old);
    await sql(`update outbox_events set delivered_at = now() - interval '8 days' where id = ?`, [oldEvent.id]);
    // Undelivered (its retry far ahead) and created long ago: never deleted.
    await orm.em.fork().transactional(async (em) => {
      const id = await outbox.publish(em, 'test.ping', { tag: pending });
      await em.execute(
        `update outbox_events set created_at = now() - interval '30 days', next_attempt_at = now() + interval '1 day' where id = ?`,
        [id],
      );
    });
    expect(await first.app.get(HousekeepingJob).run(new Date(Date.UTC(2032, 0, 1)))).toBe('ran');
    expect(await eventsTagged(old)).toHaveLength(0);
    expect(await sql('select handler from event_deliveries where event_id = ?', [oldEvent.id])).toHaveLength(0);
    expect(await eventsTagged(recent)).toHaveLength(1);
    expect(await eventsTagged(pending)).toHaveLength(1);
  });
});
