import type { JudgeRequest } from '../../domain/judge.js';
import { SandboxJudge } from './sandbox-judge.js';

/**
 * SQL judged by PostgreSQL itself (PGlite, in the sandbox): a fresh schema per test built from the
 * problem's tables and the test's rows, one read query, rows compared with the expected table.
 * Hostile SQL gets its verdict, and the next submission is judged correctly.
 */
describe('the SQL judge', () => {
  const judge = new SandboxJudge({ concurrency: 2, isolation: 'bwrap' });
  const schema = `
CREATE TABLE employees (
  id integer PRIMARY KEY,
  name text NOT NULL,
  team text,
  salary numeric(10, 2) NOT NULL,
  hired date NOT NULL
);`;
  const staff = [
    { id: 1, name: 'Ada', team: 'core', salary: 5200, hired: '2021-03-01' },
    { id: 2, name: 'Linus', team: 'core', salary: 4100.5, hired: '2022-07-15' },
    { id: 3, name: 'Grace', team: null, salary: 6100, hired: '2020-01-10' },
  ];
  const tests = [
    {
      name: 'three people, one without a team',
      args: [{ employees: staff }],
      expected: {
        columns: ['team', 'people', 'payroll'],
        rows: [
          ['core', 2, 9300.5],
          [null, 1, 6100],
        ],
      },
    },
    {
      name: 'nobody yet',
      args: [{ employees: [] }],
      expected: { columns: ['team', 'people', 'payroll'], rows: [] },
    },
  ];
  const right = `-- payroll per team
SELECT team, count(*) AS people, sum(salary) AS payroll
FROM employees
GROUP BY team
ORDER BY payroll DESC;`;
  const request = (code: string, more: Partial<JudgeRequest> = {}): JudgeRequest => ({
    language: 'sql',
    code,
    functionName: 'query',
    tests,
    setup: schema,
    comparator: { kind: 'rows', ordered: false },
    limits: { timeMs: 5_000, memoryMb: 64, outputBytes: 10_000, codeBytes: 64 * 1024 },
    stopOnFailure: false,
    ...more,
  });

  beforeAll(() => judge.warm(['sql']), 120_000);
  afterAll(() => judge.close());

  it('accepts a right query and shows its result table, columns, types and rows', async () => {
    const result = await judge.judge(request(right));
    expect(result.error).toBeUndefined();
    expect(result.verdict).toBe('Accepted');
    expect(result.tests).toHaveLength(2);
    expect(result.tests[0]).toMatchObject({
      passed: true,
      actual: {
        columns: ['team', 'people', 'payroll'],
        types: ['text', 'bigint', 'numeric'],
        rows: [
          ['core', 2, 9300.5],
          [null, 1, 6100],
        ],
      },
    });
    expect(result.tests[1]).toMatchObject({ passed: true, actual: { rows: [] } });
  });

  it('compares rows as a multiset unless the order is asked for', async () => {
    const reversed = right.replace('DESC', 'ASC');
    expect((await judge.judge(request(reversed))).verdict).toBe('Accepted');
    const ordered = await judge.judge(request(reversed, { comparator: { kind: 'rows', ordered: true } }));
    expect(ordered.verdict).toBe('Wrong Answer');
    expect(ordered.tests[0].actual).toMatchObject({
      rows: [
        [null, 1, 6100],
        ['core', 2, 9300.5],
      ],
    });
  });

  it('gives Wrong Answer for other column names or a missing row (a WHERE that drops NULL teams)', async () => {
    const renamed = await judge.judge(request(right.replace('AS people', 'AS headcount')));
    expect(renamed.verdict).toBe('Wrong Answer');
    const dropsNull = await judge.judge(request(right.replace('GROUP BY', "WHERE team <> '' GROUP BY")));
    expect(dropsNull.verdict).toBe('Wrong Answer');
    expect(dropsNull.tests[0].actual).toMatchObject({ rows: [['core', 2, 9300.5]] });
  });

  it("gives Compilation Error for a syntax error, with its line in the learner's query", async () => {
    const result = await judge.judge(request('SELECT team,\n  count(*\nFROM employees GROUP BY team'));
    expect(result.verdict).toBe('Compilation Error');
    expect(result.error?.message).toMatch(/syntax error/);
    expect(result.error?.line).toBe(3);
  });

  it("gives Runtime Error with PostgreSQL's message for an unknown column", async () => {
    const result = await judge.judge(
      request('SELECT team, count(*) AS people, sum(wage) AS payroll\nFROM employees GROUP BY team'),
    );
    expect(result.verdict).toBe('Runtime Error');
    expect(result.tests[0].error?.message).toMatch(/column "wage" does not exist/);
    expect(result.tests[0].error?.line).toBe(1);
  });

  it('judges one query only, and only a query that reads', async () => {
    const two = await judge.judge(request('SELECT 1; SELECT 2'));
    expect(two.verdict).toBe('Compilation Error');
    expect(two.error?.message).toMatch(/one query/i);
    const statements = [
      'DELETE FROM employees',
      'UPDATE employees SET salary = 0',
      'DROP TABLE employees',
      'COMMIT',
      "COPY employees TO '/tmp/x'",
      'CREATE TABLE t (x int)',
    ];
    const results = await Promise.all(statements.map((code) => judge.judge(request(code))));
    for (const [i, result] of results.entries()) {
      expect({ code: statements[i], verdict: result.verdict }).toEqual({
        code: statements[i],
        verdict: 'Compilation Error',
      });
      expect(result.error?.message).toMatch(/SELECT or WITH/);
    }
    // A data-modifying CTE starts with WITH: the read-only transaction refuses it.
    const cte = await judge.judge(request('WITH gone AS (DELETE FROM employees RETURNING *) SELECT * FROM gone'));
    expect(cte.verdict).toBe('Runtime Error');
    expect(cte.tests[0].error?.message).toMatch(/read-only transaction/);
  });

  it('lets no query reach files, the network, settings or other roles, and keeps the tests apart', async () => {
    const attempts = [
      "SELECT pg_read_file('/etc/passwd')",
      "SELECT pg_ls_dir('/')",
      "SELECT lo_import('/etc/passwd')",
      "SELECT set_config('role', 'postgres', true), pg_read_file('/etc/passwd')",
      "SELECT set_config('transaction_read_only', 'off', true)",
      "SELECT * FROM dblink('host=127.0.0.1 port=5432', 'select 1') AS t(x int)",
      'SELECT pg_terminate_backend(pg_backend_pid())',
      "SELECT nextval('employees_id_seq')",
    ];
    const results = await Promise.all(attempts.map((code) => judge.judge(request(code))));
    for (const [i, result] of results.entries()) {
      expect({ code: attempts[i], verdict: result.verdict }).toEqual({
        code: attempts[i],
        verdict: expect.not.stringMatching(/Accepted|Wrong Answer/),
      });
      expect(JSON.stringify(result)).not.toMatch(/root:x:0:0/);
    }
    // The second test's schema holds only its own rows: nothing the first test saw.
    const counts = await judge.judge(
      request('SELECT count(*)::int AS n FROM employees', {
        comparator: { kind: 'rows', ordered: true },
      }),
    );
    expect(counts.tests.map((t) => (t.actual as { rows: number[][] }).rows[0][0])).toEqual([3, 0]);
    expect((await judge.judge(request(right))).verdict).toBe('Accepted');
  }, 120_000);

  it('stops an endless recursive CTE, pg_sleep and a huge generate_series at the time limit', async () => {
    const limits = { timeMs: 1_500, memoryMb: 64, outputBytes: 10_000, codeBytes: 65536 };
    const hostile = [
      'WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r) SELECT count(*) FROM r',
      'SELECT pg_sleep(60)',
      'SELECT count(*) FROM generate_series(1, 10000000000)',
    ];
    const results = await Promise.all(hostile.map((code) => judge.judge(request(code, { limits }))));
    for (const [i, result] of results.entries())
      expect({ code: hostile[i], verdict: result.verdict }).toEqual({
        code: hostile[i],
        verdict: expect.stringMatching(/Time Limit Exceeded|Memory Limit Exceeded/),
      });
    expect((await judge.judge(request(right))).verdict).toBe('Accepted');
  }, 120_000);

  it("reuses a SQL sandbox only after a normal end, and the next learner finds none of the last one's session or tables", async () => {
    const one = new SandboxJudge({ concurrency: 1, isolation: 'bwrap', spares: { sql: 1 } });
    const idle = () => (one as unknown as { idle: { sql: unknown[] } }).idle.sql.length;
    try {
      // A learner leaves what a session can keep past a rollback: an advisory lock; and tries settings.
      const planter = await one.judge(
        request(
          "SELECT pg_advisory_lock(42)::text AS team, length(set_config('app.planted', 'from the last learner', false)) AS people, length(set_config('search_path', 'pg_catalog', false)) AS payroll",
        ),
      );
      expect(planter.verdict).toBe('Wrong Answer');
      expect(idle()).toBe(1);
      // The next learner, another problem (other tables), in that same sandbox.
      const probe = await one.judge(
        request(
          "SELECT (SELECT count(*)::int FROM pg_locks WHERE locktype = 'advisory') AS locks, coalesce(current_setting('app.planted', true), '') AS planted, current_user::text AS who, current_setting('search_path') AS path, to_regclass('employees') IS NULL AS gone, (SELECT count(*)::int FROM scores) AS rows",
          {
            setup: 'CREATE TABLE scores (learner text NOT NULL, points integer NOT NULL);',
            tests: [
              {
                name: 'a fresh session',
                args: [{ scores: [{ learner: 'ada', points: 3 }] }],
                expected: {
                  columns: ['locks', 'planted', 'who', 'path', 'gone', 'rows'],
                  rows: [[0, '', 'learner', 't0', true, 1]],
                },
              },
            ],
          },
        ),
      );
      expect(probe.tests[0].actual).toMatchObject({ rows: [[0, '', 'learner', 't0', true, 1]] });
      expect(probe.verdict).toBe('Accepted');
      expect(idle()).toBe(1);
      // A sandbox killed at the deadline is never reused; the next submission gets a new one.
      const slept = await one.judge(
        request('SELECT pg_sleep(60)', {
          limits: { timeMs: 1_000, memoryMb: 64, outputBytes: 10_000, codeBytes: 65536 },
        }),
      );
      expect(slept.verdict).toBe('Time Limit Exceeded');
      expect(idle()).toBe(0);
      expect((await one.judge(request(right))).verdict).toBe('Accepted');
    } finally {
      await one.close();
    }
  }, 120_000);

  it('caps what a query may return and the memory it may take', async () => {
    const huge = await judge.judge(
      request("SELECT repeat('x', 1000000) AS team, g AS people, 0 AS payroll FROM generate_series(1, 100) g"),
    );
    expect(huge.verdict).toBe('Wrong Answer');
    expect(huge.tests[0].error?.message).toMatch(/larger than/);
    const hog = await judge.judge(
      request("SELECT string_agg(repeat('x', 1000000), '') FROM generate_series(1, 400)", {
        limits: { timeMs: 20_000, memoryMb: 64, outputBytes: 10_000, codeBytes: 65536 },
      }),
    );
    expect(['Memory Limit Exceeded', 'Runtime Error']).toContain(hog.verdict);
    expect((await judge.judge(request(right))).verdict).toBe('Accepted');
  }, 120_000);
});
