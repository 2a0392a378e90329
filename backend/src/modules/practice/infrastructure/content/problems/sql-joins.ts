import type { Json, ProblemContent } from '../../../domain/problem.js';
import { defineSqlProblem, type SqlTest } from './define-sql.js';
import { intIn, seeded } from './define.js';

/** Ascending comparison of plain values (numbers, or ASCII text: the judge's database sorts text in the C collation). */
const cmp = (a: Json, b: Json): number => {
  if (a === b) return 0;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a) < String(b) ? -1 : 1;
};
/** Rows sorted by their columns, left to right. */
const sortedRows = (rows: Json[][]) =>
  [...rows].sort((x, y) => {
    for (let i = 0; i < x.length; i++) {
      const c = cmp(x[i], y[i]);
      if (c !== 0) return c;
    }
    return 0;
  });
const NAMES = ['Ada', 'Alan', 'Barbara', 'Edsger', 'Frances', 'Grace', 'Ken', 'Linus', 'Margaret', 'Niklaus'];

// ---------------------------------------------------------------------------------------------
// 1. employee-manager-names (easy): a self-join that keeps people without a manager.

const managerRandom = seeded(30_101);
type Employee = { id: number; name: string; manager_id: number | null };

const managerSchema = `
CREATE TABLE employees (
  id integer PRIMARY KEY CHECK (id BETWEEN 1 AND 1000),
  name text NOT NULL,
  manager_id integer REFERENCES employees (id),
  CHECK (manager_id <> id)
);`;

/** Oracle: each employee (by id) with the name of the employee whose id is their manager_id. */
const managerOracle = (employees: Employee[]): Json[][] =>
  [...employees]
    .sort((a, b) => a.id - b.id)
    .map((e) => [e.name, employees.find((m) => m.id === e.manager_id)?.name ?? null]);

const managerCase = (name: string, count: number): SqlTest => {
  const employees: Employee[] = Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: NAMES[intIn(managerRandom, 0, NAMES.length - 1)],
    manager_id: null,
  }));
  for (const e of employees) {
    if (intIn(managerRandom, 0, 9) === 0 || count === 1) continue;
    let boss = intIn(managerRandom, 1, count);
    if (boss === e.id) boss = (boss % count) + 1;
    e.manager_id = boss;
  }
  return { name, tables: { employees }, rows: managerOracle(employees) };
};

// ---------------------------------------------------------------------------------------------
// 2. customers-without-orders (easy): an anti-join.

const customersRandom = seeded(30_102);
type Customer = { id: number; name: string };
type Order = { id: number; customer_id: number; total_cents: number };

const customersSchema = `
CREATE TABLE customers (
  id integer PRIMARY KEY CHECK (id BETWEEN 1 AND 1000),
  name text NOT NULL
);
CREATE TABLE orders (
  id integer PRIMARY KEY CHECK (id BETWEEN 1 AND 1000),
  customer_id integer NOT NULL REFERENCES customers (id),
  total_cents integer NOT NULL CHECK (total_cents BETWEEN 1 AND 1000000)
);`;

const withoutOrdersOracle = (customers: Customer[], orders: Order[]): Json[][] =>
  customers
    .filter((c) => !orders.some((o) => o.customer_id === c.id))
    .sort((a, b) => a.id - b.id)
    .map((c) => [c.id, c.name]);

const withoutOrdersCase = (name: string, customerCount: number, orderCount: number): SqlTest => {
  const customers: Customer[] = Array.from({ length: customerCount }, (_, i) => ({
    id: i + 1,
    name: `${NAMES[i % NAMES.length]} ${i + 1}`,
  }));
  const orders: Order[] = Array.from({ length: orderCount }, (_, i) => ({
    id: i + 1,
    customer_id: intIn(customersRandom, 1, customerCount),
    total_cents: intIn(customersRandom, 1, 1_000_000),
  }));
  return { name, tables: { customers, orders }, rows: withoutOrdersOracle(customers, orders) };
};

// ---------------------------------------------------------------------------------------------
// 3. flight-board-cities (easy): the same table joined twice under two aliases.

const boardRandom = seeded(30_103);
type Airport = { code: string; city: string };
type BoardFlight = { id: number; number: string; origin: string; destination: string };

const boardSchema = `
CREATE TABLE airports (
  code text PRIMARY KEY CHECK (code ~ '^[A-Z]{3}$'),
  city text NOT NULL
);
CREATE TABLE flights (
  id integer PRIMARY KEY CHECK (id BETWEEN 1 AND 1000),
  number text NOT NULL UNIQUE CHECK (number ~ '^[A-Z]{2}[0-9]{1,4}$'),
  origin text NOT NULL REFERENCES airports (code),
  destination text NOT NULL REFERENCES airports (code),
  CHECK (origin <> destination)
);`;

const AIRPORTS: Airport[] = [
  { code: 'LHR', city: 'London' },
  { code: 'LGW', city: 'London' },
  { code: 'CDG', city: 'Paris' },
  { code: 'AMS', city: 'Amsterdam' },
  { code: 'FRA', city: 'Frankfurt' },
  { code: 'MAD', city: 'Madrid' },
  { code: 'JFK', city: 'New York' },
  { code: 'NRT', city: 'Tokyo' },
];

const boardOracle = (airports: Airport[], flights: BoardFlight[]): Json[][] => {
  const city = (code: string) => airports.find((a) => a.code === code)?.city ?? null;
  return [...flights]
    .sort((a, b) => cmp(a.number, b.number))
    .map((f) => [f.number, city(f.origin), city(f.destination)]);
};

const boardCase = (name: string, count: number): SqlTest => {
  const numbers = new Set<string>();
  const flights: BoardFlight[] = [];
  while (flights.length < count) {
    const number = `${['BA', 'AF', 'KL', 'LH', 'IB'][intIn(boardRandom, 0, 4)]}${intIn(boardRandom, 1, 9999)}`;
    if (numbers.has(number)) continue;
    numbers.add(number);
    const from = intIn(boardRandom, 0, AIRPORTS.length - 1);
    const to = (from + intIn(boardRandom, 1, AIRPORTS.length - 1)) % AIRPORTS.length;
    flights.push({ id: flights.length + 1, number, origin: AIRPORTS[from].code, destination: AIRPORTS[to].code });
  }
  return { name, tables: { airports: AIRPORTS, flights }, rows: boardOracle(AIRPORTS, flights) };
};

// ---------------------------------------------------------------------------------------------
// 4. book-buyers (easy): a semi-join (EXISTS) that lists each customer once.

const buyersRandom = seeded(30_104);
type Product = { id: number; name: string; category: string };
type Purchase = { id: number; customer_id: number; product_id: number; quantity: number };

const buyersSchema = `
CREATE TABLE customers (
  id integer PRIMARY KEY CHECK (id BETWEEN 1 AND 1000),
  name text NOT NULL
);
CREATE TABLE products (
  id integer PRIMARY KEY CHECK (id BETWEEN 1 AND 1000),
  name text NOT NULL,
  category text NOT NULL CHECK (category IN ('books', 'games', 'music'))
);
CREATE TABLE purchases (
  id integer PRIMARY KEY CHECK (id BETWEEN 1 AND 1000),
  customer_id integer NOT NULL REFERENCES customers (id),
  product_id integer NOT NULL REFERENCES products (id),
  quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 100)
);`;

const buyersOracle = (customers: Customer[], products: Product[], purchases: Purchase[]): Json[][] =>
  customers
    .filter((c) =>
      purchases.some(
        (p) => p.customer_id === c.id && products.find((x) => x.id === p.product_id)?.category === 'books',
      ),
    )
    .map((c) => [c.id, c.name]);

const buyersCase = (name: string, customerCount: number, productCount: number, purchaseCount: number): SqlTest => {
  const categories = ['books', 'games', 'music'];
  const customers: Customer[] = Array.from({ length: customerCount }, (_, i) => ({
    id: i + 1,
    name: NAMES[i % NAMES.length],
  }));
  const products: Product[] = Array.from({ length: productCount }, (_, i) => ({
    id: i + 1,
    name: `item ${i + 1}`,
    category: categories[intIn(buyersRandom, 0, 2)],
  }));
  const purchases: Purchase[] = Array.from({ length: purchaseCount }, (_, i) => ({
    id: i + 1,
    customer_id: intIn(buyersRandom, 1, customerCount),
    product_id: intIn(buyersRandom, 1, productCount),
    quantity: intIn(buyersRandom, 1, 100),
  }));
  return { name, tables: { customers, products, purchases }, rows: buyersOracle(customers, products, purchases) };
};

// ---------------------------------------------------------------------------------------------
// 5. idle-support-agents (medium): NOT EXISTS versus NOT IN when the subquery yields a NULL.

const agentsRandom = seeded(30_105);
type Agent = { id: number; name: string };
type Ticket = { id: number; subject: string; status: string; assignee_id: number | null };

const agentsSchema = `
CREATE TABLE agents (
  id integer PRIMARY KEY CHECK (id BETWEEN 1 AND 1000),
  name text NOT NULL
);
CREATE TABLE tickets (
  id integer PRIMARY KEY CHECK (id BETWEEN 1 AND 1000),
  subject text NOT NULL,
  status text NOT NULL CHECK (status IN ('open', 'closed')),
  assignee_id integer REFERENCES agents (id)
);`;

const idleOracle = (agents: Agent[], tickets: Ticket[]): Json[][] =>
  agents
    .filter((a) => !tickets.some((t) => t.status === 'open' && t.assignee_id === a.id))
    .sort((a, b) => a.id - b.id)
    .map((a) => [a.id, a.name]);

const idleCase = (name: string, agentCount: number, ticketCount: number): SqlTest => {
  const agents: Agent[] = Array.from({ length: agentCount }, (_, i) => ({ id: i + 1, name: NAMES[i % NAMES.length] }));
  const tickets: Ticket[] = Array.from({ length: ticketCount }, (_, i) => ({
    id: i + 1,
    subject: `ticket ${i + 1}`,
    status: intIn(agentsRandom, 0, 2) === 0 ? 'open' : 'closed',
    assignee_id: intIn(agentsRandom, 0, 9) === 0 ? null : intIn(agentsRandom, 1, agentCount),
  }));
  return { name, tables: { agents, tickets }, rows: idleOracle(agents, tickets) };
};

// ---------------------------------------------------------------------------------------------
// 6. ledger-reconciliation (medium): a FULL JOIN and IS DISTINCT FROM.

const ledgerRandom = seeded(30_106);
type Line = { ref: string; amount_cents: number };

const ledgerSchema = `
CREATE TABLE bank_lines (
  ref text PRIMARY KEY CHECK (ref ~ '^R[0-9]{4}$'),
  amount_cents integer NOT NULL CHECK (abs(amount_cents) <= 1000000)
);
CREATE TABLE ledger_lines (
  ref text PRIMARY KEY CHECK (ref ~ '^R[0-9]{4}$'),
  amount_cents integer NOT NULL CHECK (abs(amount_cents) <= 1000000)
);`;

const ledgerOracle = (bank: Line[], ledger: Line[]): Json[][] => {
  const refs = [...new Set([...bank, ...ledger].map((l) => l.ref))];
  const rows: Json[][] = [];
  for (const ref of refs) {
    const b = bank.find((l) => l.ref === ref)?.amount_cents ?? null;
    const l = ledger.find((x) => x.ref === ref)?.amount_cents ?? null;
    if (b !== l) rows.push([ref, b, l]);
  }
  return rows.sort((x, y) => cmp(x[0], y[0]));
};

const ledgerCase = (name: string, refCount: number): SqlTest => {
  const bank: Line[] = [];
  const ledger: Line[] = [];
  const refs = new Set<string>();
  while (refs.size < refCount) refs.add(`R${String(intIn(ledgerRandom, 0, 9999)).padStart(4, '0')}`);
  for (const ref of refs) {
    const amount = intIn(ledgerRandom, -1_000_000, 1_000_000);
    const kind = intIn(ledgerRandom, 0, 9);
    // 0: bank only, 1: ledger only, 2: amounts differ, else: the same on both sides.
    if (kind !== 1) bank.push({ ref, amount_cents: amount });
    if (kind === 1) ledger.push({ ref, amount_cents: amount });
    else if (kind === 2) ledger.push({ ref, amount_cents: amount === 1_000_000 ? amount - 1 : amount + 1 });
    else if (kind > 2) ledger.push({ ref, amount_cents: amount });
  }
  return { name, tables: { bank_lines: bank, ledger_lines: ledger }, rows: ledgerOracle(bank, ledger) };
};

// ---------------------------------------------------------------------------------------------
// 7. qualified-candidates (medium): relational division through two link tables.

const divisionRandom = seeded(30_107);
type Pair = Record<string, number>;

const divisionSchema = `
CREATE TABLE skills (
  id integer PRIMARY KEY CHECK (id BETWEEN 1 AND 1000),
  name text NOT NULL UNIQUE
);
CREATE TABLE jobs (
  id integer PRIMARY KEY CHECK (id BETWEEN 1 AND 1000),
  title text NOT NULL
);
CREATE TABLE candidates (
  id integer PRIMARY KEY CHECK (id BETWEEN 1 AND 1000),
  name text NOT NULL
);
CREATE TABLE job_skills (
  job_id integer NOT NULL REFERENCES jobs (id),
  skill_id integer NOT NULL REFERENCES skills (id),
  PRIMARY KEY (job_id, skill_id)
);
CREATE TABLE candidate_skills (
  candidate_id integer NOT NULL REFERENCES candidates (id),
  skill_id integer NOT NULL REFERENCES skills (id),
  PRIMARY KEY (candidate_id, skill_id)
);`;

const divisionOracle = (
  jobs: { id: number }[],
  candidates: { id: number }[],
  jobSkills: Pair[],
  candidateSkills: Pair[],
): Json[][] => {
  const rows: Json[][] = [];
  for (const j of jobs)
    for (const c of candidates)
      if (
        jobSkills
          .filter((r) => r.job_id === j.id)
          .every((r) => candidateSkills.some((s) => s.candidate_id === c.id && s.skill_id === r.skill_id))
      )
        rows.push([j.id, c.id]);
  return sortedRows(rows);
};

const divisionCase = (name: string, skillCount: number, jobCount: number, candidateCount: number): SqlTest => {
  const skills = Array.from({ length: skillCount }, (_, i) => ({ id: i + 1, name: `skill-${i + 1}` }));
  const jobs = Array.from({ length: jobCount }, (_, i) => ({ id: i + 1, title: `job ${i + 1}` }));
  const candidates = Array.from({ length: candidateCount }, (_, i) => ({
    id: i + 1,
    name: NAMES[i % NAMES.length],
  }));
  const pick = (max: number) => {
    const chosen = new Set<number>();
    const wanted = intIn(divisionRandom, 0, max);
    while (chosen.size < wanted) chosen.add(intIn(divisionRandom, 1, skillCount));
    return [...chosen];
  };
  const job_skills = jobs.flatMap((j) => pick(Math.min(3, skillCount)).map((s) => ({ job_id: j.id, skill_id: s })));
  const candidate_skills = candidates.flatMap((c) =>
    pick(skillCount).map((s) => ({ candidate_id: c.id, skill_id: s })),
  );
  return {
    name,
    tables: { skills, jobs, candidates, job_skills, candidate_skills },
    rows: divisionOracle(jobs, candidates, job_skills, candidate_skills),
  };
};

// ---------------------------------------------------------------------------------------------
// 8. study-partners (medium): a self-join of a link table, each pair once.

const partnersRandom = seeded(30_108);
type Enrollment = { student_id: number; course_id: number };

const partnersSchema = `
CREATE TABLE students (
  id integer PRIMARY KEY CHECK (id BETWEEN 1 AND 1000),
  name text NOT NULL
);
CREATE TABLE courses (
  id integer PRIMARY KEY CHECK (id BETWEEN 1 AND 1000),
  title text NOT NULL
);
CREATE TABLE enrollments (
  student_id integer NOT NULL REFERENCES students (id),
  course_id integer NOT NULL REFERENCES courses (id),
  PRIMARY KEY (student_id, course_id)
);`;

const partnersOracle = (enrollments: Enrollment[]): Json[][] => {
  const ids = [...new Set(enrollments.map((e) => e.student_id))];
  const courses = (s: number) => new Set(enrollments.filter((e) => e.student_id === s).map((e) => e.course_id));
  const rows: Json[][] = [];
  for (const a of ids)
    for (const b of ids) {
      if (a >= b) continue;
      const mine = courses(a);
      const shared = [...courses(b)].filter((c) => mine.has(c)).length;
      if (shared >= 2) rows.push([a, b, shared]);
    }
  return rows.sort((x, y) => (y[2] as number) - (x[2] as number) || cmp(x[0], y[0]) || cmp(x[1], y[1]));
};

const partnersCase = (name: string, studentCount: number, courseCount: number, perStudent: number): SqlTest => {
  const students = Array.from({ length: studentCount }, (_, i) => ({ id: i + 1, name: NAMES[i % NAMES.length] }));
  const courses = Array.from({ length: courseCount }, (_, i) => ({ id: i + 1, title: `course ${i + 1}` }));
  const enrollments: Enrollment[] = [];
  for (const s of students) {
    const taken = new Set<number>();
    const count = intIn(partnersRandom, 0, perStudent);
    while (taken.size < count) taken.add(intIn(partnersRandom, 1, courseCount));
    for (const c of taken) enrollments.push({ student_id: s.id, course_id: c });
  }
  return { name, tables: { students, courses, enrollments }, rows: partnersOracle(enrollments) };
};

// ---------------------------------------------------------------------------------------------
// 9. org-subtree-payroll (hard): a recursive CTE over a self-reference.

const orgRandom = seeded(30_109);
type Staff = { id: number; name: string; manager_id: number | null; salary: number };

const orgSchema = `
CREATE TABLE employees (
  id integer PRIMARY KEY CHECK (id BETWEEN 1 AND 1000),
  name text NOT NULL,
  manager_id integer REFERENCES employees (id) CHECK (manager_id < id),
  salary integer NOT NULL CHECK (salary BETWEEN 1 AND 100000)
);`;

/** Oracle: walk up from every employee; each ancestor gains one report and the employee's salary. */
const orgOracle = (staff: Staff[]): Json[][] => {
  const byId = new Map(staff.map((s) => [s.id, s]));
  const size = new Map<number, number>();
  const payroll = new Map<number, number>();
  const depth = new Map<number, number>();
  for (const s of staff) {
    let steps = 0;
    for (let boss = s.manager_id; boss !== null; boss = byId.get(boss)!.manager_id) {
      steps += 1;
      size.set(boss, (size.get(boss) ?? 0) + 1);
      payroll.set(boss, (payroll.get(boss) ?? 0) + s.salary);
    }
    depth.set(s.id, steps);
  }
  return [...staff]
    .sort((a, b) => a.id - b.id)
    .map((s) => [s.id, s.name, depth.get(s.id)!, size.get(s.id) ?? 0, payroll.get(s.id) ?? 0]);
};

const orgCase = (name: string, count: number, shape: 'random' | 'deep'): SqlTest => {
  const staff: Staff[] = Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: NAMES[intIn(orgRandom, 0, NAMES.length - 1)],
    manager_id:
      i === 0 || intIn(orgRandom, 0, 19) === 0
        ? null
        : shape === 'deep'
          ? intIn(orgRandom, Math.max(1, i - 2), i)
          : intIn(orgRandom, 1, i),
    salary: intIn(orgRandom, 1, 100_000),
  }));
  return { name, tables: { employees: staff }, rows: orgOracle(staff) };
};

// ---------------------------------------------------------------------------------------------
// 10. cheapest-connection (hard): a self-join with a time window, then every cheapest itinerary.

const routeRandom = seeded(30_110);
type Flight = { id: number; origin: string; destination: string; departs: string; arrives: string; price: number };

const routeSchema = `
CREATE TABLE flights (
  id integer PRIMARY KEY CHECK (id BETWEEN 1 AND 1000),
  origin text NOT NULL CHECK (origin ~ '^[A-Z]{3}$'),
  destination text NOT NULL CHECK (destination ~ '^[A-Z]{3}$'),
  departs timestamp NOT NULL,
  arrives timestamp NOT NULL,
  price integer NOT NULL CHECK (price BETWEEN 1 AND 5000),
  CHECK (origin <> destination),
  CHECK (arrives > departs)
);`;

/** A timestamp 'YYYY-MM-DD HH:MM:00' that many minutes after 2024-06-01 00:00. */
const stamp = (minutes: number) => {
  const d = new Date(Date.UTC(2024, 5, 1) + minutes * 60_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:00`;
};
/** A flight leaving `departs` minutes after 2024-06-01 00:00 and flying `minutes` minutes. */
const flight = (
  id: number,
  origin: string,
  destination: string,
  departs: number,
  minutes: number,
  price: number,
): Flight => ({ id, origin, destination, departs: stamp(departs), arrives: stamp(departs + minutes), price });

/** Oracle: every direct flight and every valid pair of flights, then the cheapest per (origin, destination). */
const routeOracle = (flights: Flight[]): Json[][] => {
  const minutes = (s: string) => {
    const [date, time] = s.split(' ');
    const [y, mo, d] = date.split('-').map(Number);
    const [h, mi] = time.split(':').map(Number);
    return Date.UTC(y, mo - 1, d, h, mi) / 60_000;
  };
  const all: [string, string, number, number | null, number][] = flights.map((f) => [
    f.origin,
    f.destination,
    f.id,
    null,
    f.price,
  ]);
  for (const a of flights)
    for (const b of flights) {
      const layover = minutes(b.departs) - minutes(a.arrives);
      if (b.origin === a.destination && b.destination !== a.origin && layover >= 45 && layover <= 240)
        all.push([a.origin, b.destination, a.id, b.id, a.price + b.price]);
    }
  const best = new Map<string, number>();
  for (const r of all) best.set(`${r[0]}>${r[1]}`, Math.min(best.get(`${r[0]}>${r[1]}`) ?? Infinity, r[4]));
  return sortedRows(all.filter((r) => r[4] === best.get(`${r[0]}>${r[1]}`)));
};

const routeCase = (name: string, count: number, airports: string[], days: number): SqlTest => {
  const flights: Flight[] = Array.from({ length: count }, (_, i) => {
    const from = intIn(routeRandom, 0, airports.length - 1);
    const to = (from + intIn(routeRandom, 1, airports.length - 1)) % airports.length;
    // Departures on the quarter hour so that layovers of exactly 45 minutes and 4 hours occur.
    return flight(
      i + 1,
      airports[from],
      airports[to],
      intIn(routeRandom, 0, days * 96 - 1) * 15,
      intIn(routeRandom, 4, 24) * 15,
      intIn(routeRandom, 2, 20) * 25,
    );
  });
  return { name, tables: { flights }, rows: routeOracle(flights) };
};

export const SQL_JOINS: ProblemContent[] = [
  defineSqlProblem({
    slug: 'employee-manager-names',
    title: "Employees and Their Managers' Names",
    difficulty: 'easy',
    tags: ['sql', 'joins'],
    statement: `
Each employee row may point at another employee, their manager, through \`manager_id\`. Return every employee with the name of their direct manager: columns \`employee\` (the employee's name) and \`manager\` (the manager's name, or NULL when \`manager_id\` is NULL).

Every employee appears exactly once, including those without a manager. Order the rows by the employee's \`id\` ascending.

**Example.** Ada (id 1, no manager), Linus (id 2, manager 1) and Grace (id 3, manager 2) give \`Ada NULL\`, \`Linus Ada\`, \`Grace Linus\`.
`,
    schema: managerSchema,
    constraints: [
      'Ids are between 1 and 1000.',
      '`manager_id` is NULL or the id of another employee (nobody manages themselves).',
      'Names need not be unique.',
    ],
    maxRows: 1000,
    columns: ['employee', 'manager'],
    ordered: true,
    sql: `
SELECT e.name AS employee, m.name AS manager
FROM employees e
LEFT JOIN employees m ON m.id = e.manager_id
ORDER BY e.id;`,
    samples: [
      {
        name: 'a chain of three',
        tables: {
          employees: [
            { id: 1, name: 'Ada', manager_id: null },
            { id: 2, name: 'Linus', manager_id: 1 },
            { id: 3, name: 'Grace', manager_id: 2 },
          ],
        },
        rows: [
          ['Ada', null],
          ['Linus', 'Ada'],
          ['Grace', 'Linus'],
        ],
      },
      {
        name: 'a manager listed after their report',
        tables: {
          employees: [
            { id: 4, name: 'Ken', manager_id: 9 },
            { id: 9, name: 'Barbara', manager_id: null },
            { id: 6, name: 'Edsger', manager_id: 9 },
          ],
        },
        rows: [
          ['Ken', 'Barbara'],
          ['Edsger', 'Barbara'],
          ['Barbara', null],
        ],
      },
      {
        name: 'two people with the same name',
        tables: {
          employees: [
            { id: 1, name: 'Alan', manager_id: null },
            { id: 2, name: 'Alan', manager_id: 1 },
            { id: 3, name: 'Frances', manager_id: 2 },
          ],
        },
        rows: [
          ['Alan', null],
          ['Alan', 'Alan'],
          ['Frances', 'Alan'],
        ],
      },
    ],
    hidden: [
      { name: 'no employees', tables: { employees: [] }, rows: [] },
      {
        name: 'a single employee',
        tables: { employees: [{ id: 5, name: 'Solo', manager_id: null }] },
        rows: [['Solo', null]],
      },
      {
        name: 'two people managing each other',
        tables: {
          employees: [
            { id: 1, name: 'Ada', manager_id: 2 },
            { id: 2, name: 'Grace', manager_id: 1 },
          ],
        },
        rows: [
          ['Ada', 'Grace'],
          ['Grace', 'Ada'],
        ],
      },
      managerCase('ten employees', 10),
      managerCase('fifty employees', 50),
      managerCase('three hundred employees', 300),
      managerCase('a thousand employees', 1000),
    ],
    hints: [
      'The manager is another row of the same table: give `employees` two aliases, one for the employee and one for the manager.',
      'An inner join drops the people whose `manager_id` is NULL. Which join keeps every employee?',
    ],
    editorial: `
**Idea.** A *self-join*: read \`employees\` twice, once as the employee and once as the manager, and match the employee's \`manager_id\` with the manager's \`id\`.

- **\`FROM employees e\`** is the employee side: one output row per employee.
- **A \`LEFT JOIN\` to \`employees m\` on \`m.id = e.manager_id\`** finds the manager. Since \`id\` is the primary key, at most one row matches, so the join never duplicates an employee; when \`manager_id\` is NULL the comparison is not true, and the \`LEFT JOIN\` still keeps the employee, with NULL for every column of \`m\`.
- **The select list** takes \`e.name\` as \`employee\` and \`m.name\` as \`manager\`: both columns are called \`name\`, so the aliases are what tell them apart.
- **\`ORDER BY e.id\`** — ids are unique, so the order is fully defined (names are not unique and would not be).

**Common mistakes.** An inner \`JOIN\` silently drops the top of the hierarchy. Matching in the wrong direction (\`m.manager_id = e.id\`) finds the employee's *reports* instead, one row per report.

**Indexes.** The lookup is by \`m.id\`, the primary key, which PostgreSQL indexes automatically. The opposite question (who reports to X?) searches by \`manager_id\`, which is not indexed unless you create one: PostgreSQL does not index foreign-key columns by itself.
`,
    modules: ['relational-databases-sql', 'sql-joins-and-aggregation'],
    wrong: [
      {
        why: 'an inner join drops the employees without a manager',
        sql: 'SELECT e.name AS employee, m.name AS manager FROM employees e JOIN employees m ON m.id = e.manager_id ORDER BY e.id',
      },
      {
        why: 'the join runs the wrong way and finds the reports instead of the manager',
        sql: 'SELECT e.name AS employee, m.name AS manager FROM employees e LEFT JOIN employees m ON m.manager_id = e.id ORDER BY e.id',
      },
    ],
  }),

  defineSqlProblem({
    slug: 'customers-without-orders',
    title: 'Customers Who Never Ordered',
    difficulty: 'easy',
    tags: ['sql', 'joins', 'subqueries'],
    statement: `
Return the customers who have **no** order at all: columns \`id\` and \`name\`, ordered by \`id\` ascending.

**Example.** Customers 1 *Ada*, 2 *Grace* and 3 *Ken*, and orders by customers 1 and 3, give one row: \`2 Grace\`.
`,
    schema: customersSchema,
    constraints: [
      'Ids are between 1 and 1000.',
      'Every order belongs to an existing customer (`customer_id` is never NULL).',
      'Order totals are between 1 and 1,000,000 cents.',
    ],
    maxRows: 1000,
    columns: ['id', 'name'],
    ordered: true,
    sql: `
SELECT c.id, c.name
FROM customers c
WHERE NOT EXISTS (
  SELECT 1 FROM orders o WHERE o.customer_id = c.id
)
ORDER BY c.id;`,
    samples: [
      {
        name: 'one customer never ordered',
        tables: {
          customers: [
            { id: 1, name: 'Ada' },
            { id: 2, name: 'Grace' },
            { id: 3, name: 'Ken' },
          ],
          orders: [
            { id: 10, customer_id: 1, total_cents: 1999 },
            { id: 11, customer_id: 3, total_cents: 500 },
            { id: 12, customer_id: 1, total_cents: 250 },
          ],
        },
        rows: [[2, 'Grace']],
      },
      {
        name: 'no orders yet: everyone',
        tables: {
          customers: [
            { id: 7, name: 'Linus' },
            { id: 2, name: 'Barbara' },
          ],
          orders: [],
        },
        rows: [
          [2, 'Barbara'],
          [7, 'Linus'],
        ],
      },
      {
        name: 'everyone ordered: no rows',
        tables: {
          customers: [
            { id: 1, name: 'Ada' },
            { id: 2, name: 'Alan' },
          ],
          orders: [
            { id: 1, customer_id: 2, total_cents: 100 },
            { id: 2, customer_id: 1, total_cents: 100 },
          ],
        },
        rows: [],
      },
    ],
    hidden: [
      { name: 'no customers', tables: { customers: [], orders: [] }, rows: [] },
      { name: 'a single customer', tables: { customers: [{ id: 1000, name: 'Frances' }] }, rows: [[1000, 'Frances']] },
      {
        name: 'one customer with every order',
        tables: {
          customers: [
            { id: 1, name: 'Ada' },
            { id: 2, name: 'Ada' },
            { id: 3, name: 'Edsger' },
          ],
          orders: [
            { id: 1, customer_id: 3, total_cents: 1 },
            { id: 2, customer_id: 3, total_cents: 1000000 },
            { id: 3, customer_id: 3, total_cents: 42 },
          ],
        },
        rows: [
          [1, 'Ada'],
          [2, 'Ada'],
        ],
      },
      withoutOrdersCase('ten customers, five orders', 10, 5),
      withoutOrdersCase('a hundred customers, fifty orders', 100, 50),
      withoutOrdersCase('three hundred customers, three hundred orders', 300, 300),
      withoutOrdersCase('a thousand customers, a thousand orders', 1000, 1000),
    ],
    hints: [
      'You want the customers for whom a matching order does *not* exist.',
      "Either `WHERE NOT EXISTS (…)` with a subquery that looks for the customer's orders, or a `LEFT JOIN` followed by a test that the order side is NULL (with `IS NULL`, never `= NULL`).",
    ],
    editorial: `
**Idea.** This is an *anti-join*: keep the rows of \`customers\` that have no partner in \`orders\`.

- **\`FROM customers c\`** — one candidate row per customer.
- **\`WHERE NOT EXISTS (subquery)\`** — the subquery looks for an order whose \`customer_id\` equals \`c.id\` (it is *correlated*: it refers to the outer row). \`EXISTS\` is true as soon as one row is found, so a customer with many orders costs no more than one with a single order, and nothing is duplicated. What the subquery selects does not matter; \`SELECT 1\` is the convention.
- **\`ORDER BY c.id\`** — ids are unique, so the order is fully defined.

An equivalent form is \`LEFT JOIN orders o ON o.customer_id = c.id\` with \`WHERE o.id IS NULL\`: a customer without orders gets one row whose order columns are NULL. PostgreSQL plans both as the same *anti join*.

**Common mistakes.** \`o.id = NULL\` is never true (a comparison with NULL is NULL), so it returns nothing. A join on \`o.customer_id <> c.id\` pairs each customer with *other* people's orders and keeps nearly everyone.

**Indexes.** \`orders.customer_id\` is a foreign key, and PostgreSQL does not index those automatically. With \`CREATE INDEX ON orders (customer_id)\` the anti-join can probe the index per customer; without it the planner usually hashes the whole \`orders\` table once, which is also fine for a one-off report.
`,
    modules: ['relational-databases-sql', 'sql-joins-and-aggregation'],
    wrong: [
      {
        why: 'NULL compared with = is never true',
        sql: 'SELECT c.id, c.name FROM customers c LEFT JOIN orders o ON o.customer_id = c.id WHERE o.id = NULL ORDER BY c.id',
      },
      {
        why: 'joining on <> pairs each customer with the orders of others',
        sql: 'SELECT DISTINCT c.id, c.name FROM customers c JOIN orders o ON o.customer_id <> c.id ORDER BY c.id',
      },
    ],
  }),

  defineSqlProblem({
    slug: 'flight-board-cities',
    title: 'Departure Board with City Names',
    difficulty: 'easy',
    tags: ['sql', 'joins'],
    statement: `
A flight stores the codes of its two airports. Build the departure board: for every flight, columns \`number\` (the flight number), \`from_city\` (the city of its \`origin\` airport) and \`to_city\` (the city of its \`destination\` airport).

Order the rows by \`number\` ascending (flight numbers are unique).

**Example.** Flight *BA117* from LHR (London) to JFK (New York) gives \`BA117 London New York\`.
`,
    schema: boardSchema,
    constraints: [
      'Airport codes are 3 capital letters; several airports may serve the same city.',
      'Flight numbers are 2 capital letters and 1 to 4 digits, unique; flight ids are between 1 and 1000.',
      'A flight never lands where it took off, and both of its airports exist.',
    ],
    maxRows: 1000,
    columns: ['number', 'from_city', 'to_city'],
    ordered: true,
    sql: `
SELECT f.number, o.city AS from_city, d.city AS to_city
FROM flights f
JOIN airports o ON o.code = f.origin
JOIN airports d ON d.code = f.destination
ORDER BY f.number;`,
    samples: [
      {
        name: 'two flights',
        tables: {
          airports: [
            { code: 'LHR', city: 'London' },
            { code: 'JFK', city: 'New York' },
            { code: 'CDG', city: 'Paris' },
          ],
          flights: [
            { id: 1, number: 'BA117', origin: 'LHR', destination: 'JFK' },
            { id: 2, number: 'AF1681', origin: 'CDG', destination: 'LHR' },
          ],
        },
        rows: [
          ['AF1681', 'Paris', 'London'],
          ['BA117', 'London', 'New York'],
        ],
      },
      {
        name: 'two airports in one city',
        tables: {
          airports: [
            { code: 'LHR', city: 'London' },
            { code: 'LGW', city: 'London' },
          ],
          flights: [{ id: 5, number: 'BA8', origin: 'LGW', destination: 'LHR' }],
        },
        rows: [['BA8', 'London', 'London']],
      },
      {
        name: 'an airport without flights',
        tables: {
          airports: [
            { code: 'AMS', city: 'Amsterdam' },
            { code: 'FRA', city: 'Frankfurt' },
            { code: 'MAD', city: 'Madrid' },
          ],
          flights: [
            { id: 1, number: 'LH993', origin: 'FRA', destination: 'AMS' },
            { id: 2, number: 'KL1770', origin: 'AMS', destination: 'FRA' },
          ],
        },
        rows: [
          ['KL1770', 'Amsterdam', 'Frankfurt'],
          ['LH993', 'Frankfurt', 'Amsterdam'],
        ],
      },
    ],
    hidden: [
      { name: 'no flights', tables: { airports: AIRPORTS, flights: [] }, rows: [] },
      { name: 'nothing at all', tables: {}, rows: [] },
      {
        name: 'a round trip',
        tables: {
          airports: AIRPORTS,
          flights: [
            { id: 1, number: 'IB1', origin: 'MAD', destination: 'NRT' },
            { id: 2, number: 'IB2', origin: 'NRT', destination: 'MAD' },
          ],
        },
        rows: [
          ['IB1', 'Madrid', 'Tokyo'],
          ['IB2', 'Tokyo', 'Madrid'],
        ],
      },
      boardCase('one flight', 1),
      boardCase('twenty flights', 20),
      boardCase('two hundred flights', 200),
      boardCase('a thousand flights', 1000),
    ],
    hints: [
      'Each flight needs *two* airport rows: one for the origin and one for the destination.',
      'Join `airports` twice, under two different aliases.',
    ],
    editorial: `
**Idea.** The same lookup table plays two roles, so it is joined twice under two aliases.

- **\`FROM flights f\`** — one row per flight.
- **Join \`airports o\` on \`o.code = f.origin\`** to attach the origin airport, and **join \`airports d\` on \`d.code = f.destination\`** to attach the destination airport. Each alias is an independent copy of the table in the query.
- **Select** \`o.city\` as \`from_city\` and \`d.city\` as \`to_city\`: the aliases say which city is which.
- **\`ORDER BY f.number\`** — flight numbers are unique, so the order is fully defined. Text compares character by character here (the judge's database uses the C collation), so *AF1681* comes before *BA117*.

Inner joins are right here: both airport columns are NOT NULL foreign keys, so every flight finds both airports. If they could be NULL, \`LEFT JOIN\` would keep those flights.

**Common mistakes.** Swapping the aliases (the city of the destination under \`from_city\`); joining once with \`OR\`, which makes two rows per flight with one city each.

**Indexes.** Each join looks up \`airports.code\`, the primary key, which PostgreSQL indexes automatically; on a table this small the planner will usually just hash it.
`,
    modules: ['relational-databases-sql', 'sql-joins-and-aggregation'],
    wrong: [
      {
        why: 'the two aliases are swapped',
        sql: 'SELECT f.number, d.city AS from_city, o.city AS to_city FROM flights f JOIN airports o ON o.code = f.origin JOIN airports d ON d.code = f.destination ORDER BY f.number',
      },
      {
        why: 'ordered by the departure city instead of the flight number',
        sql: 'SELECT f.number, o.city AS from_city, d.city AS to_city FROM flights f JOIN airports o ON o.code = f.origin JOIN airports d ON d.code = f.destination ORDER BY from_city, f.number',
      },
    ],
  }),

  defineSqlProblem({
    slug: 'book-buyers',
    title: 'Customers Who Bought a Book',
    difficulty: 'easy',
    tags: ['sql', 'joins', 'subqueries'],
    statement: `
Return every customer who has bought at least one product of category \`'books'\`: columns \`id\` and \`name\`, **each customer once**, in any order.

**Example.** Ada bought two books and a game, Grace bought only music, Ken bought one book: the result is \`1 Ada\` and \`3 Ken\` (Ada once, not twice).
`,
    schema: buyersSchema,
    constraints: [
      'Ids are between 1 and 1000.',
      "A product's category is one of 'books', 'games', 'music'.",
      'A purchase has a quantity between 1 and 100; the same customer may buy the same product several times.',
    ],
    maxRows: 1000,
    columns: ['id', 'name'],
    ordered: false,
    sql: `
SELECT c.id, c.name
FROM customers c
WHERE EXISTS (
  SELECT 1
  FROM purchases pu
  JOIN products p ON p.id = pu.product_id
  WHERE pu.customer_id = c.id AND p.category = 'books'
);`,
    samples: [
      {
        name: 'a customer with two books is listed once',
        tables: {
          customers: [
            { id: 1, name: 'Ada' },
            { id: 2, name: 'Grace' },
            { id: 3, name: 'Ken' },
          ],
          products: [
            { id: 1, name: 'SICP', category: 'books' },
            { id: 2, name: 'TAOCP', category: 'books' },
            { id: 3, name: 'Tetris', category: 'games' },
            { id: 4, name: 'Kind of Blue', category: 'music' },
          ],
          purchases: [
            { id: 1, customer_id: 1, product_id: 1, quantity: 1 },
            { id: 2, customer_id: 1, product_id: 2, quantity: 2 },
            { id: 3, customer_id: 1, product_id: 3, quantity: 1 },
            { id: 4, customer_id: 2, product_id: 4, quantity: 1 },
            { id: 5, customer_id: 3, product_id: 2, quantity: 1 },
          ],
        },
        rows: [
          [1, 'Ada'],
          [3, 'Ken'],
        ],
      },
      {
        name: 'the same book bought twice',
        tables: {
          customers: [{ id: 4, name: 'Linus' }],
          products: [{ id: 9, name: 'K&R', category: 'books' }],
          purchases: [
            { id: 1, customer_id: 4, product_id: 9, quantity: 1 },
            { id: 2, customer_id: 4, product_id: 9, quantity: 3 },
          ],
        },
        rows: [[4, 'Linus']],
      },
      {
        name: 'purchases but no books',
        tables: {
          customers: [
            { id: 1, name: 'Ada' },
            { id: 2, name: 'Alan' },
          ],
          products: [{ id: 1, name: 'Go', category: 'games' }],
          purchases: [{ id: 1, customer_id: 2, product_id: 1, quantity: 5 }],
        },
        rows: [],
      },
    ],
    hidden: [
      { name: 'no purchases', tables: { customers: [{ id: 1, name: 'Ada' }], products: [] }, rows: [] },
      {
        name: 'two customers with the same name',
        tables: {
          customers: [
            { id: 1, name: 'Grace' },
            { id: 2, name: 'Grace' },
          ],
          products: [{ id: 1, name: 'Dune', category: 'books' }],
          purchases: [
            { id: 1, customer_id: 1, product_id: 1, quantity: 1 },
            { id: 2, customer_id: 2, product_id: 1, quantity: 1 },
          ],
        },
        rows: [
          [1, 'Grace'],
          [2, 'Grace'],
        ],
      },
      buyersCase('five customers, ten products, twenty purchases', 5, 10, 20),
      buyersCase('ten customers, thirty products, fifty purchases', 10, 30, 50),
      buyersCase('a hundred customers, a hundred purchases', 100, 40, 100),
      buyersCase('a thousand purchases by fifty customers', 50, 200, 1000),
      buyersCase('a thousand customers, few purchases', 1000, 1000, 300),
    ],
    hints: [
      'A plain join of customers, purchases and products gives one row per *purchase*: a customer with three books appears three times.',
      'Ask instead whether a book purchase *exists* for the customer: `WHERE EXISTS (…)`.',
    ],
    editorial: `
**Idea.** A *semi-join*: keep each customer for whom at least one matching row exists, without multiplying the customer by the number of matches.

- **\`FROM customers c\`** — each customer is considered once.
- **\`WHERE EXISTS (subquery)\`** — the subquery joins \`purchases\` to \`products\` and keeps the purchases of this customer (\`pu.customer_id = c.id\`, a correlated condition) whose product is a book. \`EXISTS\` only asks whether there is at least one such row.
- No \`ORDER BY\`: the statement allows any order.

\`IN\` works as well (the customer's id in the set of ids of book buyers), and so does a join followed by \`DISTINCT\`; but \`DISTINCT\` first builds the duplicates and then removes them, and it would also merge two different rows that happen to be equal.

**Common mistakes.** A plain three-table join returns one row per book purchase (duplicates). Forgetting the category test returns every customer who bought anything.

**Indexes.** The subquery probes purchases by \`customer_id\`: \`CREATE INDEX ON purchases (customer_id)\` serves it (foreign keys are not indexed automatically). \`products.id\` is the primary key, already indexed.
`,
    modules: ['relational-databases-sql', 'sql-joins-and-aggregation'],
    wrong: [
      {
        why: 'a plain join lists a customer once per book purchase',
        sql: "SELECT c.id, c.name FROM customers c JOIN purchases pu ON pu.customer_id = c.id JOIN products p ON p.id = pu.product_id WHERE p.category = 'books'",
      },
      {
        why: 'the category is never checked',
        sql: 'SELECT c.id, c.name FROM customers c WHERE EXISTS (SELECT 1 FROM purchases pu WHERE pu.customer_id = c.id)',
      },
    ],
  }),

  defineSqlProblem({
    slug: 'idle-support-agents',
    title: 'Agents with No Open Ticket',
    difficulty: 'medium',
    tags: ['sql', 'subqueries', 'null handling', 'joins'],
    statement: `
A support ticket is \`'open'\` or \`'closed'\`, and it may be assigned to an agent or not yet assigned (\`assignee_id\` is NULL). Return the agents who have **no open ticket assigned to them** — agents with only closed tickets, or none at all: columns \`id\` and \`name\`, ordered by \`id\` ascending.

Unassigned tickets belong to nobody: they never make an agent busy.

**Example.** Ada has an open ticket, Grace has only a closed one, Ken has none, and one open ticket is unassigned: the result is \`2 Grace\`, \`3 Ken\`.
`,
    schema: agentsSchema,
    constraints: [
      'Ids are between 1 and 1000.',
      "`status` is 'open' or 'closed'; `assignee_id` is NULL or an existing agent's id.",
    ],
    maxRows: 1000,
    columns: ['id', 'name'],
    ordered: true,
    sql: `
SELECT a.id, a.name
FROM agents a
WHERE NOT EXISTS (
  SELECT 1
  FROM tickets t
  WHERE t.assignee_id = a.id AND t.status = 'open'
)
ORDER BY a.id;`,
    samples: [
      {
        name: 'an unassigned open ticket',
        tables: {
          agents: [
            { id: 1, name: 'Ada' },
            { id: 2, name: 'Grace' },
            { id: 3, name: 'Ken' },
          ],
          tickets: [
            { id: 1, subject: 'login fails', status: 'open', assignee_id: 1 },
            { id: 2, subject: 'refund', status: 'closed', assignee_id: 2 },
            { id: 3, subject: 'typo on invoice', status: 'open', assignee_id: null },
          ],
        },
        rows: [
          [2, 'Grace'],
          [3, 'Ken'],
        ],
      },
      {
        name: 'open and closed tickets for one agent',
        tables: {
          agents: [
            { id: 1, name: 'Linus' },
            { id: 2, name: 'Barbara' },
          ],
          tickets: [
            { id: 1, subject: 'slow page', status: 'closed', assignee_id: 1 },
            { id: 2, subject: 'slow page again', status: 'open', assignee_id: 1 },
            { id: 3, subject: 'export', status: 'closed', assignee_id: 2 },
            { id: 4, subject: 'export again', status: 'closed', assignee_id: 2 },
          ],
        },
        rows: [[2, 'Barbara']],
      },
      {
        name: 'no tickets: everyone is idle',
        tables: {
          agents: [
            { id: 5, name: 'Edsger' },
            { id: 4, name: 'Frances' },
          ],
          tickets: [],
        },
        rows: [
          [4, 'Frances'],
          [5, 'Edsger'],
        ],
      },
    ],
    hidden: [
      { name: 'no agents', tables: { agents: [], tickets: [] }, rows: [] },
      {
        name: 'everyone busy',
        tables: {
          agents: [
            { id: 1, name: 'Ada' },
            { id: 2, name: 'Alan' },
          ],
          tickets: [
            { id: 1, subject: 'a', status: 'open', assignee_id: 2 },
            { id: 2, subject: 'b', status: 'open', assignee_id: 1 },
          ],
        },
        rows: [],
      },
      {
        name: 'only unassigned tickets',
        tables: {
          agents: [{ id: 7, name: 'Margaret' }],
          tickets: [
            { id: 1, subject: 'a', status: 'open', assignee_id: null },
            { id: 2, subject: 'b', status: 'closed', assignee_id: null },
          ],
        },
        rows: [[7, 'Margaret']],
      },
      idleCase('ten agents, forty tickets', 10, 40),
      idleCase('fifty agents, three hundred tickets', 50, 300),
      idleCase('a thousand agents, a thousand tickets', 1000, 1000),
      idleCase('three hundred agents, a hundred tickets', 300, 100),
    ],
    hints: [
      '`a.id NOT IN (SELECT assignee_id …)` looks right, but what does `2 NOT IN (1, NULL)` evaluate to?',
      'Ask for each agent whether an open ticket assigned to them exists, with `NOT EXISTS`. Put the status test inside the subquery.',
    ],
    editorial: `
**Idea.** An *anti-join* with a condition: an agent qualifies when no ticket is both assigned to them and open.

- **\`FROM agents a\`** — every agent is a candidate.
- **\`WHERE NOT EXISTS (subquery)\`** — the subquery looks for a ticket with \`t.assignee_id = a.id\` and \`t.status = 'open'\`. An unassigned ticket has a NULL \`assignee_id\`; the equality is then NULL (not true), so that ticket matches no agent, which is exactly the rule.
- **\`ORDER BY a.id\`** — unique ids, fully defined order.

**Why not \`NOT IN\`?** \`x NOT IN (subquery)\` means \`x <> v\` for every value \`v\`. If one value is NULL, \`x <> NULL\` is NULL, so the whole test is NULL (never true) for any \`x\` that is not in the list — one unassigned open ticket makes the query return **no agents at all**. The PostgreSQL docs say it directly: if the subquery yields no equal row and at least one NULL, the result of \`NOT IN\` is NULL. \`NOT IN\` is safe only if you also filter the NULLs out in the subquery; \`NOT EXISTS\` has no such trap.

**Other mistakes.** A \`LEFT JOIN\` with \`WHERE t.id IS NULL\` but the status test forgotten drops agents whose tickets are all closed. Putting \`t.status = 'open'\` in the \`WHERE\` clause of that \`LEFT JOIN\` (instead of its \`ON\`) removes the NULL rows you were looking for.

**Indexes.** \`NOT EXISTS\` becomes an *anti join* in the plan; \`NOT IN\` cannot, because of its NULL semantics, and is run as a subplan. An index on \`tickets (assignee_id, status)\` lets the anti-join probe the open tickets of each agent; a partial index, \`CREATE INDEX ON tickets (assignee_id) WHERE status = 'open'\`, is smaller still and serves the same query.
`,
    modules: ['relational-databases-sql', 'sql-joins-and-aggregation'],
    wrong: [
      {
        why: 'NOT IN returns nothing once an open ticket is unassigned (a NULL in the list)',
        sql: "SELECT a.id, a.name FROM agents a WHERE a.id NOT IN (SELECT t.assignee_id FROM tickets t WHERE t.status = 'open') ORDER BY a.id",
      },
      {
        why: 'the status is ignored: an agent with only closed tickets is dropped',
        sql: 'SELECT a.id, a.name FROM agents a LEFT JOIN tickets t ON t.assignee_id = a.id WHERE t.id IS NULL ORDER BY a.id',
      },
      {
        why: 'an agent with a closed ticket is kept even when another of theirs is open',
        sql: "SELECT DISTINCT a.id, a.name FROM agents a LEFT JOIN tickets t ON t.assignee_id = a.id WHERE t.id IS NULL OR t.status <> 'open' ORDER BY a.id",
      },
    ],
  }),

  defineSqlProblem({
    slug: 'ledger-reconciliation',
    title: 'Reconcile the Bank and the Ledger',
    difficulty: 'medium',
    tags: ['sql', 'joins', 'null handling'],
    statement: `
The bank's statement and the company's ledger each hold at most one line per payment reference. Report every reference on which they **disagree**: it is on one side only, or the amounts differ.

Columns: \`ref\`, \`bank_cents\` (the bank's amount, NULL if the bank has no such line) and \`ledger_cents\` (the ledger's amount, NULL if the ledger has none). Order the rows by \`ref\` ascending. References that match exactly on both sides are left out.

**Example.** Bank: R0001 1500, R0002 -300. Ledger: R0002 -300, R0003 80. The result is \`R0001 1500 NULL\` and \`R0003 NULL 80\`.
`,
    schema: ledgerSchema,
    constraints: [
      'A reference is R followed by 4 digits, unique within each table.',
      'Amounts are whole cents, at most 1,000,000 in absolute value (negative for money going out).',
    ],
    maxRows: 1000,
    columns: ['ref', 'bank_cents', 'ledger_cents'],
    ordered: true,
    sql: `
SELECT coalesce(b.ref, l.ref) AS ref,
       b.amount_cents AS bank_cents,
       l.amount_cents AS ledger_cents
FROM bank_lines b
FULL JOIN ledger_lines l ON l.ref = b.ref
WHERE b.amount_cents IS DISTINCT FROM l.amount_cents
ORDER BY ref;`,
    samples: [
      {
        name: 'one line on each side only',
        tables: {
          bank_lines: [
            { ref: 'R0001', amount_cents: 1500 },
            { ref: 'R0002', amount_cents: -300 },
          ],
          ledger_lines: [
            { ref: 'R0002', amount_cents: -300 },
            { ref: 'R0003', amount_cents: 80 },
          ],
        },
        rows: [
          ['R0001', 1500, null],
          ['R0003', null, 80],
        ],
      },
      {
        name: 'an amount that differs',
        tables: {
          bank_lines: [
            { ref: 'R0100', amount_cents: 999 },
            { ref: 'R0007', amount_cents: 0 },
          ],
          ledger_lines: [
            { ref: 'R0100', amount_cents: 990 },
            { ref: 'R0007', amount_cents: 0 },
          ],
        },
        rows: [['R0100', 999, 990]],
      },
      {
        name: 'everything matches',
        tables: {
          bank_lines: [{ ref: 'R1234', amount_cents: -1000000 }],
          ledger_lines: [{ ref: 'R1234', amount_cents: -1000000 }],
        },
        rows: [],
      },
    ],
    hidden: [
      { name: 'both empty', tables: {}, rows: [] },
      {
        name: 'an empty bank statement',
        tables: {
          bank_lines: [],
          ledger_lines: [
            { ref: 'R0002', amount_cents: 5 },
            { ref: 'R0001', amount_cents: -5 },
          ],
        },
        rows: [
          ['R0001', null, -5],
          ['R0002', null, 5],
        ],
      },
      {
        name: 'an empty ledger',
        tables: { bank_lines: [{ ref: 'R9999', amount_cents: 1000000 }], ledger_lines: [] },
        rows: [['R9999', 1000000, null]],
      },
      {
        name: 'same amount, opposite sign',
        tables: {
          bank_lines: [{ ref: 'R0500', amount_cents: 250 }],
          ledger_lines: [{ ref: 'R0500', amount_cents: -250 }],
        },
        rows: [['R0500', 250, -250]],
      },
      ledgerCase('forty references', 40),
      ledgerCase('four hundred references', 400),
      ledgerCase('nine hundred references', 900),
    ],
    hints: [
      'A reference may be missing from either table, so neither table can be the "left" one: which join keeps unmatched rows from both sides?',
      '`b.amount_cents <> l.amount_cents` is NULL when one side is missing. PostgreSQL has a comparison that treats NULL as an ordinary value.',
      'For a reference found only in the ledger, `b.ref` is NULL: take the reference from whichever side has it.',
    ],
    editorial: `
**Idea.** Line up the two tables by reference with a \`FULL JOIN\`, then keep the references whose amounts are not the same, counting "missing" as a value.

- **\`bank_lines b\` full-joined to \`ledger_lines l\` on \`l.ref = b.ref\`** — matched references make one row with both sides; a bank-only line comes out with the ledger columns NULL, and a ledger-only line with the bank columns NULL. A \`LEFT JOIN\` would lose the ledger-only lines, a \`RIGHT JOIN\` the bank-only ones.
- **\`coalesce(b.ref, l.ref) AS ref\`** — the reference of whichever side exists.
- **Filter the two amounts with \`IS DISTINCT FROM\`** — like \`<>\`, but NULL is compared as a value: \`5 IS DISTINCT FROM NULL\` is true, \`NULL IS DISTINCT FROM NULL\` is false. (Both sides can never be NULL together, since the columns are NOT NULL.) With plain \`<>\` the one-sided rows give NULL and are dropped.
- **\`ORDER BY ref\`** — the output column; references are unique, so the order is fully defined.

**Common mistakes.** \`<>\` instead of \`IS DISTINCT FROM\`; a \`LEFT JOIN\`; selecting \`b.ref\`, which is NULL on ledger-only rows.

**Indexes.** Both \`ref\` columns are primary keys, hence indexed: the planner can merge-join the two tables in \`ref\` order by reading both indexes. PostgreSQL runs a \`FULL JOIN\` only as a merge join or a hash join, so its condition must be an equality (merge- or hash-joinable), as here.
`,
    modules: ['relational-databases-sql', 'sql-joins-and-aggregation', 'sql-for-analysis'],
    wrong: [
      {
        why: '<> is NULL when one side is missing, so one-sided references are dropped',
        sql: 'SELECT coalesce(b.ref, l.ref) AS ref, b.amount_cents AS bank_cents, l.amount_cents AS ledger_cents FROM bank_lines b FULL JOIN ledger_lines l ON l.ref = b.ref WHERE b.amount_cents <> l.amount_cents ORDER BY ref',
      },
      {
        why: 'a left join loses the lines that only the ledger has',
        sql: 'SELECT b.ref, b.amount_cents AS bank_cents, l.amount_cents AS ledger_cents FROM bank_lines b LEFT JOIN ledger_lines l ON l.ref = b.ref WHERE b.amount_cents IS DISTINCT FROM l.amount_cents ORDER BY ref',
      },
      {
        why: "the bank's reference is NULL on a ledger-only line",
        sql: 'SELECT b.ref, b.amount_cents AS bank_cents, l.amount_cents AS ledger_cents FROM bank_lines b FULL JOIN ledger_lines l ON l.ref = b.ref WHERE b.amount_cents IS DISTINCT FROM l.amount_cents ORDER BY coalesce(b.ref, l.ref)',
      },
    ],
  }),

  defineSqlProblem({
    slug: 'qualified-candidates',
    title: 'Candidates with Every Required Skill',
    difficulty: 'medium',
    tags: ['sql', 'subqueries', 'joins'],
    statement: `
A job requires a set of skills (\`job_skills\`) and a candidate has a set of skills (\`candidate_skills\`). A candidate **qualifies** for a job when they have *every* skill the job requires; a job that requires no skill is open to every candidate.

Return every qualifying pair: columns \`job_id\` and \`candidate_id\`, ordered by \`job_id\`, then \`candidate_id\`, both ascending.

**Example.** Job 1 needs SQL and Go, job 2 needs nothing. Ada has SQL, Go and Rust; Ken has SQL only. The result is \`1 1\` (Ada), \`2 1\`, \`2 2\` (both for job 2).
`,
    schema: divisionSchema,
    constraints: [
      'Ids are between 1 and 1000.',
      'The link tables hold each (job, skill) and (candidate, skill) pair at most once.',
    ],
    maxRows: 1000,
    columns: ['job_id', 'candidate_id'],
    ordered: true,
    sql: `
SELECT j.id AS job_id, c.id AS candidate_id
FROM jobs j
CROSS JOIN candidates c
WHERE NOT EXISTS (
  SELECT 1
  FROM job_skills r
  WHERE r.job_id = j.id
    AND NOT EXISTS (
      SELECT 1
      FROM candidate_skills s
      WHERE s.candidate_id = c.id AND s.skill_id = r.skill_id
    )
)
ORDER BY job_id, candidate_id;`,
    samples: [
      {
        name: 'a job with no requirement is open to all',
        tables: {
          skills: [
            { id: 1, name: 'SQL' },
            { id: 2, name: 'Go' },
            { id: 3, name: 'Rust' },
          ],
          jobs: [
            { id: 1, title: 'Backend developer' },
            { id: 2, title: 'Intern' },
          ],
          candidates: [
            { id: 1, name: 'Ada' },
            { id: 2, name: 'Ken' },
          ],
          job_skills: [
            { job_id: 1, skill_id: 1 },
            { job_id: 1, skill_id: 2 },
          ],
          candidate_skills: [
            { candidate_id: 1, skill_id: 1 },
            { candidate_id: 1, skill_id: 2 },
            { candidate_id: 1, skill_id: 3 },
            { candidate_id: 2, skill_id: 1 },
          ],
        },
        rows: [
          [1, 1],
          [2, 1],
          [2, 2],
        ],
      },
      {
        name: 'one skill short',
        tables: {
          skills: [
            { id: 1, name: 'SQL' },
            { id: 2, name: 'Docker' },
          ],
          jobs: [{ id: 5, title: 'DBA' }],
          candidates: [{ id: 3, name: 'Grace' }],
          job_skills: [
            { job_id: 5, skill_id: 1 },
            { job_id: 5, skill_id: 2 },
          ],
          candidate_skills: [{ candidate_id: 3, skill_id: 2 }],
        },
        rows: [],
      },
      {
        name: 'extra skills do not hurt',
        tables: {
          skills: [
            { id: 1, name: 'SQL' },
            { id: 2, name: 'Go' },
            { id: 3, name: 'Python' },
          ],
          jobs: [
            { id: 1, title: 'Analyst' },
            { id: 2, title: 'Data engineer' },
          ],
          candidates: [
            { id: 1, name: 'Barbara' },
            { id: 2, name: 'Linus' },
          ],
          job_skills: [
            { job_id: 1, skill_id: 1 },
            { job_id: 2, skill_id: 1 },
            { job_id: 2, skill_id: 3 },
          ],
          candidate_skills: [
            { candidate_id: 1, skill_id: 1 },
            { candidate_id: 1, skill_id: 2 },
            { candidate_id: 1, skill_id: 3 },
            { candidate_id: 2, skill_id: 1 },
            { candidate_id: 2, skill_id: 2 },
          ],
        },
        rows: [
          [1, 1],
          [1, 2],
          [2, 1],
        ],
      },
    ],
    hidden: [
      { name: 'no jobs', tables: { candidates: [{ id: 1, name: 'Ada' }] }, rows: [] },
      {
        name: 'no candidates',
        tables: { skills: [{ id: 1, name: 'SQL' }], jobs: [{ id: 1, title: 'Any' }] },
        rows: [],
      },
      {
        name: 'a candidate with no skill',
        tables: {
          skills: [{ id: 1, name: 'SQL' }],
          jobs: [
            { id: 1, title: 'Needs SQL' },
            { id: 2, title: 'Needs nothing' },
          ],
          candidates: [{ id: 9, name: 'Alan' }],
          job_skills: [{ job_id: 1, skill_id: 1 }],
        },
        rows: [[2, 9]],
      },
      divisionCase('five skills, eight jobs, ten candidates', 5, 8, 10),
      divisionCase('six skills, thirty jobs, sixty candidates', 6, 30, 60),
      divisionCase('twelve skills, forty jobs, eighty candidates', 12, 40, 80),
      divisionCase('four skills, a hundred jobs, a hundred candidates', 4, 100, 100),
    ],
    hints: [
      '"Has every required skill" is the same as "is missing none of the required skills".',
      "Start from every (job, candidate) pair, then keep a pair when no required skill of the job is absent from the candidate's skills: two nested `NOT EXISTS`.",
      'Counting matched skills and comparing with the number required also works, but check what happens to a job that requires nothing.',
    ],
    editorial: `
**Idea.** This is *relational division*: "for all" has no keyword in SQL, so say it as a double negation — there is no required skill that the candidate lacks.

- **\`FROM jobs j CROSS JOIN candidates c\`** — every (job, candidate) pair is a candidate answer.
- **Outer \`NOT EXISTS\`** — look for a skill required by the job (\`r.job_id = j.id\`)…
- **Inner \`NOT EXISTS\`** — …that the candidate does not have (no \`candidate_skills\` row with that candidate and that skill). If no such missing skill exists, the pair qualifies. For a job with no requirement the outer subquery finds nothing, so every candidate qualifies, as the statement asks.
- **\`ORDER BY job_id, candidate_id\`** — the pair is unique, so the order is fully defined.

**The counting alternative.** Join \`job_skills\` to \`candidate_skills\` on the skill, group by (job, candidate) and keep the groups whose count equals the job's number of required skills. It is correct for jobs with requirements, but the inner join produces no row at all for a job that requires nothing, so those jobs vanish unless you add them separately.

**Common mistakes.** A single \`EXISTS\` (or a plain join) finds candidates with *any* required skill, not all. Counting without handling zero-requirement jobs.

**Indexes.** Both link tables have a composite primary key, so PostgreSQL keeps a B-tree on \`(job_id, skill_id)\` and on \`(candidate_id, skill_id)\`: the outer probe is by \`job_id\` (the leading column) and the inner one by the whole key, so both are served. A lookup by \`skill_id\` alone (which candidates know Go?) could not use those indexes well; it needs its own index on \`skill_id\`.
`,
    modules: ['relational-databases-sql', 'sql-joins-and-aggregation'],
    wrong: [
      {
        why: 'counting matches loses the jobs that require no skill',
        sql: 'SELECT r.job_id, s.candidate_id FROM job_skills r JOIN candidate_skills s ON s.skill_id = r.skill_id GROUP BY r.job_id, s.candidate_id HAVING count(*) = (SELECT count(*) FROM job_skills r2 WHERE r2.job_id = r.job_id) ORDER BY r.job_id, s.candidate_id',
      },
      {
        why: 'one matching skill is taken as enough',
        sql: 'SELECT j.id AS job_id, c.id AS candidate_id FROM jobs j CROSS JOIN candidates c WHERE NOT EXISTS (SELECT 1 FROM job_skills r WHERE r.job_id = j.id) OR EXISTS (SELECT 1 FROM job_skills r JOIN candidate_skills s ON s.skill_id = r.skill_id WHERE r.job_id = j.id AND s.candidate_id = c.id) ORDER BY job_id, candidate_id',
      },
    ],
  }),

  defineSqlProblem({
    slug: 'study-partners',
    title: 'Study Partners',
    difficulty: 'medium',
    tags: ['sql', 'joins', 'aggregation'],
    statement: `
Two students are *study partners* when they are enrolled in **at least 2 of the same courses**. Return every pair of study partners once: columns \`student_a\` and \`student_b\` (their ids, with \`student_a < student_b\`) and \`shared\` (how many courses they share).

Order the rows by \`shared\` descending, then \`student_a\` ascending, then \`student_b\` ascending.

**Example.** Ada (1) takes courses 10, 11, 12; Ken (2) takes 10, 11; Grace (3) takes 12 and 10. Pairs: (1, 2) share 2, (1, 3) share 2, (2, 3) share only 1. The result is \`1 2 2\` and \`1 3 2\`.
`,
    schema: partnersSchema,
    constraints: ['Ids are between 1 and 1000.', 'A student is enrolled in a course at most once.'],
    maxRows: 1000,
    columns: ['student_a', 'student_b', 'shared'],
    ordered: true,
    sql: `
SELECT e1.student_id AS student_a,
       e2.student_id AS student_b,
       count(*) AS shared
FROM enrollments e1
JOIN enrollments e2
  ON e2.course_id = e1.course_id
 AND e2.student_id > e1.student_id
GROUP BY e1.student_id, e2.student_id
HAVING count(*) >= 2
ORDER BY shared DESC, student_a, student_b;`,
    samples: [
      {
        name: 'two pairs share two courses',
        tables: {
          students: [
            { id: 1, name: 'Ada' },
            { id: 2, name: 'Ken' },
            { id: 3, name: 'Grace' },
          ],
          courses: [
            { id: 10, title: 'Databases' },
            { id: 11, title: 'Networks' },
            { id: 12, title: 'Compilers' },
          ],
          enrollments: [
            { student_id: 1, course_id: 10 },
            { student_id: 1, course_id: 11 },
            { student_id: 1, course_id: 12 },
            { student_id: 2, course_id: 10 },
            { student_id: 2, course_id: 11 },
            { student_id: 3, course_id: 12 },
            { student_id: 3, course_id: 10 },
          ],
        },
        rows: [
          [1, 2, 2],
          [1, 3, 2],
        ],
      },
      {
        name: 'the pair sharing more comes first',
        tables: {
          students: [
            { id: 4, name: 'Linus' },
            { id: 5, name: 'Barbara' },
            { id: 6, name: 'Edsger' },
          ],
          courses: [
            { id: 1, title: 'Algebra' },
            { id: 2, title: 'Logic' },
            { id: 3, title: 'Topology' },
          ],
          enrollments: [
            { student_id: 4, course_id: 1 },
            { student_id: 4, course_id: 2 },
            { student_id: 5, course_id: 1 },
            { student_id: 5, course_id: 2 },
            { student_id: 5, course_id: 3 },
            { student_id: 6, course_id: 1 },
            { student_id: 6, course_id: 2 },
            { student_id: 6, course_id: 3 },
          ],
        },
        rows: [
          [5, 6, 3],
          [4, 5, 2],
          [4, 6, 2],
        ],
      },
      {
        name: 'one shared course is not enough',
        tables: {
          students: [
            { id: 1, name: 'Ada' },
            { id: 2, name: 'Alan' },
          ],
          courses: [
            { id: 1, title: 'Algebra' },
            { id: 2, title: 'Logic' },
          ],
          enrollments: [
            { student_id: 1, course_id: 1 },
            { student_id: 2, course_id: 1 },
            { student_id: 2, course_id: 2 },
          ],
        },
        rows: [],
      },
    ],
    hidden: [
      { name: 'no enrollments', tables: { students: [{ id: 1, name: 'Ada' }] }, rows: [] },
      {
        name: 'a single student in many courses',
        tables: {
          students: [{ id: 1, name: 'Ada' }],
          courses: [
            { id: 1, title: 'A' },
            { id: 2, title: 'B' },
          ],
          enrollments: [
            { student_id: 1, course_id: 1 },
            { student_id: 1, course_id: 2 },
          ],
        },
        rows: [],
      },
      {
        name: 'exactly two shared, the boundary',
        tables: {
          students: [
            { id: 2, name: 'Frances' },
            { id: 1, name: 'Margaret' },
          ],
          courses: [
            { id: 1, title: 'A' },
            { id: 2, title: 'B' },
            { id: 3, title: 'C' },
          ],
          enrollments: [
            { student_id: 2, course_id: 1 },
            { student_id: 2, course_id: 3 },
            { student_id: 1, course_id: 3 },
            { student_id: 1, course_id: 1 },
            { student_id: 1, course_id: 2 },
          ],
        },
        rows: [[1, 2, 2]],
      },
      partnersCase('twenty students, six courses', 20, 6, 4),
      partnersCase('fifty students, ten courses', 50, 10, 5),
      partnersCase('a hundred students, twenty courses', 100, 20, 8),
      partnersCase('a hundred and fifty students, eight courses', 150, 8, 3),
    ],
    hints: [
      'Join `enrollments` with itself on the course: each row is then two students in the same course.',
      'Joining on `<>` gives every pair twice, once in each order, and `=` pairs a student with themself. Which comparison keeps each pair once?',
      'Group by the pair and keep the groups with at least 2 rows: a condition on a count goes in `HAVING`.',
    ],
    editorial: `
**Idea.** A self-join of the link table finds, for each course, every pair of students in it; grouping by the pair counts their shared courses.

- **Join \`enrollments e1\` to \`enrollments e2\` on equal \`course_id\`** — two enrollments in the same course.
- **A second join condition, \`e2\`'s student id greater than \`e1\`'s,** — keeps each unordered pair once, with the smaller id first, and removes a student paired with themself. \`<>\` would list (1, 2) and (2, 1).
- **Group by the two student ids**, then **\`count(*)\`** — one row per (pair, shared course), so the count is the number of shared courses (the primary key forbids double enrollment, so nothing is counted twice).
- **\`HAVING count(*) >= 2\`** — the filter applies to the groups, after counting; \`WHERE\` cannot see the count. "At least 2" includes 2.
- **\`ORDER BY shared DESC, student_a, student_b\`** — the two ids make the order fully defined.

The \`students\` and \`courses\` tables are not needed: the ids are in \`enrollments\`.

**Common mistakes.** \`<>\` (each pair twice); \`> 2\` instead of \`>= 2\`; ordering by \`shared\` alone.

**Cost and indexes.** A course with *k* students produces about *k²/2* pairs, so popular courses dominate the work. The primary key \`(student_id, course_id)\` is indexed by student first; the self-join matches on \`course_id\`, so an index on \`enrollments (course_id, student_id)\` is the one that can serve it (and even lets the planner read the pairs from the index alone).
`,
    modules: ['relational-databases-sql', 'sql-joins-and-aggregation'],
    wrong: [
      {
        why: '<> lists every pair twice, once in each order',
        sql: 'SELECT e1.student_id AS student_a, e2.student_id AS student_b, count(*) AS shared FROM enrollments e1 JOIN enrollments e2 ON e2.course_id = e1.course_id AND e2.student_id <> e1.student_id GROUP BY e1.student_id, e2.student_id HAVING count(*) >= 2 ORDER BY shared DESC, student_a, student_b',
      },
      {
        why: '"at least 2" read as more than 2',
        sql: 'SELECT e1.student_id AS student_a, e2.student_id AS student_b, count(*) AS shared FROM enrollments e1 JOIN enrollments e2 ON e2.course_id = e1.course_id AND e2.student_id > e1.student_id GROUP BY e1.student_id, e2.student_id HAVING count(*) > 2 ORDER BY shared DESC, student_a, student_b',
      },
      {
        why: 'pairs with the same count are left in the wrong order',
        sql: 'SELECT e1.student_id AS student_a, e2.student_id AS student_b, count(*) AS shared FROM enrollments e1 JOIN enrollments e2 ON e2.course_id = e1.course_id AND e2.student_id > e1.student_id GROUP BY e1.student_id, e2.student_id HAVING count(*) >= 2 ORDER BY shared DESC, student_b, student_a',
      },
    ],
  }),

  defineSqlProblem({
    slug: 'org-subtree-payroll',
    title: 'Depth and Team of Everyone in the Org Chart',
    difficulty: 'hard',
    tags: ['sql', 'ctes', 'joins'],
    statement: `
Each employee has at most one manager (\`manager_id\`), whose id is always smaller than their own, so the chart has no cycles. The people *under* an employee are their direct reports, the reports of those, and so on down.

For every employee, return:
- \`id\` and \`name\`;
- \`depth\` — how many managers are above them (0 for someone with no manager, 1 for their direct reports, …);
- \`team_size\` — how many people are under them (not counting themselves; 0 if none);
- \`team_payroll\` — the sum of the salaries of those people (0 if none).

Order the rows by \`id\` ascending.

**Example.** Ada (1, salary 100, no manager), Ken (2, salary 60, manager 1), Grace (3, salary 50, manager 2): \`1 Ada 0 2 110\`, \`2 Ken 1 1 50\`, \`3 Grace 2 0 0\`.
`,
    schema: orgSchema,
    constraints: [
      'Ids are between 1 and 1000; a manager has a smaller id than each of their reports.',
      'Salaries are whole numbers between 1 and 100,000.',
      'There may be several people with no manager (several separate charts).',
    ],
    maxRows: 1000,
    columns: ['id', 'name', 'depth', 'team_size', 'team_payroll'],
    ordered: true,
    sql: `
WITH RECURSIVE chain (boss, member) AS (
  SELECT manager_id, id
  FROM employees
  WHERE manager_id IS NOT NULL
  UNION ALL
  SELECT c.boss, e.id
  FROM chain c
  JOIN employees e ON e.manager_id = c.member
),
above AS (
  SELECT member, count(*) AS depth
  FROM chain
  GROUP BY member
),
below AS (
  SELECT c.boss, count(*) AS team_size, sum(m.salary) AS team_payroll
  FROM chain c
  JOIN employees m ON m.id = c.member
  GROUP BY c.boss
)
SELECT e.id, e.name,
       coalesce(a.depth, 0) AS depth,
       coalesce(b.team_size, 0) AS team_size,
       coalesce(b.team_payroll, 0) AS team_payroll
FROM employees e
LEFT JOIN above a ON a.member = e.id
LEFT JOIN below b ON b.boss = e.id
ORDER BY e.id;`,
    samples: [
      {
        name: 'a chain of three',
        tables: {
          employees: [
            { id: 1, name: 'Ada', manager_id: null, salary: 100 },
            { id: 2, name: 'Ken', manager_id: 1, salary: 60 },
            { id: 3, name: 'Grace', manager_id: 2, salary: 50 },
          ],
        },
        rows: [
          [1, 'Ada', 0, 2, 110],
          [2, 'Ken', 1, 1, 50],
          [3, 'Grace', 2, 0, 0],
        ],
      },
      {
        name: 'a manager with two branches',
        tables: {
          employees: [
            { id: 1, name: 'Barbara', manager_id: null, salary: 9000 },
            { id: 2, name: 'Linus', manager_id: 1, salary: 5000 },
            { id: 3, name: 'Edsger', manager_id: 1, salary: 5500 },
            { id: 4, name: 'Alan', manager_id: 2, salary: 3000 },
            { id: 5, name: 'Frances', manager_id: 3, salary: 3100 },
            { id: 6, name: 'Margaret', manager_id: 3, salary: 3200 },
          ],
        },
        rows: [
          [1, 'Barbara', 0, 5, 19800],
          [2, 'Linus', 1, 1, 3000],
          [3, 'Edsger', 1, 2, 6300],
          [4, 'Alan', 2, 0, 0],
          [5, 'Frances', 2, 0, 0],
          [6, 'Margaret', 2, 0, 0],
        ],
      },
      {
        name: 'two separate charts',
        tables: {
          employees: [
            { id: 1, name: 'Ada', manager_id: null, salary: 10 },
            { id: 2, name: 'Grace', manager_id: null, salary: 20 },
            { id: 3, name: 'Ken', manager_id: 2, salary: 30 },
          ],
        },
        rows: [
          [1, 'Ada', 0, 0, 0],
          [2, 'Grace', 0, 1, 30],
          [3, 'Ken', 1, 0, 0],
        ],
      },
    ],
    hidden: [
      { name: 'no employees', tables: { employees: [] }, rows: [] },
      {
        name: 'a single employee',
        tables: { employees: [{ id: 1000, name: 'Solo', manager_id: null, salary: 100000 }] },
        rows: [[1000, 'Solo', 0, 0, 0]],
      },
      {
        name: 'everyone reports to one person',
        tables: {
          employees: [
            { id: 1, name: 'Niklaus', manager_id: null, salary: 1 },
            { id: 2, name: 'Ada', manager_id: 1, salary: 100000 },
            { id: 3, name: 'Ada', manager_id: 1, salary: 100000 },
            { id: 4, name: 'Ada', manager_id: 1, salary: 1 },
          ],
        },
        rows: [
          [1, 'Niklaus', 0, 3, 200001],
          [2, 'Ada', 1, 0, 0],
          [3, 'Ada', 1, 0, 0],
          [4, 'Ada', 1, 0, 0],
        ],
      },
      orgCase('forty people', 40, 'random'),
      orgCase('three hundred people', 300, 'random'),
      orgCase('a thousand people', 1000, 'random'),
      orgCase('two hundred people in a deep chart', 200, 'deep'),
    ],
    hints: [
      'A self-join reaches one level. To reach every level, let a `WITH RECURSIVE` query follow the reports down from each manager.',
      'Build the pairs (boss, member) for every member anywhere under boss. Then depth is how many bosses a member has, and the team is how many members a boss has.',
      'People at the bottom have no pair as a boss, and people at the top none as a member: join the counts with `LEFT JOIN` and turn the NULLs into 0.',
    ],
    editorial: `
**Idea.** Compute the *transitive closure* of "manages": every pair (boss, member) where member is somewhere under boss. Both answers are counts over those pairs.

- **The recursive CTE \`chain\`.** Its first part (the non-recursive term) takes every direct pair (\`manager_id\`, \`id\`). Its recursive term extends each pair one level down: if member *m* is under *b*, then each direct report of *m* is under *b* too. PostgreSQL repeats the recursive term on the rows produced by the previous round until a round produces nothing; because managers have smaller ids the chart has no cycles, so it ends. \`UNION ALL\` is right: each (boss, member) pair is reached along exactly one path in a tree, so there are no duplicates to remove.
- **\`above\`** — grouped by member: the number of pairs in which someone is the member is the number of managers above them, their depth.
- **\`below\`** — grouped by boss, joined to \`employees\` for the member's salary: the team's size and payroll.
- **The final query** starts from \`employees\` so that everyone appears, attaches both summaries with \`LEFT JOIN\` (the top has no row in \`above\`, the bottom none in \`below\`) and uses \`coalesce(…, 0)\` for the missing counts. \`sum\` of integers is \`bigint\`.
- **\`ORDER BY e.id\`** — unique, so the order is fully defined.

**Common mistakes.** A plain self-join counts only direct reports; inner joins drop the people at the top or bottom; forgetting \`coalesce\` returns NULL instead of 0; a recursive query written without a termination guarantee loops forever on cyclic data (here the id rule prevents cycles; on real data you may need a depth limit or PostgreSQL's \`CYCLE\` clause).

**Cost and indexes.** The closure has one row per (person, ancestor): on average the depth times the number of people, up to *n²/2* for a single long chain. Each round of the recursion looks up reports by \`manager_id\`, so \`CREATE INDEX ON employees (manager_id)\` lets that lookup use the index instead of scanning the table each round.
`,
    modules: ['relational-databases-sql', 'sql-joins-and-aggregation'],
    wrong: [
      {
        why: 'a plain self-join counts only direct reports and one level of depth',
        sql: `SELECT e.id, e.name,
       (CASE WHEN e.manager_id IS NULL THEN 0 ELSE 1 END) AS depth,
       (SELECT count(*) FROM employees r WHERE r.manager_id = e.id) AS team_size,
       (SELECT coalesce(sum(r.salary), 0) FROM employees r WHERE r.manager_id = e.id) AS team_payroll
FROM employees e ORDER BY e.id`,
      },
      {
        why: 'people without reports get NULL instead of 0',
        sql: `WITH RECURSIVE chain (boss, member) AS (
  SELECT manager_id, id FROM employees WHERE manager_id IS NOT NULL
  UNION ALL
  SELECT c.boss, e.id FROM chain c JOIN employees e ON e.manager_id = c.member
)
SELECT e.id, e.name,
       (SELECT count(*) FROM chain c WHERE c.member = e.id) AS depth,
       (SELECT count(*) FROM chain c WHERE c.boss = e.id) AS team_size,
       (SELECT sum(m.salary) FROM chain c JOIN employees m ON m.id = c.member WHERE c.boss = e.id) AS team_payroll
FROM employees e ORDER BY e.id`,
      },
    ],
  }),

  defineSqlProblem({
    slug: 'cheapest-connection',
    title: 'Cheapest Trip with at Most One Stop',
    difficulty: 'hard',
    tags: ['sql', 'joins', 'subqueries', 'dates'],
    statement: `
An *itinerary* from airport X to airport Y is either
- a **direct** flight from X to Y, or
- a **connection**: a first flight from X to some airport Z, then a second flight from Z to Y that departs **at least 45 minutes and at most 4 hours** after the first one arrives (both limits included), where Y is not X (no round trips).

For every (origin, destination) pair that has at least one itinerary, return **all** the itineraries with the lowest total price (the sum of the prices of its flights): columns \`origin\`, \`destination\`, \`first_flight\` (the id of the first flight), \`second_flight\` (the id of the second flight, NULL for a direct flight) and \`price\`.

Order the rows by \`origin\`, \`destination\`, \`first_flight\`, \`second_flight\`, all ascending.

**Example.** Flight 1 LHR→CDG arrives 10:00 (price 100), flight 2 CDG→MAD departs 11:00 (price 80), flight 3 LHR→MAD direct (price 180). LHR→MAD has two itineraries at 180, both listed: \`LHR MAD 1 2 180\` and \`LHR MAD 3 NULL 180\`; with \`LHR CDG 1 NULL 100\` and \`CDG MAD 2 NULL 80\` the result has 4 rows.
`,
    schema: routeSchema,
    constraints: [
      'Ids are between 1 and 1000; airports are codes of 3 capital letters.',
      'Prices are whole numbers between 1 and 5000.',
      'Every flight arrives after it departs and lands at another airport. Times are local to one time zone (no time zone arithmetic).',
    ],
    maxRows: 1000,
    columns: ['origin', 'destination', 'first_flight', 'second_flight', 'price'],
    ordered: true,
    sql: `
WITH itineraries AS (
  SELECT origin, destination, id AS first_flight, NULL::integer AS second_flight, price
  FROM flights
  UNION ALL
  SELECT a.origin, b.destination, a.id, b.id, a.price + b.price
  FROM flights a
  JOIN flights b
    ON b.origin = a.destination
   AND b.departs BETWEEN a.arrives + interval '45 minutes' AND a.arrives + interval '4 hours'
  WHERE b.destination <> a.origin
),
best AS (
  SELECT origin, destination, min(price) AS price
  FROM itineraries
  GROUP BY origin, destination
)
SELECT i.origin, i.destination, i.first_flight, i.second_flight, i.price
FROM itineraries i
JOIN best USING (origin, destination, price)
ORDER BY i.origin, i.destination, i.first_flight, i.second_flight;`,
    samples: [
      {
        name: 'a direct flight and a connection tie',
        tables: {
          flights: [
            flight(1, 'LHR', 'CDG', 8 * 60 + 45, 75, 100),
            flight(2, 'CDG', 'MAD', 11 * 60, 120, 80),
            flight(3, 'LHR', 'MAD', 9 * 60, 140, 180),
          ],
        },
        rows: [
          ['CDG', 'MAD', 2, null, 80],
          ['LHR', 'CDG', 1, null, 100],
          ['LHR', 'MAD', 1, 2, 180],
          ['LHR', 'MAD', 3, null, 180],
        ],
      },
      {
        name: 'layovers of exactly 45 minutes and 4 hours count, 44 minutes does not',
        tables: {
          flights: [
            flight(1, 'AMS', 'FRA', 6 * 60, 60, 50),
            flight(2, 'FRA', 'NRT', 7 * 60 + 45, 660, 400),
            flight(3, 'FRA', 'JFK', 11 * 60, 500, 300),
            flight(4, 'FRA', 'MAD', 7 * 60 + 44, 150, 60),
          ],
        },
        rows: [
          ['AMS', 'FRA', 1, null, 50],
          ['AMS', 'JFK', 1, 3, 350],
          ['AMS', 'NRT', 1, 2, 450],
          ['FRA', 'JFK', 3, null, 300],
          ['FRA', 'MAD', 4, null, 60],
          ['FRA', 'NRT', 2, null, 400],
        ],
      },
      {
        name: 'no round trips, and a connection cheaper than the direct flight',
        tables: {
          flights: [
            flight(1, 'MAD', 'CDG', 600, 120, 90),
            flight(2, 'CDG', 'MAD', 800, 120, 90),
            flight(3, 'CDG', 'AMS', 800, 75, 40),
            flight(4, 'MAD', 'AMS', 600, 150, 200),
          ],
        },
        rows: [
          ['CDG', 'AMS', 3, null, 40],
          ['CDG', 'MAD', 2, null, 90],
          ['MAD', 'AMS', 1, 3, 130],
          ['MAD', 'CDG', 1, null, 90],
        ],
      },
    ],
    hidden: [
      { name: 'no flights', tables: { flights: [] }, rows: [] },
      {
        name: 'a single flight',
        tables: { flights: [flight(7, 'NRT', 'JFK', 0, 780, 5000)] },
        rows: [['NRT', 'JFK', 7, null, 5000]],
      },
      {
        name: 'a connection over midnight, and one 4 hours and 1 minute late',
        tables: {
          flights: [
            flight(1, 'JFK', 'LHR', 22 * 60, 7 * 60, 300),
            flight(2, 'LHR', 'NRT', 24 * 60 + 6 * 60, 12 * 60, 500),
            flight(3, 'LHR', 'AMS', 29 * 60 + 4 * 60 + 1, 60, 20),
          ],
        },
        rows: [
          ['JFK', 'LHR', 1, null, 300],
          ['JFK', 'NRT', 1, 2, 800],
          ['LHR', 'AMS', 3, null, 20],
          ['LHR', 'NRT', 2, null, 500],
        ],
      },
      {
        name: 'a second flight that left before the first landed',
        tables: {
          flights: [flight(1, 'CDG', 'FRA', 600, 70, 60), flight(2, 'FRA', 'MAD', 600, 150, 60)],
        },
        rows: [
          ['CDG', 'FRA', 1, null, 60],
          ['FRA', 'MAD', 2, null, 60],
        ],
      },
      routeCase('forty flights between four airports, one day', 40, ['AMS', 'CDG', 'FRA', 'LHR'], 1),
      routeCase('two hundred flights between six airports', 200, ['AMS', 'CDG', 'FRA', 'LHR', 'MAD', 'JFK'], 2),
      routeCase('six hundred flights between five airports', 600, ['AMS', 'CDG', 'FRA', 'LHR', 'MAD'], 3),
    ],
    hints: [
      'Build one list of all itineraries first: the direct flights, plus the pairs of flights you get by joining `flights` with itself on "the second leaves from where the first lands".',
      "Timestamps and intervals add up: `arrives + interval '45 minutes'`. `BETWEEN` includes both ends, which is what the statement asks.",
      'Keep every itinerary whose price equals the minimum for its (origin, destination): a `LIMIT 1` or `DISTINCT ON` would drop ties.',
    ],
    editorial: `
**Idea.** Two steps: enumerate every itinerary (direct flights and valid two-flight connections) in one list, then keep, per (origin, destination), every itinerary whose price is the group's minimum.

- **Direct itineraries** — each flight as it is, with \`NULL::integer\` as the second flight (the cast gives the NULL a type so that \`UNION ALL\` can line it up with the ids of the other branch).
- **Connections** — \`flights a\` joined to \`flights b\` where the second leaves from the airport where the first lands (\`b.origin\` equals \`a.destination\`), plus the time window on \`b.departs\`: between \`a.arrives + interval '45 minutes'\` and \`a.arrives + interval '4 hours'\`. Adding an interval to a \`timestamp\` is exact, and it crosses midnight correctly. \`BETWEEN\` includes both ends. Requiring the final destination to differ from \`a.origin\` removes round trips. The total price is the sum of both legs.
- **\`best\`** — \`min(price)\` grouped by (origin, destination).
- **Join back on (origin, destination, price)** — keeps *all* itineraries at the minimum, so ties survive. (\`rank()\` over a window partitioned by the pair and ordered by price, keeping rank 1, does the same.)
- **\`ORDER BY\`** — within one (origin, destination) a first flight can appear in several connections, so the second flight is needed to make the order fully defined. A direct flight never shares its first flight with a connection of the same pair, since that connection would end elsewhere.

**Common mistakes.** \`>\` and \`<\` instead of inclusive limits (a 45-minute layover is allowed); a single cheapest row per pair (\`DISTINCT ON\`, \`LIMIT\`), which loses ties; forgetting the round-trip rule; comparing only times of day, which breaks over midnight.

**Indexes.** The connection join looks up flights by departure airport and a range of departure times: a B-tree on \`flights (origin, departs)\` serves exactly that (equality on the first column, a range on the second), so each first flight probes only the few flights leaving its destination in the 45-minute-to-4-hour window.
`,
    modules: ['relational-databases-sql', 'sql-joins-and-aggregation', 'sql-for-analysis'],
    wrong: [
      {
        why: 'the layover limits are exclusive, so exactly 45 minutes or 4 hours is refused',
        sql: `WITH itineraries AS (
  SELECT origin, destination, id AS first_flight, NULL::integer AS second_flight, price FROM flights
  UNION ALL
  SELECT a.origin, b.destination, a.id, b.id, a.price + b.price FROM flights a JOIN flights b
    ON b.origin = a.destination AND b.departs > a.arrives + interval '45 minutes' AND b.departs < a.arrives + interval '4 hours'
  WHERE b.destination <> a.origin
), best AS (SELECT origin, destination, min(price) AS price FROM itineraries GROUP BY origin, destination)
SELECT i.origin, i.destination, i.first_flight, i.second_flight, i.price FROM itineraries i JOIN best USING (origin, destination, price)
ORDER BY i.origin, i.destination, i.first_flight, i.second_flight`,
      },
      {
        why: 'only one cheapest itinerary per pair: ties are lost',
        sql: `WITH itineraries AS (
  SELECT origin, destination, id AS first_flight, NULL::integer AS second_flight, price FROM flights
  UNION ALL
  SELECT a.origin, b.destination, a.id, b.id, a.price + b.price FROM flights a JOIN flights b
    ON b.origin = a.destination AND b.departs BETWEEN a.arrives + interval '45 minutes' AND a.arrives + interval '4 hours'
  WHERE b.destination <> a.origin
)
SELECT DISTINCT ON (origin, destination) origin, destination, first_flight, second_flight, price FROM itineraries
ORDER BY origin, destination, price, first_flight, second_flight`,
      },
      {
        why: 'round trips back to the origin are counted as itineraries',
        sql: `WITH itineraries AS (
  SELECT origin, destination, id AS first_flight, NULL::integer AS second_flight, price FROM flights
  UNION ALL
  SELECT a.origin, b.destination, a.id, b.id, a.price + b.price FROM flights a JOIN flights b
    ON b.origin = a.destination AND b.departs BETWEEN a.arrives + interval '45 minutes' AND a.arrives + interval '4 hours'
), best AS (SELECT origin, destination, min(price) AS price FROM itineraries GROUP BY origin, destination)
SELECT i.origin, i.destination, i.first_flight, i.second_flight, i.price FROM itineraries i JOIN best USING (origin, destination, price)
ORDER BY i.origin, i.destination, i.first_flight, i.second_flight`,
      },
    ],
  }),
];
