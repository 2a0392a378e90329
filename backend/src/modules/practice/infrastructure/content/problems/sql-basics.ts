import type { ProblemContent } from '../../../domain/problem.js';
import { defineSqlProblem, type SqlRows } from './define-sql.js';
import { intIn, seeded } from './define.js';

const random = seeded(30_001);

const teamsSchema = `
CREATE TABLE teams (
  id integer PRIMARY KEY CHECK (id BETWEEN 1 AND 1000),
  name text NOT NULL UNIQUE
);
CREATE TABLE employees (
  id integer PRIMARY KEY CHECK (id BETWEEN 1 AND 1000),
  name text NOT NULL,
  team_id integer REFERENCES teams (id)
);`;

/** Oracle: every team with its head count (0 for an empty team), by count descending then name. */
const headcountOracle = (teams: SqlRows, employees: SqlRows) =>
  teams
    .map((t) => [t.name, employees.filter((e) => e.team_id === t.id).length] as [string, number])
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));

const headcountCase = (name: string, teamCount: number, people: number) => {
  const teams = Array.from({ length: teamCount }, (_, i) => ({
    id: i + 1,
    name: `team-${String(i + 1).padStart(3, '0')}`,
  }));
  const employees = Array.from({ length: people }, (_, i) => ({
    id: i + 1,
    name: `person-${i + 1}`,
    team_id: intIn(random, 0, 5) === 0 ? null : intIn(random, 1, teamCount),
  }));
  return { name, tables: { teams, employees }, rows: headcountOracle(teams, employees) };
};

export const SQL_BASICS: ProblemContent[] = [
  defineSqlProblem({
    slug: 'team-headcount',
    title: 'Team Headcount',
    difficulty: 'easy',
    tags: ['sql', 'joins', 'aggregation'],
    statement: `
Return every team with the number of employees in it, **including teams with nobody**: columns \`team\` (the team's name) and \`headcount\`.

Order the rows by \`headcount\` from largest to smallest, and teams with the same headcount by name (A to Z). Employees without a team (\`team_id\` is NULL) are not counted anywhere.

**Example.** Teams *core* (2 people), *docs* (nobody) and *web* (1 person) give \`core 2\`, \`web 1\`, \`docs 0\`.
`,
    schema: teamsSchema,
    constraints: ['Team names are unique.', 'An employee belongs to at most one team.'],
    maxRows: 1000,
    columns: ['team', 'headcount'],
    ordered: true,
    sql: `
SELECT t.name AS team, count(e.id) AS headcount
FROM teams t
LEFT JOIN employees e ON e.team_id = t.id
GROUP BY t.id, t.name
ORDER BY headcount DESC, team;`,
    samples: [
      {
        name: 'an empty team is listed with 0',
        tables: {
          teams: [
            { id: 1, name: 'core' },
            { id: 2, name: 'docs' },
            { id: 3, name: 'web' },
          ],
          employees: [
            { id: 1, name: 'Ada', team_id: 1 },
            { id: 2, name: 'Linus', team_id: 1 },
            { id: 3, name: 'Grace', team_id: 3 },
          ],
        },
        rows: [
          ['core', 2],
          ['web', 1],
          ['docs', 0],
        ],
      },
      {
        name: 'someone without a team',
        tables: {
          teams: [{ id: 7, name: 'ops' }],
          employees: [
            { id: 1, name: 'Ken', team_id: null },
            { id: 2, name: 'Barbara', team_id: 7 },
          ],
        },
        rows: [['ops', 1]],
      },
      {
        name: 'ties are ordered by name',
        tables: {
          teams: [
            { id: 1, name: 'zeta' },
            { id: 2, name: 'alpha' },
          ],
          employees: [
            { id: 1, name: 'A', team_id: 1 },
            { id: 2, name: 'B', team_id: 2 },
          ],
        },
        rows: [
          ['alpha', 1],
          ['zeta', 1],
        ],
      },
    ],
    hidden: [
      { name: 'no teams at all', tables: { teams: [], employees: [{ id: 1, name: 'Solo', team_id: null }] }, rows: [] },
      {
        name: 'only empty teams',
        tables: {
          teams: [
            { id: 1, name: 'b' },
            { id: 2, name: 'a' },
          ],
          employees: [],
        },
        rows: [
          ['a', 0],
          ['b', 0],
        ],
      },
      headcountCase('ten teams, fifty people', 10, 50),
      headcountCase('three teams, two hundred people', 3, 200),
      headcountCase('a hundred teams, a thousand people', 100, 1000),
      headcountCase('a thousand teams, ten people', 1000, 10),
      headcountCase('one team, a thousand people', 1, 1000),
    ],
    hints: [
      'An inner JOIN drops teams that have no employee: which join keeps every row of `teams`?',
      '`count(*)` counts the row an outer join makes for an empty team; `count(e.id)` counts only real employees.',
    ],
    editorial: `
**Idea.** Start from \`teams\` so that every team appears, attach its employees with a \`LEFT JOIN\`, and count per team.

- **\`LEFT JOIN\`** keeps a team with no employee as one row whose employee columns are NULL.
- **\`count(e.id)\`** counts non-NULL values, so that row counts 0. \`count(*)\` counts rows and would say 1: the most common mistake here.
- **\`GROUP BY t.id, t.name\`** groups by the team's key (two teams could never share an id; grouping by name alone would merge duplicates if names were not unique).
- **\`ORDER BY headcount DESC, team\`** — the second key breaks ties, so the order is fully defined.

**Indexes.** PostgreSQL indexes a primary key automatically but *not* a foreign key: on a large \`employees\` table, \`CREATE INDEX ON employees (team_id)\` lets the join find a team's employees without reading the whole table.
`,
    modules: ['relational-databases-sql', 'sql-joins-and-aggregation'],
    wrong: [
      {
        why: 'an inner join drops the teams with nobody',
        sql: 'SELECT t.name AS team, count(e.id) AS headcount FROM teams t JOIN employees e ON e.team_id = t.id GROUP BY t.id, t.name ORDER BY headcount DESC, team',
      },
      {
        why: 'count(*) counts the NULL row of an empty team as one person',
        sql: 'SELECT t.name AS team, count(*) AS headcount FROM teams t LEFT JOIN employees e ON e.team_id = t.id GROUP BY t.id, t.name ORDER BY headcount DESC, team',
      },
      {
        why: 'ties are left in any order',
        sql: 'SELECT t.name AS team, count(e.id) AS headcount FROM teams t LEFT JOIN employees e ON e.team_id = t.id GROUP BY t.id, t.name ORDER BY headcount DESC, team DESC',
      },
    ],
  }),
];
