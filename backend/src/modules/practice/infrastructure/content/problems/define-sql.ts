import type { Difficulty, Json, ProblemContent } from '../../../domain/problem.js';
import { WRONG_SOLUTIONS } from './define.js';
import { PROBLEM_LIMITS } from './limits.js';

/** A table's rows as a test gives them: one object per row, keyed by column name. */
export type SqlRows = Record<string, Json>[];

/** One test of a SQL problem: the rows of each table, and the result the query must return. */
export interface SqlTest {
  name: string;
  /** The rows of each table (a table left out is empty). */
  tables: Record<string, SqlRows>;
  /** The expected result's rows, one value per column of `columns` (numbers as numbers, dates as 'YYYY-MM-DD'). */
  rows: Json[][];
}

export interface SqlProblemDraft {
  slug: string;
  title: string;
  difficulty: Difficulty;
  tags: string[];
  /** Markdown: what the query returns, the columns by name, the order when it matters, a worked example. */
  statement: string;
  /**
   * The CREATE TABLE statements of the tables the query reads (shown to the learner). Types, NOT
   * NULL and CHECK constraints are the value limits: PostgreSQL enforces them on every test's rows.
   */
  schema: string;
  /** The limits in words; numbers here must appear in the schema or be `maxRows`. */
  constraints: string[];
  /** The most rows any table holds in any test (stated to learners with the constraints). */
  maxRows: number;
  /** The result's column names, in order. */
  columns: string[];
  /** Whether the rows must come in order (the statement then says which ORDER BY). */
  ordered: boolean;
  /** The reference query (PostgreSQL). */
  sql: string;
  /** 3–4 visible tests, then hidden ones (10 in all at least): expected rows written by hand or computed by a JavaScript oracle. */
  samples: SqlTest[];
  hidden: SqlTest[];
  hints: string[];
  /** Markdown: the idea, the query explained clause by clause, the common mistakes, and what an index would change. */
  editorial: string;
  /** Roadmap module keys whose lessons this exercises. */
  modules: string[];
  /** Deliberately wrong queries (a plausible mistake each) that the tests must reject. */
  wrong: { why: string; sql: string }[];
}

/** The tables a schema creates, in order. */
export function schemaTables(schema: string): string[] {
  return [...schema.matchAll(/create\s+table\s+(?:if\s+not\s+exists\s+)?"?([a-z_][a-z0-9_]*)"?/gi)].map((m) =>
    m[1].toLowerCase(),
  );
}

/**
 * Builds a SQL problem: the learner writes one query (PostgreSQL) against the problem's tables; the
 * judge builds the tables for each test in a fresh schema, runs the query and compares the result
 * table (column names and rows) with the expected one.
 */
export function defineSqlProblem(d: SqlProblemDraft): ProblemContent {
  const tables = schemaTables(d.schema);
  if (tables.length === 0) throw new Error(`${d.slug}: the schema creates no table`);
  PROBLEM_LIMITS.set(d.slug, {
    params: {
      tables: {
        keys: [0, tables.length],
        key: { oneOf: tables },
        value: { length: [0, d.maxRows], each: { json: { depth: 1 } } },
      },
    },
    relations: [],
    schema: d.schema,
  });
  WRONG_SOLUTIONS.set(
    d.slug,
    d.wrong.map((w) => ({ why: w.why, language: 'sql' as const, code: `${w.sql.trim()}\n` })),
  );
  const toTests = (tests: SqlTest[]) =>
    tests.map((t) => ({ name: t.name, args: [t.tables] as Json[], expected: { columns: d.columns, rows: t.rows } }));
  return {
    slug: d.slug,
    title: d.title,
    difficulty: d.difficulty,
    tags: d.tags,
    statementMd: d.statement.trim(),
    constraints: [...d.constraints, `Each table holds at most ${d.maxRows.toLocaleString('en-US')} rows.`],
    signature: { name: 'query', params: [{ name: 'tables', type: 'tables' }], returns: 'rows' },
    starter: {
      sql: `-- One query that reads the tables (SELECT, or WITH … SELECT).\nSELECT *\nFROM ${tables[0]};\n`,
    },
    reference: { sql: `${d.sql.trim()}\n` },
    sqlSchema: d.schema.trim(),
    samples: toTests(d.samples),
    hidden: toTests(d.hidden),
    comparator: { kind: 'rows', ordered: d.ordered },
    hints: d.hints,
    editorialMd: d.editorial.trim(),
    memoryLimitMb: 64,
    modules: d.modules,
  };
}
