import type { ProblemContent } from '../../../domain/problem.js';
import type { Relation } from './limits.js';
import { defineProblem, intIn, mutate, seeded } from './define.js';

/**
 * Practice problems on dates, time series and data cleaning (issue 30): sessions from event
 * timestamps, rolling sums over calendar days, dates in mixed formats, merging duplicate customers
 * and the next runs of a cron schedule. Expected values of generated tests come from the plain
 * oracles below, never from the references.
 */

type Row = [args: unknown[], expected: unknown, name?: string];
/** Generated rows, typed for defineProblem (the values are plain JSON). */
const rows = (list: Row[]) => list as [never[], never, string?][];

const DAY_MS = 86_400_000;
const pad2 = (n: number) => String(n).padStart(2, '0');
/** 'YYYY-MM-DD' of a UTC instant. */
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** 'YYYY-MM-DDTHH:MM:SS' of a UTC instant. */
const isoSecond = (ms: number) => new Date(ms).toISOString().slice(0, 19);

/** A real calendar date 'YYYY-MM-DD' (checked by a round trip through Date). */
const realDay = (s: string) => {
  const t = /^\d{4}-\d{2}-\d{2}$/.test(s) ? Date.parse(s) : Number.NaN;
  return Number.isFinite(t) && isoDay(t) === s;
};
const ISO_DAY = /^(19|20)\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/* ---------- Oracles: deliberately plain, unlike the references ---------- */

/** Seconds since 2000-01-01 from the fields, by counting whole days one year and month at a time. */
const daysBefore = new Map<string, number>();
const secondsOf = (ts: string) => {
  const [y, mo, d, h, mi, s] = ts.split(/[-T:]/).map(Number);
  const key = `${y}-${mo}`;
  let days = daysBefore.get(key);
  if (days === undefined) {
    days = 0;
    for (let year = 2000; year < y; year++) days += realDay(`${year}-02-29`) ? 366 : 365;
    for (let month = 1; month < mo; month++) {
      let length = 31;
      while (!realDay(`${y}-${pad2(month)}-${pad2(length)}`)) length--;
      days += length;
    }
    daysBefore.set(key, days);
  }
  return (((days + d - 1) * 24 + h) * 60 + mi) * 60 + s;
};

const sessionsOracle = (events: string[], gapMinutes: number) => {
  const times = events.map(secondsOf).sort((a, b) => a - b);
  const sessions: number[][] = [];
  for (const t of times) {
    const current = sessions[sessions.length - 1];
    if (current && t - current[current.length - 1] <= gapMinutes * 60) current.push(t);
    else sessions.push([t]);
  }
  return sessions.map((s) => s[s.length - 1] - s[0]);
};

/** For every calendar day from the first to the last record: add up, record by record, those inside the window. */
const rollingOracle = (dates: string[], amounts: number[], window: number) => {
  if (dates.length === 0) return [];
  const sorted = [...dates].sort();
  const out: number[] = [];
  const times = dates.map((d) => Date.parse(d));
  for (let day = Date.parse(sorted[0]); day <= Date.parse(sorted[sorted.length - 1]); day += DAY_MS) {
    let sum = 0;
    times.forEach((t, i) => {
      const age = (day - t) / DAY_MS;
      if (age >= 0 && age < window) sum += amounts[i];
    });
    out.push(sum);
  }
  return out;
};

const MONTH_ABBR = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** Every real date from 1900-01-01 to 2099-12-31, listed by stepping a day at a time (no leap-year rule written here). */
let validDays: Set<string> | undefined;
const allValidDays = () => {
  if (!validDays) {
    validDays = new Set<string>();
    for (let t = Date.UTC(1900, 0, 1); t <= Date.UTC(2099, 11, 31); t += DAY_MS) validDays.add(isoDay(t));
  }
  return validDays;
};
const normalizeOracle = (value: string) => {
  let s = value;
  while (s.startsWith(' ')) s = s.slice(1);
  while (s.endsWith(' ')) s = s.slice(0, -1);
  const digits = (t: string, min: number, max: number) =>
    t.length >= min && t.length <= max && [...t].every((c) => c >= '0' && c <= '9');
  const dash = s.split('-');
  const slash = s.split('/');
  const words = s.split(' ');
  let y: string;
  let m: string;
  let d: string;
  if (dash.length === 3 && digits(dash[0], 4, 4) && digits(dash[1], 2, 2) && digits(dash[2], 2, 2)) [y, m, d] = dash;
  else if (slash.length === 3 && digits(slash[0], 1, 2) && digits(slash[1], 1, 2) && digits(slash[2], 4, 4))
    [d, m, y] = slash;
  else if (
    words.length === 3 &&
    words[1].endsWith(',') &&
    digits(words[1].slice(0, -1), 1, 2) &&
    digits(words[2], 4, 4) &&
    MONTH_ABBR.includes(words[0].toLowerCase())
  ) {
    m = String(MONTH_ABBR.indexOf(words[0].toLowerCase()) + 1);
    d = words[1].slice(0, -1);
    y = words[2];
  } else return 'invalid';
  const iso = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  return allValidDays().has(iso) ? iso : 'invalid';
};

/** Customers: link every pair that shares an email or a phone, then walk the links breadth-first. */
const customersOracle = (records: string[][]) => {
  const emailKey = (email: string) => {
    if (email === '') return '';
    const lower = email.toLowerCase();
    const at = lower.indexOf('@');
    let local = lower.slice(0, at);
    let domain = lower.slice(at + 1);
    if (local.includes('+')) local = local.slice(0, local.indexOf('+'));
    if (domain === 'googlemail.com') domain = 'gmail.com';
    if (domain === 'gmail.com') local = [...local].filter((c) => c !== '.').join('');
    return `${local}@${domain}`;
  };
  const phoneKey = (phone: string) => {
    const digits = [...phone].filter((c) => c >= '0' && c <= '9').join('');
    return digits.length >= 7 ? digits : '';
  };
  const emails = records.map((r) => emailKey(r[1]));
  const phones = records.map((r) => phoneKey(r[2]));
  const links: number[][] = records.map(() => []);
  for (let i = 0; i < records.length; i++)
    for (let j = i + 1; j < records.length; j++)
      if ((emails[i] !== '' && emails[i] === emails[j]) || (phones[i] !== '' && phones[i] === phones[j])) {
        links[i].push(j);
        links[j].push(i);
      }
  const kept = new Set<number>();
  const seen = new Set<number>();
  for (let start = 0; start < records.length; start++) {
    if (seen.has(start)) continue;
    const queue = [start];
    seen.add(start);
    let best = start;
    for (let q = 0; q < queue.length; q++) {
      const at = queue[q];
      const better = records[at][3] < records[best][3] || (records[at][3] === records[best][3] && at < best);
      if (better) best = at;
      for (const next of links[at])
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
    }
    kept.add(best);
  }
  return records.filter((_, i) => kept.has(i)).map((r) => r[0]);
};

/** Does one cron field accept a value? Each item is tested on its own: '*', 'a', 'a-b', with an optional '/step'. */
const cronFieldMatches = (field: string, value: number, lo: number, hi: number) =>
  field.split(',').some((item) => {
    const [range, step = '1'] = item.split('/');
    let from = lo;
    let to = hi;
    if (range !== '*') [from, to] = range.includes('-') ? range.split('-').map(Number) : [Number(range), Number(range)];
    return value >= from && value <= to && (value - from) % Number(step) === 0;
  });
/** The next runs, checking every minute of every day up to `maxDays` days ahead (null when that is not far enough). */
const cronOracle = (expression: string, after: string, count: number, maxDays: number) => {
  const [mi, h, dom, mon, dow] = expression.split(' ');
  const afterMs = Date.parse(`${after.replace(' ', 'T')}:00Z`);
  const runs: string[] = [];
  const firstDay = Date.parse(after.slice(0, 10));
  for (let day = firstDay; day <= firstDay + maxDays * DAY_MS; day += DAY_MS) {
    const date = new Date(day);
    if (date.getUTCFullYear() > 2099) return runs;
    const byMonth = cronFieldMatches(mon, date.getUTCMonth() + 1, 1, 12);
    const byDate = cronFieldMatches(dom, date.getUTCDate(), 1, 31);
    const byWeekday = cronFieldMatches(dow, date.getUTCDay(), 0, 6);
    const dayOk = dom !== '*' && dow !== '*' ? byDate || byWeekday : byDate && byWeekday;
    if (!byMonth || !dayOk) continue;
    for (let minute = 0; minute < 1440; minute++) {
      const at = day + minute * 60_000;
      if (at <= afterMs) continue;
      if (cronFieldMatches(h, Math.floor(minute / 60), 0, 23) && cronFieldMatches(mi, minute % 60, 0, 59)) {
        runs.push(new Date(at).toISOString().slice(0, 16).replace('T', ' '));
        if (runs.length === count) return runs;
      }
    }
  }
  return null;
};
/** A valid expression of this problem's grammar. */
const validCron = (expression: string) => {
  const fields = expression.split(' ');
  const bounds = [
    [0, 59],
    [0, 23],
    [1, 31],
    [1, 12],
    [0, 6],
  ];
  return (
    expression.length <= 100 &&
    fields.length === 5 &&
    fields.every((field, f) =>
      field.split(',').every((item) => {
        const m = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(item);
        if (!m) return false;
        const [lo, hi] = bounds[f];
        if (m[4] !== undefined && (Number(m[4]) < 1 || Number(m[4]) > 59)) return false;
        if (m[1] === '*') return true;
        if (m[3] === undefined && m[4] !== undefined) return false; // 'a/s' is not in the grammar
        const a = Number(m[2]);
        const b = m[3] === undefined ? a : Number(m[3]);
        return lo <= a && a <= b && b <= hi;
      }),
    )
  );
};

/* ---------- Shared limits ---------- */

// biome-ignore lint/suspicious/noExplicitAny: a test's arguments, as in Relation
const realDays = (rule: string, pick: (...args: any[]) => string[]): Relation => ({
  rule,
  // biome-ignore lint/suspicious/noExplicitAny: a test's arguments, as in Relation
  holds: (...args: any[]) => pick(...args).every(realDay),
});

export const DATES_DATA: ProblemContent[] = [
  /* ---------- time-series-basics: sessions ---------- */
  (() => {
    const random = seeded(91_301);
    const start = Date.UTC(2026, 10, 27, 8, 0, 0);
    /** Bursts of activity: events a few seconds to minutes apart, bursts separated by longer pauses. */
    const burstyEvents = (n: number, pauseMax: number) => {
      const out: string[] = [];
      let t = start + intIn(random, 0, 86_400) * 1000;
      for (let i = 0; i < n; i++) {
        t += (random() < 0.15 ? intIn(random, 600, pauseMax) : intIn(random, 0, 400)) * 1000;
        out.push(isoSecond(t));
      }
      // shuffle: the export is not in time order
      for (let i = out.length - 1; i > 0; i--) {
        const j = intIn(random, 0, i);
        [out[i], out[j]] = [out[j], out[i]];
      }
      return out;
    };
    const generated = (n: number, gap: number, pauseMax: number): Row => {
      const events = burstyEvents(n, pauseMax);
      return [[events, gap], sessionsOracle(events, gap)];
    };
    const sessionLengthsJs = `
  const times = events.map((e) => Date.parse(e + 'Z') / 1000).sort((a, b) => a - b);
  const lengths = [];
  let first = 0;
  for (let i = 0; i < times.length; i++) {
    if (i === 0) first = times[0];
    else if (times[i] - times[i - 1] > gapMinutes * 60) {
      lengths.push(times[i - 1] - first);
      first = times[i];
    }
  }
  if (times.length > 0) lengths.push(times[times.length - 1] - first);
  return lengths;`;
    const sessionLengthsPy = `
from datetime import datetime

EPOCH = datetime(2000, 1, 1)


def session_lengths(events, gap_minutes):
    times = sorted(int((datetime.fromisoformat(e) - EPOCH).total_seconds()) for e in events)
    lengths = []
    for i, t in enumerate(times):
        if i == 0:
            first = t
        elif t - times[i - 1] > gap_minutes * 60:
            lengths.append(times[i - 1] - first)
            first = t
    if times:
        lengths.append(times[-1] - first)
    return lengths`;
    return defineProblem({
      slug: 'session-lengths',
      title: 'Session Lengths',
      difficulty: 'medium',
      tags: ['dates', 'sorting', 'time-series'],
      modules: ['time-series-basics', 'exploratory-data-analysis'],
      statement: `
A product analyst wants to know how long people stay in the app. The tracking export gives one user's event timestamps, written \`YYYY-MM-DDTHH:MM:SS\` in UTC (no time zone suffix), **not in time order** (the export is merged from several servers) and possibly with repeated timestamps.

Group the events into **sessions**: sort them by time; a new session starts whenever the next event comes **more than** \`gapMinutes\` minutes after the previous event. A pause of exactly \`gapMinutes\` minutes keeps the session going.

Return the **length of every session in seconds** (its last event's time minus its first event's time), in chronological order. A session with one event lasts \`0\` seconds. With no events, return \`[]\`.

**Example:** events at 10:00:00, 10:20:00, 10:29:30 and 11:05:00 (one day), \`gapMinutes = 30\` → \`[1770, 0]\`: the first three events are one session (the pauses are 20 and 9.5 minutes), then 35.5 minutes of silence start a new one.
`,
      constraints: [
        '0 ≤ events.length ≤ 5,000',
        'every timestamp is a real date and time in the years 2000 to 2099, written "YYYY-MM-DDTHH:MM:SS"',
        '1 ≤ gapMinutes ≤ 1,440',
      ],
      limits: {
        events: {
          length: [0, 5000],
          each: { pattern: /^20\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/ },
        },
        gapMinutes: { int: [1, 1440] },
      },
      relations: [
        realDays('every timestamp is a real date in the years 2000 to 2099', (events: string[]) =>
          events.map((e) => e.slice(0, 10)),
        ),
      ],
      signature: ['sessionLengths', 'events: string[]', 'gapMinutes: int'],
      returns: 'int[]',
      js: sessionLengthsJs,
      py: sessionLengthsPy,
      wrong: [
        {
          why: 'splits on a pause of exactly gapMinutes (>= instead of >)',
          js: mutate(sessionLengthsJs, '] >', '] >='),
          py: mutate(sessionLengthsPy, '>', '>='),
        },
        {
          why: 'trusts the export to be in time order and never sorts',
          js: `
  const times = events.map((e) => Date.parse(e + 'Z') / 1000);
  const lengths = [];
  let first = 0;
  for (let i = 0; i < times.length; i++) {
    if (i === 0) first = times[0];
    else if (Math.abs(times[i] - times[i - 1]) > gapMinutes * 60) {
      lengths.push(Math.abs(times[i - 1] - first));
      first = times[i];
    }
  }
  if (times.length > 0) lengths.push(Math.abs(times[times.length - 1] - first));
  return lengths;`,
          py: `
from datetime import datetime

EPOCH = datetime(2000, 1, 1)


def session_lengths(events, gap_minutes):
    times = [int((datetime.fromisoformat(e) - EPOCH).total_seconds()) for e in events]
    lengths = []
    for i, t in enumerate(times):
        if i == 0:
            first = t
        elif abs(t - times[i - 1]) > gap_minutes * 60:
            lengths.append(abs(times[i - 1] - first))
            first = t
    if times:
        lengths.append(abs(times[-1] - first))
    return lengths`,
        },
      ],
      samples: [
        [
          [['2026-11-27T10:00:00', '2026-11-27T10:20:00', '2026-11-27T10:29:30', '2026-11-27T11:05:00'], 30],
          [1770, 0],
          'two sessions',
        ],
        [
          [['2026-11-27T09:40:00', '2026-11-27T09:00:00', '2026-11-27T09:15:00', '2026-11-27T09:30:00'], 15],
          [2400],
          'out of order, pauses of exactly the gap',
        ],
        [[[], 30], [], 'no events'],
      ],
      hidden: [
        [[['2026-01-01T00:00:00'], 5], [0], 'one event'],
        [[['2026-03-05T12:00:00', '2026-03-05T12:00:00', '2026-03-05T12:00:00'], 1], [0], 'repeated timestamps'],
        [
          [['2026-03-05T12:00:00', '2026-03-05T12:01:00', '2026-03-05T12:02:01'], 1],
          [60, 0],
          'one second over the gap',
        ],
        [
          [['2026-12-31T23:50:00', '2027-01-01T00:10:00', '2027-01-01T00:25:00'], 20],
          [2100],
          'a session across midnight and new year',
        ],
        [
          [['2028-02-28T23:30:00', '2028-02-29T00:10:00', '2028-03-01T00:05:00', '2028-03-01T00:09:59'], 60],
          [2400, 299],
          'a leap day',
        ],
        [[['2030-06-01T00:00:00', '2030-06-02T00:00:00', '2030-06-03T00:00:01'], 1440], [86400, 0], 'the largest gap'],
        [
          [['2026-05-05T10:00:00', '2026-05-05T08:00:00', '2026-05-05T09:00:00', '2026-05-05T07:00:00'], 59],
          [0, 0, 0, 0],
          'every event alone',
        ],
        [[['2000-01-01T00:00:00', '2099-12-31T23:59:59'], 1440], [0, 0], 'a century apart'],
        ...rows([
          generated(40, 30, 3000),
          generated(200, 10, 2000),
          generated(1000, 15, 5000),
          generated(3000, 30, 9000),
          generated(5000, 5, 4000),
        ]),
      ],
      hints: [
        'Sort first: a pause only means something between events that are next to each other in time.',
        'Turn each timestamp into a number of seconds so that pauses are simple subtractions. Walk the sorted list and remember where the current session began.',
        'When a pause is longer than the gap, close the current session (its last event is the previous one) and open a new one. Do not forget to close the last session after the loop.',
      ],
      editorial: `
**Idea.** This is sessionisation, a standard way to turn raw events into units an analyst can count. Convert every timestamp to seconds (in JavaScript, parse it as UTC by appending \`Z\`; in Python, subtract a fixed naive \`datetime\` so no local time zone sneaks in), then sort. Walk the sorted times: a pause longer than \`gapMinutes × 60\` seconds ends the session at the previous event and starts a new one at the current event. After the loop, close the last session.

**Why it works.** In time order, two events belong to the same session exactly when no pause between them exceeds the gap, so every session is a maximal run of the sorted list, and the length of a run is its last time minus its first.

**Complexity.** O(n log n) for the sort, O(n) for the walk; O(n) memory.

**Common mistakes.** Trusting the export's order; splitting on a pause of exactly the gap (the rule says *more than*); forgetting the last session; parsing timestamps in local time, which shifts or breaks pauses across a daylight-saving change.
`,
    });
  })(),

  /* ---------- time-series-basics: a rolling sum over calendar days ---------- */
  (() => {
    const random = seeded(91_302);
    const generated = (n: number, span: number, window: number, refunds: boolean): Row => {
      const lo = Date.UTC(1900, 0, 1);
      const hi = Date.UTC(2099, 11, 31) - span * DAY_MS;
      const first = lo + intIn(random, 0, (hi - lo) / DAY_MS) * DAY_MS;
      const dates: string[] = [];
      const amounts: number[] = [];
      for (let i = 0; i < n; i++) {
        dates.push(isoDay(first + intIn(random, 0, span) * DAY_MS));
        amounts.push(refunds && random() < 0.2 ? -intIn(random, 1, 10_000) : intIn(random, 0, 10_000));
      }
      // make sure the first and the last day of the span are there
      dates[0] = isoDay(first);
      if (n > 1) dates[n - 1] = isoDay(first + span * DAY_MS);
      return [[dates, amounts, window], rollingOracle(dates, amounts, window)];
    };
    const rollingRevenueWindowJs = `
  if (dates.length === 0) return [];
  const days = dates.map((d) => Math.round(Date.parse(d) / 86400000));
  const first = Math.min(...days);
  const perDay = new Array(Math.max(...days) - first + 1).fill(0);
  days.forEach((day, i) => {
    perDay[day - first] += amounts[i];
  });
  const sums = [];
  let running = 0;
  for (let i = 0; i < perDay.length; i++) {
    running += perDay[i];
    if (i >= window) running -= perDay[i - window];
    sums.push(running);
  }
  return sums;`;
    const rollingRevenueWindowPy = `
from datetime import date


def rolling_revenue(dates, amounts, window):
    if not dates:
        return []
    days = [date.fromisoformat(d).toordinal() for d in dates]
    first = min(days)
    per_day = [0] * (max(days) - first + 1)
    for day, amount in zip(days, amounts):
        per_day[day - first] += amount
    sums = []
    running = 0
    for i, value in enumerate(per_day):
        running += value
        if i >= window:
            running -= per_day[i - window]
        sums.append(running)
    return sums`;
    return defineProblem({
      slug: 'rolling-revenue-window',
      title: 'Rolling Revenue by Calendar Day',
      difficulty: 'hard',
      tags: ['dates', 'sliding window', 'time-series'],
      modules: ['time-series-basics'],
      statement: `
A shop's order export has one row per order: \`dates[i]\` (\`YYYY-MM-DD\`) and \`amounts[i]\` (whole euros; refunds are negative). The rows are **not sorted**, a date can appear many times, and days without orders simply have no rows.

The dashboard wants a **trailing rolling sum over calendar days**, like pandas' \`rolling("7D").sum()\` after resampling to days: for **every calendar day** from the earliest date in the export to the latest one (both included, days without orders too), report the total of all amounts dated in the last \`window\` days up to and including that day, i.e. from \`day − (window − 1)\` to \`day\`. Days before the earliest date have no orders.

Return the list of these sums, oldest day first. With no rows, return \`[]\`.

**Example:** \`dates = ["2026-02-27", "2026-03-02", "2026-02-27"]\`, \`amounts = [10, 5, 20]\`, \`window = 3\` → the days are Feb 27, Feb 28, Mar 1 and Mar 2 (2026 is not a leap year), so the answer is \`[30, 30, 30, 5]\`: the window for Mar 2 covers Feb 28 to Mar 2.
`,
      constraints: [
        '0 ≤ dates.length = amounts.length ≤ 10,000',
        'every date is a real date in the years 1900 to 2099, written "YYYY-MM-DD"',
        'the latest date is at most 1,000 days after the earliest',
        '-10,000 ≤ amounts[i] ≤ 10,000',
        '1 ≤ window ≤ 366',
      ],
      limits: {
        dates: { length: [0, 10_000], each: { pattern: ISO_DAY } },
        amounts: { length: [0, 10_000], each: { int: [-10_000, 10_000] } },
        window: { int: [1, 366] },
      },
      relations: [
        { rule: 'dates.length = amounts.length', holds: (d: string[], a: number[]) => d.length === a.length },
        realDays('every date is a real date in the years 1900 to 2099', (d: string[]) => d),
        {
          rule: 'the latest date is at most 1,000 days after the earliest',
          holds: (d: string[]) =>
            d.length === 0 || (Date.parse([...d].sort().pop() ?? '') - Date.parse([...d].sort()[0])) / DAY_MS <= 1000,
        },
      ],
      signature: ['rollingRevenue', 'dates: string[]', 'amounts: int[]', 'window: int'],
      returns: 'int[]',
      js: rollingRevenueWindowJs,
      py: rollingRevenueWindowPy,
      wrong: [
        {
          why: 'rolls over rows instead of days: only dates that have orders appear, and the window is the last `window` of them (rolling(7) on sparse data)',
          js: `
  const totals = new Map();
  dates.forEach((d, i) => totals.set(d, (totals.get(d) ?? 0) + amounts[i]));
  const perDay = [...totals.keys()].sort().map((d) => totals.get(d));
  const sums = [];
  let running = 0;
  for (let i = 0; i < perDay.length; i++) {
    running += perDay[i];
    if (i >= window) running -= perDay[i - window];
    sums.push(running);
  }
  return sums;`,
          py: `
def rolling_revenue(dates, amounts, window):
    totals = {}
    for d, amount in zip(dates, amounts):
        totals[d] = totals.get(d, 0) + amount
    per_day = [totals[d] for d in sorted(totals)]
    sums = []
    running = 0
    for i, value in enumerate(per_day):
        running += value
        if i >= window:
            running -= per_day[i - window]
        sums.append(running)
    return sums`,
        },
        {
          why: 'off by one: the window covers window + 1 days (day − window to day)',
          js: mutate(rollingRevenueWindowJs, '>=', '>', 'window]', 'window - 1]'),
          py: mutate(rollingRevenueWindowPy, '>=', '>', 'window]', 'window - 1]'),
        },
      ],
      samples: [
        [[['2026-02-27', '2026-03-02', '2026-02-27'], [10, 5, 20], 3], [30, 30, 30, 5], 'a month boundary'],
        [
          [['2026-11-03', '2026-11-01', '2026-11-06'], [7, 4, 2], 2],
          [4, 4, 7, 7, 0, 2],
          'days without orders are filled in',
        ],
        [[[], [], 7], [], 'an empty export'],
      ],
      hidden: [
        [[['2026-11-27'], [-15], 7], [-15], 'one refund'],
        [[['2024-02-28', '2024-03-01'], [1, 2], 2], [1, 1, 2], 'a leap day in the range'],
        [[['1900-02-28', '1900-03-01'], [1, 2], 2], [1, 3], '1900 has no leap day'],
        [[['2025-12-30', '2026-01-02', '2025-12-30'], [3, 4, 5], 1], [8, 0, 0, 4], 'a window of one day'],
        [
          [['2026-06-10', '2026-06-10', '2026-06-12'], [100, -100, 50], 366],
          [0, 0, 50],
          'a refund cancels a sale on the same day',
        ],
        [
          [['2099-12-31', '2099-12-29', '2099-12-30', '2099-12-31'], [10_000, 10_000, 10_000, 10_000], 2],
          [10_000, 20_000, 30_000],
          'the last days of 2099',
        ],
        ...rows([
          generated(30, 20, 7, false),
          generated(200, 90, 7, true),
          generated(1000, 365, 28, true),
          generated(2000, 1000, 30, true),
          generated(5000, 700, 366, true),
          generated(10_000, 1000, 7, true),
          generated(10_000, 1000, 1, true),
          generated(500, 1000, 100, false),
        ]),
      ],
      hints: [
        'Turn every date into a day number (days since some fixed day) so that the calendar (month lengths, leap years) is handled once, by the date library.',
        'Add the amounts into one bucket per day from the earliest to the latest day; the empty days are buckets holding 0.',
        'Slide a window over the buckets: add the bucket that enters, subtract the one that leaves `window` days later. Each day then costs O(1).',
      ],
      editorial: `
**Idea.** Resample, then roll, exactly as the lesson does with \`resample("D").sum()\` followed by a rolling window. Convert each date to a day number (in JavaScript, \`Date.parse\` of a \`YYYY-MM-DD\` string is midnight UTC, so dividing by 86,400,000 gives whole days; in Python, \`date.toordinal()\`). Make an array with one bucket per day from the earliest to the latest, add every amount into its bucket, and keep a running sum: add bucket *i*, and once *i* ≥ \`window\` subtract bucket *i − window*, which has just left the window.

**Why it works.** After step *i* the running sum holds buckets *i − window + 1* … *i*, which are exactly the days of the trailing window; buckets before the first day do not exist, i.e. are 0.

**Complexity.** O(n + D) time and O(D) memory, where D ≤ 1,001 is the number of days in the span. Summing every window from scratch would be O(D × window) or O(D × n).

**Common mistakes.** Rolling over *rows* instead of days (the window must be calendar days, the lesson's \`rolling(7)\` versus \`rolling("7D")\` trap); skipping days without orders; an off-by-one that makes the window \`window + 1\` days long; doing date arithmetic by hand and getting February wrong.
`,
    });
  })(),
  /* ---------- data-cleaning: dates in mixed formats ---------- */
  (() => {
    const random = seeded(91_303);
    const pick = <T>(list: T[]) => list[intIn(random, 0, list.length - 1)];
    const randomCase = (word: string) => [...word].map((c) => (random() < 0.4 ? c.toUpperCase() : c)).join('');
    const messyDate = () => {
      const y = random() < 0.1 ? pick([1800, 1899, 1900, 2000, 2024, 2099, 2100]) : intIn(random, 1900, 2099);
      const m = random() < 0.05 ? pick([0, 13]) : intIn(random, 1, 12);
      const d = random() < 0.35 ? intIn(random, 28, 31) : random() < 0.04 ? 0 : intIn(random, 1, 28);
      const loose = (n: number) => (random() < 0.5 ? String(n) : pad2(n));
      const format = intIn(random, 0, 2);
      let s =
        format === 0
          ? `${y}-${pad2(m)}-${pad2(d)}`
          : format === 1
            ? `${loose(d)}/${loose(m)}/${y}`
            : `${randomCase(MONTH_ABBR[m - 1] ?? 'abc')} ${loose(d)}, ${y}`;
      const noise = random();
      if (noise < 0.06) s = s.replace('-', '/');
      else if (noise < 0.1) s = s.replace(',', '');
      else if (noise < 0.14) s = s.replace(' ', '  ');
      else if (noise < 0.18) s = s.replace('-0', '-');
      else if (noise < 0.22) s = s.replace(/^sep/i, 'Sept');
      else if (noise < 0.3) s = `${' '.repeat(intIn(random, 0, 3))}${s}${' '.repeat(intIn(random, 0, 3))}`;
      return s;
    };
    const generated = (n: number): Row => {
      const values = Array.from({ length: n }, messyDate);
      return [[values], values.map(normalizeOracle)];
    };
    const normalizeMixedDatesJs = `
  const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
  return values.map((raw) => {
    const s = raw.replace(/^ +| +$/g, '');
    const iso = /^(\\d{4})-(\\d{2})-(\\d{2})$/.exec(s);
    const slash = /^(\\d{1,2})\\/(\\d{1,2})\\/(\\d{4})$/.exec(s);
    const named = /^([A-Za-z]{3}) (\\d{1,2}), (\\d{4})$/.exec(s);
    let year = 0;
    let month = 0;
    let day = 0;
    if (iso) {
      year = Number(iso[1]);
      month = Number(iso[2]);
      day = Number(iso[3]);
    } else if (slash) {
      day = Number(slash[1]);
      month = Number(slash[2]);
      year = Number(slash[3]);
    } else if (named) {
      month = MONTHS.indexOf(named[1].toLowerCase()) + 1;
      day = Number(named[2]);
      year = Number(named[3]);
    } else return 'invalid';
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    const lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    if (year < 1900 || year > 2099 || month < 1 || month > 12) return 'invalid';
    if (day < 1 || day > lengths[month - 1]) return 'invalid';
    return year + '-' + String(month).padStart(2, '0') + '-' + String(day).padStart(2, '0');
  });`;
    const normalizeMixedDatesPy = `
import re

MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
ISO = re.compile(r'([0-9]{4})-([0-9]{2})-([0-9]{2})')
SLASH = re.compile(r'([0-9]{1,2})/([0-9]{1,2})/([0-9]{4})')
NAMED = re.compile(r'([A-Za-z]{3}) ([0-9]{1,2}), ([0-9]{4})')


def normalize_one(raw):
    s = raw.strip(' ')
    iso, slash, named = ISO.fullmatch(s), SLASH.fullmatch(s), NAMED.fullmatch(s)
    if iso:
        year, month, day = int(iso[1]), int(iso[2]), int(iso[3])
    elif slash:
        day, month, year = int(slash[1]), int(slash[2]), int(slash[3])
    elif named:
        name = named[1].lower()
        month = MONTHS.index(name) + 1 if name in MONTHS else 0
        day, year = int(named[2]), int(named[3])
    else:
        return 'invalid'
    leap = (year % 4 == 0 and year % 100 != 0) or year % 400 == 0
    lengths = [31, 29 if leap else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    if not (1900 <= year <= 2099 and 1 <= month <= 12):
        return 'invalid'
    if not 1 <= day <= lengths[month - 1]:
        return 'invalid'
    return f'{year:04d}-{month:02d}-{day:02d}'


def normalize_dates(values):
    return [normalize_one(v) for v in values]`;
    return defineProblem({
      slug: 'normalize-mixed-dates',
      title: 'Normalize Mixed Date Formats',
      difficulty: 'hard',
      tags: ['dates', 'parsing', 'data cleaning'],
      modules: ['data-cleaning'],
      statement: `
A sign-up spreadsheet was filled in by three teams, and its \`signup\` column mixes three date formats. Before loading it, turn every value into an ISO date \`YYYY-MM-DD\`, or into the word \`invalid\` when it is not a real date in one of the accepted formats. As the lesson says, do not guess: a value either matches a format exactly or it is invalid.

First remove spaces at the start and the end of the value (only spaces). The rest must match one of these formats **exactly**:

1. \`YYYY-MM-DD\`: four digits, a hyphen, two digits for the month, a hyphen, two digits for the day (\`2026-11-27\`).
2. \`D/M/YYYY\`: **day first** (the European order), then month, then year, separated by \`/\`; day and month have one or two digits (\`27/11/2026\`, \`3/4/2026\` is 3 April), the year four.
3. \`Mon D, YYYY\`: a three-letter English month abbreviation (\`Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec\`, in any letter case), one space, the day in one or two digits, a comma, one space, the four-digit year (\`Nov 27, 2026\`, \`dec 1, 1999\`). Other spellings such as \`Sept\` or \`November\` are not accepted.

The value is then valid when the year is from 1900 to 2099, the month from 1 to 12 and the day from 1 to the length of that month in the Gregorian calendar: February has 29 days in a **leap year** (a year divisible by 4, except years divisible by 100 that are not divisible by 400, so 2000 is a leap year and 1900 is not) and 28 otherwise.

Return the results in the input's order.

**Example:** \`["2026-11-27", " 3/4/2026 ", "Feb 29, 2023", "2026/11/27"]\` → \`["2026-11-27", "2026-04-03", "invalid", "invalid"]\`.
`,
      constraints: [
        '0 ≤ values.length ≤ 2,000',
        'each value has 0 to 30 characters, all printable ASCII (letters, digits, punctuation, spaces)',
      ],
      limits: { values: { length: [0, 2000], each: { length: [0, 30], chars: /[ -~]/ } } },
      signature: ['normalizeDates', 'values: string[]'],
      returns: 'string[]',
      js: normalizeMixedDatesJs,
      py: normalizeMixedDatesPy,
      wrong: [
        {
          why: 'treats every year divisible by 4 as a leap year, so 29 February 1900 passes',
          js: mutate(normalizeMixedDatesJs, '(year % 4 === 0 && year % 100 !== 0) || year % 400', 'year % 4'),
          py: mutate(normalizeMixedDatesPy, '(year % 4 == 0 and year % 100 != 0) or year % 400', 'year % 4'),
        },
        {
          why: 'reads D/M/YYYY month first (the US order), so 3/4/2026 becomes 4 March',
          js: mutate(
            normalizeMixedDatesJs,
            'day = Number(slash[1]);\n      month = Number(slash[2]);',
            'month = Number(slash[1]);\n      day = Number(slash[2]);',
          ),
          py: mutate(normalizeMixedDatesPy, 'day, month', 'month, day'),
        },
      ],
      samples: [
        [
          [['2026-11-27', '27/11/2026', 'Nov 27, 2026']],
          ['2026-11-27', '2026-11-27', '2026-11-27'],
          'one date, three formats',
        ],
        [
          [['2026-11-27', ' 3/4/2026 ', 'Feb 29, 2023', '2026/11/27']],
          ['2026-11-27', '2026-04-03', 'invalid', 'invalid'],
          'day first, spaces trimmed, no leap day in 2023',
        ],
        [
          [['29/02/2024', '2026-04-31', 'dec 1, 1999', '']],
          ['2024-02-29', 'invalid', '1999-12-01', 'invalid'],
          'a leap day, a missing 31st, lower case, an empty cell',
        ],
      ],
      hidden: [
        [[[]], [], 'no values'],
        [
          [['1900-02-29', '2000-02-29', '2100-01-01', '1899-12-31', '1900-01-01', '2099-12-31']],
          ['invalid', '2000-02-29', 'invalid', 'invalid', '1900-01-01', '2099-12-31'],
          'century leap years and the year range',
        ],
        [
          [['Sept 3, 2026', 'September 3, 2026', 'Sep 3 2026', 'Sep  3, 2026', 'SEP 03, 2026', 'Sep 3,2026']],
          ['invalid', 'invalid', 'invalid', 'invalid', '2026-09-03', 'invalid'],
          'month names spelled exactly',
        ],
        [
          [['2026-1-05', '2026-01-5', '20260105', '2026-00-10', '2026-13-01', '2026-12-00']],
          ['invalid', 'invalid', 'invalid', 'invalid', 'invalid', 'invalid'],
          'ISO needs two-digit month and day in range',
        ],
        [
          [['31/12/2026', '12/31/2026', '1/1/2026', '01/01/2026', '001/1/2026', '0/1/2026', '5/6/26']],
          ['2026-12-31', 'invalid', '2026-01-01', '2026-01-01', 'invalid', 'invalid', 'invalid'],
          'day-first slashes',
        ],
        [
          [['31/04/2026', '31/05/2026', 'Jun 31, 2026', 'Jul 31, 2026', 'Feb 29, 2000', 'Feb 29, 2100']],
          ['invalid', '2026-05-31', 'invalid', '2026-07-31', '2000-02-29', 'invalid'],
          'month lengths',
        ],
        [
          [
            [
              '   2026-11-27',
              '2026-11-27   ',
              ' Nov 27, 2026 ',
              'Xyz 1, 2026',
              'May 5, 2026',
              '2026-11-27x',
              '2026 - 11 - 27',
            ],
          ],
          ['2026-11-27', '2026-11-27', '2026-11-27', 'invalid', '2026-05-05', 'invalid', 'invalid'],
          'spaces only at the ends',
        ],
        [
          [['29/2/1900', '29/2/1904', 'feb 29, 1996', '2400-02-29']],
          ['invalid', '1904-02-29', '1996-02-29', 'invalid'],
          'more leap days',
        ],
        ...rows([generated(60), generated(300), generated(1000), generated(2000)]),
      ],
      hints: [
        'Trim the spaces, then try each format in turn with an anchored pattern (start to end); a value that matches none is invalid.',
        'Once a format matched, you have three numbers. Check them against the calendar separately from the parsing: the year range, the month range, then the day against the month’s length.',
        'The length of February needs the full Gregorian rule: divisible by 4, but not by 100 unless also by 400.',
      ],
      editorial: `
**Idea.** Split the job into *parsing* and *validating*, the way the lesson's \`pd.to_datetime(..., format=..., errors="coerce")\` does. Parsing: after trimming the spaces at the ends, try three anchored regular expressions, one per format; each that matches yields a year, a month and a day (for the slash format the first number is the day, for the named format the month comes from a twelve-entry list looked up in lower case). A value matching none is invalid, never guessed. Validating: the year must be 1900–2099, the month 1–12 and the day between 1 and the month's length, where February has 29 days exactly in Gregorian leap years. A valid date is printed back with zero-padded month and day.

**Why it works.** The three patterns are disjoint (a hyphen, a slash or a leading word), so each value is read in at most one way, and the calendar check accepts exactly the real dates.

**Complexity.** O(total length of the values): each value is matched against three patterns of constant size.

**Pitfalls.** Unanchored patterns (\`2026-11-27x\` must fail; in Python use \`fullmatch\`, because \`$\` also matches before a final newline), the "every fourth year" shortcut (1900 was not a leap year), reading \`3/4/2026\` month first, and library parsers that are more lenient than the rules (JavaScript's \`Date.parse("2026-02-30")\` quietly rolls over to 2 March).
`,
    });
  })(),
  /* ---------- data-cleaning: merging duplicate customers ---------- */
  (() => {
    const random = seeded(91_304);
    const pick = <T>(list: T[]) => list[intIn(random, 0, list.length - 1)];
    const NAMES = ['ana', 'bo', 'chen', 'dara', 'eli', 'femi', 'gus', 'hana', 'ivo', 'jun', 'kai', 'lea', 'mo', 'nia'];
    const DOMAINS = ['gmail.com', 'googlemail.com', 'example.com', 'mail.de', 'fastmail.com'];
    interface Person {
      local: string;
      domain: string;
      phone: string;
    }
    const person = (): Person => ({
      local: `${pick(NAMES)}${pick(['', '.', '_'])}${pick(NAMES)}${random() < 0.5 ? intIn(random, 1, 99) : ''}`,
      domain: pick(DOMAINS),
      phone: String(intIn(random, 2_000_000_000, 9_999_999_999)),
    });
    const emailOf = (p: Person) => {
      if (random() < 0.15) return '';
      let local = p.local;
      if (random() < 0.3 && local.length > 2) {
        const at = intIn(random, 1, local.length - 1);
        local = `${local.slice(0, at)}.${local.slice(at)}`.replace('..', '.');
      }
      if (random() < 0.3) local = `${local}+${pick(['shop', 'news', 'x', 'promo1'])}`;
      let domain = p.domain;
      if (domain.endsWith('mail.com') && domain !== 'fastmail.com' && random() < 0.5)
        domain = domain === 'gmail.com' ? 'googlemail.com' : 'gmail.com';
      const email = `${local}@${domain}`;
      return random() < 0.2 ? email.toUpperCase() : email;
    };
    const phoneOf = (p: Person) => {
      const r = random();
      const d = p.phone;
      if (r < 0.3) return '';
      if (r < 0.35) return d.slice(0, 5);
      if (r < 0.55) return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
      if (r < 0.75) return `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`;
      return d;
    };
    const generated = (n: number, people: number): Row => {
      const crowd = Array.from({ length: people }, person);
      const records = Array.from({ length: n }, (_, i) => {
        const who = pick(crowd);
        // now and then a household shares a phone: the record links two people
        const phoneFrom = random() < 0.05 ? pick(crowd) : who;
        const day = isoDay(Date.UTC(2024, 0, 1) + intIn(random, 0, 900) * DAY_MS);
        return [`c${i + 1}`, emailOf(who), phoneOf(phoneFrom), day];
      });
      return [[records], customersOracle(records)];
    };
    const mergeDuplicateCustomersJs = `
  const parent = records.map((_, i) => i);
  const find = (x = 0) => {
    let root = x;
    while (parent[root] !== root) root = parent[root];
    while (parent[x] !== root) {
      const next = parent[x];
      parent[x] = root;
      x = next;
    }
    return root;
  };
  const firstWithKey = new Map();
  records.forEach(([, email, phone], i) => {
    const keys = [];
    if (email !== '') {
      const [name, host] = email.toLowerCase().split('@');
      let local = name.split('+')[0];
      const domain = host === 'googlemail.com' ? 'gmail.com' : host;
      if (domain === 'gmail.com') local = local.split('.').join('');
      keys.push('email:' + local + '@' + domain);
    }
    const digits = phone.replace(/[^0-9]/g, '');
    if (digits.length >= 7) keys.push('phone:' + digits);
    for (const key of keys) {
      if (firstWithKey.has(key)) parent[find(i)] = find(firstWithKey.get(key));
      else firstWithKey.set(key, i);
    }
  });
  const keeper = new Map();
  records.forEach(([, , , signedUp], i) => {
    const root = find(i);
    const held = keeper.get(root);
    if (held === undefined || signedUp < records[held][3]) keeper.set(root, i);
  });
  const kept = new Set(keeper.values());
  return records.filter((_, i) => kept.has(i)).map(([id]) => id);`;
    const mergeDuplicateCustomersPy = `
def merge_customers(records):
    parent = list(range(len(records)))

    def find(x):
        root = x
        while parent[root] != root:
            root = parent[root]
        while parent[x] != root:
            parent[x], x = root, parent[x]
        return root

    first_with_key = {}
    for i, (_, email, phone, _) in enumerate(records):
        keys = []
        if email:
            local, domain = email.lower().split('@')
            local = local.split('+')[0]
            if domain == 'googlemail.com':
                domain = 'gmail.com'
            if domain == 'gmail.com':
                local = local.replace('.', '')
            keys.append('email:' + local + '@' + domain)
        digits = ''.join(c for c in phone if c in '0123456789')
        if len(digits) >= 7:
            keys.append('phone:' + digits)
        for key in keys:
            if key in first_with_key:
                parent[find(i)] = find(first_with_key[key])
            else:
                first_with_key[key] = i

    keeper = {}
    for i, record in enumerate(records):
        root = find(i)
        if root not in keeper or record[3] < records[keeper[root]][3]:
            keeper[root] = i
    kept = set(keeper.values())
    return [record[0] for i, record in enumerate(records) if i in kept]`;
    return defineProblem({
      slug: 'merge-duplicate-customers',
      title: 'Merge Duplicate Customers',
      difficulty: 'hard',
      tags: ['union-find', 'strings', 'data cleaning'],
      modules: ['data-cleaning'],
      statement: `
A CRM export has one row per sign-up: \`[id, email, phone, signedUp]\`, with \`signedUp\` as \`YYYY-MM-DD\`. The same person often signed up several times, with the email written differently or only a phone number. Find the customers and keep **one row per customer: the earliest sign-up**.

**Normalising an email** (an empty email means "unknown"):
1. Lower-case the whole address.
2. In the part before \`@\`, drop everything from the first \`+\` on (\`sam+news@fastmail.com\` is \`sam@fastmail.com\`).
3. Gmail ignores dots and has two domains: if the domain is \`gmail.com\` or \`googlemail.com\`, delete every \`.\` before the \`@\` and use the domain \`gmail.com\`. For other domains the dots stay (\`j.doe@outlook.com\` and \`jdoe@outlook.com\` are different people).

**Normalising a phone:** keep only its digits. A phone with fewer than 7 digits (including an empty one) is unknown.

Two rows belong to the **same customer** when their normalised emails are equal (and known) **or** their phones are equal (and known), and "same customer" is transitive: if row A shares an email with B and B shares a phone with C, then A, B and C are one customer even though A and C share nothing.

For each customer keep the row with the earliest \`signedUp\`; on a tie keep the one that comes first in the export. Return the **ids of the kept rows in the export's order**. With no rows, return \`[]\`.
`,
      constraints: [
        '0 ≤ records.length ≤ 2,000',
        'ids are distinct: "c" followed by 1 to 5 digits',
        'an email is empty or has at most 40 characters: letters, digits, ".", "_", "+" and "-", one "@", then a domain of letters, digits, "." and "-"',
        'a phone has at most 20 characters: digits, spaces, "(", ")", "+" and "-"',
        'signedUp is a real date in the years 1900 to 2099, written "YYYY-MM-DD"',
      ],
      limits: {
        records: {
          length: [0, 2000],
          each: {
            tuple: [
              { pattern: /^c[0-9]{1,5}$/ },
              { length: [0, 40], pattern: /^$|^[A-Za-z0-9._+-]+@[A-Za-z0-9.-]+$/ },
              { length: [0, 20], chars: /[0-9 ()+-]/ },
              { pattern: ISO_DAY },
            ],
          },
        },
      },
      relations: [
        { rule: 'ids are distinct', holds: (r: string[][]) => new Set(r.map((x) => x[0])).size === r.length },
        realDays('signedUp is a real date in the years 1900 to 2099', (r: string[][]) => r.map((x) => x[3])),
      ],
      signature: ['mergeCustomers', 'records: string[][]'],
      returns: 'string[]',
      js: mergeDuplicateCustomersJs,
      py: mergeDuplicateCustomersPy,
      wrong: [
        {
          why: 'deletes the dots of every email, not only Gmail addresses',
          js: mutate(mergeDuplicateCustomersJs, "if (domain === 'gmail.com') ", ''),
          py: mutate(
            mergeDuplicateCustomersPy,
            "if domain == 'gmail.com':\n                local = local.replace('.', '')",
            "local = local.replace('.', '')",
          ),
        },
        {
          why: 'not transitive: a row joins the first earlier row it matches, and two groups a row links are never merged',
          js: `
  const group = records.map((_, i) => i);
  const firstWithKey = new Map();
  records.forEach(([, email, phone], i) => {
    const keys = [];
    if (email !== '') {
      const [name, host] = email.toLowerCase().split('@');
      let local = name.split('+')[0];
      const domain = host === 'googlemail.com' ? 'gmail.com' : host;
      if (domain === 'gmail.com') local = local.split('.').join('');
      keys.push('email:' + local + '@' + domain);
    }
    const digits = phone.replace(/[^0-9]/g, '');
    if (digits.length >= 7) keys.push('phone:' + digits);
    const match = keys.find((key) => firstWithKey.has(key));
    if (match !== undefined) group[i] = group[firstWithKey.get(match)];
    for (const key of keys) if (!firstWithKey.has(key)) firstWithKey.set(key, i);
  });
  const keeper = new Map();
  records.forEach(([, , , signedUp], i) => {
    const held = keeper.get(group[i]);
    if (held === undefined || signedUp < records[held][3]) keeper.set(group[i], i);
  });
  const kept = new Set(keeper.values());
  return records.filter((_, i) => kept.has(i)).map(([id]) => id);`,
          py: `
def merge_customers(records):
    group = list(range(len(records)))
    first_with_key = {}
    for i, (_, email, phone, _) in enumerate(records):
        keys = []
        if email:
            local, domain = email.lower().split('@')
            local = local.split('+')[0]
            if domain == 'googlemail.com':
                domain = 'gmail.com'
            if domain == 'gmail.com':
                local = local.replace('.', '')
            keys.append('email:' + local + '@' + domain)
        digits = ''.join(c for c in phone if c in '0123456789')
        if len(digits) >= 7:
            keys.append('phone:' + digits)
        for key in keys:
            if key in first_with_key:
                group[i] = group[first_with_key[key]]
                break
        for key in keys:
            first_with_key.setdefault(key, i)

    keeper = {}
    for i, record in enumerate(records):
        g = group[i]
        if g not in keeper or record[3] < records[keeper[g]][3]:
            keeper[g] = i
    kept = set(keeper.values())
    return [record[0] for i, record in enumerate(records) if i in kept]`,
        },
      ],
      samples: [
        [
          [
            [
              ['c1', 'Ana.Lima@gmail.com', '', '2026-03-01'],
              ['c2', 'analima+shop@googlemail.com', '', '2026-01-15'],
              ['c3', 'ana.lima@example.com', '', '2025-12-31'],
            ],
          ],
          ['c2', 'c3'],
          'Gmail dots and plus tags',
        ],
        [
          [
            [
              ['c1', 'bo@shop.io', '+1 (555) 010-2000', '2026-05-01'],
              ['c2', 'bo.k@work.io', '1-555-010-2000', '2026-05-03'],
              ['c3', 'BO.K@work.io', '', '2026-04-01'],
              ['c4', 'x@y.com', '12345', '2026-01-01'],
              ['c5', 'z@y.com', '12-345', '2026-01-02'],
            ],
          ],
          ['c3', 'c4', 'c5'],
          'linked through a phone, short phones are unknown',
        ],
        [[[]], [], 'an empty export'],
      ],
      hidden: [
        [[[['c9', '', '', '2026-11-27']]], ['c9'], 'one row, nothing known'],
        [
          [
            [
              ['c1', '', '', '2026-01-01'],
              ['c2', '', '', '2025-01-01'],
            ],
          ],
          ['c1', 'c2'],
          'empty emails and phones never match',
        ],
        [
          [
            [
              ['c7', 'a@b.com', '', '2026-01-01'],
              ['c3', 'A@B.COM', '', '2026-01-01'],
            ],
          ],
          ['c7'],
          'a tie keeps the first row',
        ],
        [
          [
            [
              ['c1', 'a@x.com', '555 111 1111', '2026-02-01'],
              ['c2', 'b@x.com', '555 222 2222', '2026-01-01'],
              ['c3', 'a@x.com', '(555) 222-2222', '2026-03-01'],
            ],
          ],
          ['c2'],
          'a later row joins two customers',
        ],
        [
          [
            [
              ['c1', 'j.doe@outlook.com', '', '2026-01-01'],
              ['c2', 'jdoe@outlook.com', '', '2026-01-02'],
              ['c3', 'j.doe@gmail.com', '', '2026-01-03'],
              ['c4', 'jdoe@gmail.com', '', '2026-01-04'],
            ],
          ],
          ['c1', 'c2', 'c3'],
          'dots only count outside Gmail',
        ],
        [
          [
            [
              ['c1', 'sam+news@fastmail.com', '', '2026-06-01'],
              ['c2', 'sam@fastmail.com', '', '2026-05-01'],
              ['c3', 'sam+@fastmail.com', '', '2026-07-01'],
              ['c4', 'Kim@Example.COM', '', '2026-01-01'],
              ['c5', 'kim@example.com', '', '2025-01-01'],
              ['c6', 'sam-news@fastmail.com', '', '2020-01-01'],
            ],
          ],
          ['c2', 'c5', 'c6'],
          'plus tags on any domain, case everywhere',
        ],
        [
          [
            [
              ['c1', 'p1@a.com', '1111111', '2026-01-06'],
              ['c2', 'p2@a.com', '1111111', '2026-01-05'],
              ['c3', 'p2@a.com', '2222222', '2026-01-04'],
              ['c4', 'p3@a.com', '2222222', '2026-01-01'],
              ['c5', 'p3@a.com', '3333333', '2026-01-03'],
              ['c6', 'p4@a.com', '3333333', '2026-01-02'],
              ['c7', 'p5@a.com', '333333', '2025-01-01'],
            ],
          ],
          ['c4', 'c7'],
          'a chain of six rows',
        ],
        [
          [
            [
              ['c1', 'x.y.z@googlemail.com', '', '2030-01-01'],
              ['c2', 'XYZ+a+b@GMAIL.COM', '', '2030-01-01'],
              ['c3', 'xyz@gmail.com.au', '', '1999-01-01'],
            ],
          ],
          ['c1', 'c3'],
          'only the two Gmail domains',
        ],
        ...rows([generated(40, 15), generated(300, 120), generated(1000, 500), generated(2000, 600)]),
      ],
      hints: [
        'Normalise first: write one function for the email key and one for the phone key, and test them on the statement’s examples before anything else.',
        'Think of rows as nodes and of a shared key as an edge. Customers are the connected components, and a component can be joined by a row that arrives late.',
        'A union-find (disjoint-set) structure merges components as you go: remember the first row that had each key, and union every later row with it. Then pick the earliest row per root.',
      ],
      editorial: `
**Idea.** This is deduplication by a *key*, as in the lesson, except that a customer has two keys and either one is enough, so "same customer" is a graph problem: rows are nodes, equal normalised emails or phones are edges, and customers are connected components.

1. Normalise: lower-case the email, cut the local part at the first \`+\`, and for \`gmail.com\`/\`googlemail.com\` delete the dots and unify the domain; reduce the phone to digits and forget it below 7 digits.
2. Union-find: a map from each key (prefixed, so an email can never equal a phone) to the first row that had it. For every later row with the same key, union the two rows' sets. Path compression keeps \`find\` almost constant.
3. Scan the rows once more: per root, keep the row with the smallest date; ISO dates compare correctly as strings, and a strict \`<\` keeps the earlier row on ties. Output the kept rows in input order.

**Why it works.** Unioning each row with the first holder of each of its keys connects all rows sharing that key, and union-find merges whole sets, so a row that links two existing customers merges them (a greedy "join the first match" misses that).

**Complexity.** O(n · α(n)) for the unions plus O(total length) for normalising; O(n) memory. Comparing all pairs would be O(n²).
`,
    });
  })(),
  /* ---------- background-jobs-and-queues: when does a scheduled job run? ---------- */
  (() => {
    const random = seeded(91_305);
    const pick = <T>(list: T[]) => list[intIn(random, 0, list.length - 1)];
    const field = (options: string[], lo: number, hi: number) => {
      const r = random();
      if (r < 0.55) return pick(options);
      const a = intIn(random, lo, hi);
      if (r < 0.75) return String(a);
      const b = intIn(random, a, hi);
      return r < 0.9 ? `${a}-${b}` : `${a}-${b}/${intIn(random, 1, 5)},${intIn(random, lo, hi)}`;
    };
    const generated = (): Row => {
      for (;;) {
        const expression = [
          field(['*', '*/15', '0', '30', '0,30', '5-10', '0-59/20', '*/7'], 0, 59),
          field(['*', '9-17', '*/6', '0', '8,12,18', '*/5'], 0, 23),
          field(['*', '*', '*', '1', '15', '1-7', '*/10', '31'], 1, 31),
          field(['*', '*', '*', '1-6', '*/3', '2', '2,8'], 1, 12),
          field(['*', '*', '*', '1-5', '0,6', '1', '5'], 0, 6),
        ].join(' ');
        const start = Date.UTC(2020, 0, 1) + intIn(random, 0, 28_000) * DAY_MS + intIn(random, 0, 1439) * 60_000;
        const after = new Date(start).toISOString().slice(0, 16).replace('T', ' ');
        const count = intIn(random, 1, 50);
        const runs = cronOracle(expression, after, count, 800);
        if (runs && validCron(expression)) return [[expression, after, count], runs];
      }
    };
    const cronNextRunsJs = `
  const [minuteField, hourField, dateField, monthField, weekdayField] = expression.split(' ');
  const expand = (field = '', lo = 0, hi = 0) => {
    const allowed = new Array(hi + 1).fill(false);
    for (const item of field.split(',')) {
      const [range, stepText] = item.split('/');
      const step = stepText === undefined ? 1 : Number(stepText);
      let from = lo;
      let to = hi;
      if (range !== '*') {
        const [a, b] = range.split('-');
        from = Number(a);
        to = b === undefined ? from : Number(b);
      }
      for (let v = from; v <= to; v += step) allowed[v] = true;
    }
    return allowed;
  };
  const minutes = expand(minuteField, 0, 59);
  const hours = expand(hourField, 0, 23);
  const dates = expand(dateField, 1, 31);
  const months = expand(monthField, 1, 12);
  const weekdays = expand(weekdayField, 0, 6);
  const either = dateField !== '*' && weekdayField !== '*';
  const startDay = Date.parse(after.slice(0, 10));
  const startMinute = Number(after.slice(11, 13)) * 60 + Number(after.slice(14, 16));
  const lastDay = Date.UTC(2099, 11, 31);
  const runs = [];
  for (let t = startDay; t <= lastDay && runs.length < count; t += 86400000) {
    const date = new Date(t);
    if (!months[date.getUTCMonth() + 1]) continue;
    const byDate = dates[date.getUTCDate()];
    const byWeekday = weekdays[date.getUTCDay()];
    if (either ? !(byDate || byWeekday) : !(byDate && byWeekday)) continue;
    const day = date.toISOString().slice(0, 10);
    for (let h = 0; h < 24 && runs.length < count; h++) {
      if (!hours[h]) continue;
      for (let m = 0; m < 60 && runs.length < count; m++) {
        if (minutes[m] && (t > startDay || h * 60 + m > startMinute))
          runs.push(day + ' ' + String(h).padStart(2, '0') + ':' + String(m).padStart(2, '0'));
      }
    }
  }
  return runs;`;
    const cronNextRunsPy = `
from datetime import date, timedelta


def expand(field, lo, hi):
    allowed = [False] * (hi + 1)
    for item in field.split(','):
        rng, _, step_text = item.partition('/')
        step = int(step_text) if step_text else 1
        if rng == '*':
            start, end = lo, hi
        else:
            a, _, b = rng.partition('-')
            start = int(a)
            end = int(b) if b else start
        for v in range(start, end + 1, step):
            allowed[v] = True
    return allowed


def next_runs(expression, after, count):
    minute_f, hour_f, date_f, month_f, weekday_f = expression.split(' ')
    minutes = expand(minute_f, 0, 59)
    hours = expand(hour_f, 0, 23)
    dates = expand(date_f, 1, 31)
    months = expand(month_f, 1, 12)
    weekdays = expand(weekday_f, 0, 6)
    either = date_f != '*' and weekday_f != '*'
    start = date.fromisoformat(after[:10])
    start_minute = int(after[11:13]) * 60 + int(after[14:16])
    last = date(2099, 12, 31)
    runs = []
    day = start
    while day <= last and len(runs) < count:
        by_date = dates[day.day]
        by_weekday = weekdays[(day.weekday() + 1) % 7]  # Python: Monday is 0; cron: Sunday is 0
        by_day = (by_date or by_weekday) if either else (by_date and by_weekday)
        if months[day.month] and by_day:
            text = day.isoformat()
            for h in range(24):
                if not hours[h]:
                    continue
                for m in range(60):
                    if len(runs) < count and minutes[m] and (day > start or h * 60 + m > start_minute):
                        runs.append(f'{text} {h:02d}:{m:02d}')
        day += timedelta(days=1)
    return runs`;
    return defineProblem({
      slug: 'cron-next-runs',
      title: 'Next Runs of a Cron Schedule',
      difficulty: 'hard',
      tags: ['dates', 'parsing', 'simulation'],
      modules: ['background-jobs-and-queues'],
      statement: `
The lesson's nightly clean-up runs on a cron schedule such as \`0 3 * * *\`. Before deploying a new schedule, the team wants to see **when it will actually run**. Write that preview.

An expression has five fields separated by single spaces: **minute** (0–59), **hour** (0–23), **day of month** (1–31), **month** (1–12) and **day of week** (0–6, 0 is Sunday). Each field is a comma-separated list of items, and an item is one of:
- \`*\`: every value of the field;
- \`a\`: the single value *a*;
- \`a-b\`: every value from *a* to *b* (a ≤ b);
- \`*/s\` or \`a-b/s\`: every *s*-th value of the whole field or of *a*–*b*, starting at its first value (\`*/15\` in the minute field is 0, 15, 30, 45; \`1-10/4\` is 1, 5, 9).

A minute runs the job when its minute, hour and month are all in their fields and its **day** matches. The day rule is classic cron's: if both the day-of-month field and the day-of-week field are restricted (neither is exactly \`*\`), a day matches when **either** matches (\`0 0 13 * 5\` runs on every 13th **and** on every Friday); if at least one of them is \`*\`, the day must match both (so only the other one matters). Here a field is unrestricted only when it is exactly \`*\`; \`*/2\` counts as restricted.

Times are UTC, no daylight saving, written \`YYYY-MM-DD HH:MM\`. Return the first \`count\` run times **strictly after** \`after\`, in order. The scheduler's calendar ends with 2099-12-31 23:59: when fewer runs exist up to then, return the ones there are (possibly \`[]\`, e.g. \`0 0 30 2 *\` never runs).

**Example:** \`expression = "*/20 9-10 * * 1-5"\`, \`after = "2026-11-27 10:30"\` (a Friday), \`count = 4\` → \`["2026-11-27 10:40", "2026-11-30 09:00", "2026-11-30 09:20", "2026-11-30 09:40"]\`: the weekend is skipped.
`,
      constraints: [
        'expression is valid: at most 100 characters, five fields of the grammar above with values in range (minute 0 to 59, hour 0 to 23, day of month 1 to 31, month 1 to 12, day of week 0 to 6, steps 1 to 59, a ≤ b)',
        'after is a real date and time in the years 2020 to 2099, written "YYYY-MM-DD HH:MM"',
        '1 ≤ count ≤ 50',
      ],
      limits: {
        expression: { pattern: /^[0-9*,/-]+( [0-9*,/-]+){4}$/ },
        after: { pattern: /^20[2-9]\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d$/ },
        count: { int: [1, 50] },
      },
      relations: [
        {
          rule: 'expression is valid: at most 100 characters, minute 0 to 59, hour 0 to 23, day of month 1 to 31, month 1 to 12, day of week 0 to 6, steps 1 to 59',
          holds: (expression: string) => validCron(expression),
        },
        realDays('after is a real date in the years 2020 to 2099', (_: string, after: string) => [after.slice(0, 10)]),
      ],
      signature: ['nextRuns', 'expression: string', 'after: string', 'count: int'],
      returns: 'string[]',
      js: cronNextRunsJs,
      py: cronNextRunsPy,
      wrong: [
        {
          why: 'always requires both day fields to match (misses the either-or rule when both are restricted)',
          js: mutate(cronNextRunsJs, 'either ? !(byDate || byWeekday) : !', '!'),
          py: mutate(
            cronNextRunsPy,
            '(by_date or by_weekday) if either else (by_date and by_weekday)',
            'by_date and by_weekday',
          ),
        },
        {
          why: 'returns a run at exactly the given time (>= instead of strictly after)',
          js: mutate(cronNextRunsJs, 'm >', 'm >='),
          py: mutate(cronNextRunsPy, 'm >', 'm >='),
        },
      ],
      samples: [
        [
          ['0 3 * * *', '2026-11-27 02:59', 3],
          ['2026-11-27 03:00', '2026-11-28 03:00', '2026-11-29 03:00'],
          'the nightly job',
        ],
        [
          ['*/20 9-10 * * 1-5', '2026-11-27 10:30', 4],
          ['2026-11-27 10:40', '2026-11-30 09:00', '2026-11-30 09:20', '2026-11-30 09:40'],
          'weekdays only',
        ],
        [
          ['0 0 13 * 5', '2026-11-27 00:00', 3],
          ['2026-12-04 00:00', '2026-12-11 00:00', '2026-12-13 00:00'],
          'the 13th or a Friday, strictly after',
        ],
      ],
      hidden: [
        [
          ['0 0 29 2 *', '2026-11-27 12:00', 3],
          ['2028-02-29 00:00', '2032-02-29 00:00', '2036-02-29 00:00'],
          'leap days only',
        ],
        [['0 0 30 2 *', '2090-01-01 00:00', 5], [], 'never runs'],
        [['59 23 31 12 *', '2099-12-31 23:58', 5], ['2099-12-31 23:59'], 'the calendar ends'],
        [['* * * * *', '2099-12-31 23:59', 1], [], 'nothing after the last minute'],
        [
          ['* * * * *', '2026-12-31 23:58', 3],
          ['2026-12-31 23:59', '2027-01-01 00:00', '2027-01-01 00:01'],
          'every minute across new year',
        ],
        [['0 12 * * 0', '2026-11-27 00:00', 2], ['2026-11-29 12:00', '2026-12-06 12:00'], 'Sundays are 0'],
        [
          ['0 12 1 * 1', '2026-11-27 00:00', 4],
          ['2026-11-30 12:00', '2026-12-01 12:00', '2026-12-07 12:00', '2026-12-14 12:00'],
          'the 1st or a Monday',
        ],
        [
          ['0 8 */10 * *', '2026-01-25 00:00', 5],
          ['2026-01-31 08:00', '2026-02-01 08:00', '2026-02-11 08:00', '2026-02-21 08:00', '2026-03-01 08:00'],
          'a step over the days of the month',
        ],
        [
          ['15,45 */6 * 1-2,12 *', '2026-11-27 05:00', 5],
          ['2026-12-01 00:15', '2026-12-01 00:45', '2026-12-01 06:15', '2026-12-01 06:45', '2026-12-01 12:15'],
          'lists and ranges of months',
        ],
        [
          ['0-10/5 0 1 1 *', '2023-06-01 00:00', 4],
          ['2024-01-01 00:00', '2024-01-01 00:05', '2024-01-01 00:10', '2025-01-01 00:00'],
          'a stepped range, once a year',
        ],
        [
          ['0 0 31 * *', '2026-01-01 00:00', 7],
          [
            '2026-01-31 00:00',
            '2026-03-31 00:00',
            '2026-05-31 00:00',
            '2026-07-31 00:00',
            '2026-08-31 00:00',
            '2026-10-31 00:00',
            '2026-12-31 00:00',
          ],
          'months with a 31st',
        ],
        [
          ['30 2 * 2 1-5/2,0', '2024-02-01 00:00', 6],
          [
            '2024-02-02 02:30',
            '2024-02-04 02:30',
            '2024-02-05 02:30',
            '2024-02-07 02:30',
            '2024-02-09 02:30',
            '2024-02-11 02:30',
          ],
          'a stepped weekday range',
        ],
        [
          ['0 0 29 2 1', '2027-02-27 00:00', 6],
          [
            '2028-02-07 00:00',
            '2028-02-14 00:00',
            '2028-02-21 00:00',
            '2028-02-28 00:00',
            '2028-02-29 00:00',
            '2029-02-05 00:00',
          ],
          'a leap day or a February Monday',
        ],
        ...rows(Array.from({ length: 8 }, generated)),
      ],
      hints: [
        'Expand each field once into the set (or a boolean table) of the values it allows; the five tables answer every later question in O(1).',
        'Do not step minute by minute through the years: walk day by day, skip days whose month or day rule fails, and only inside a matching day walk the allowed hours and minutes.',
        'Watch the details: the either-or rule for the two day fields, runs strictly after the start time, and the end of the calendar for schedules such as 30 February.',
      ],
      editorial: `
**Idea.** Parse, expand, then walk the calendar a day at a time.

1. **Expand** every field into a boolean table over its range: split on commas; for each item find its range (\`*\` is the whole field, \`a\` is a range of one value) and its step (1 by default), and mark every step-th value from the start of the range.
2. **Walk the days** from the date of \`after\` to 2099-12-31 with the date library (so month lengths and leap years come for free, and the weekday comes from the date). A day qualifies when its month is allowed and the day rule holds: \`dom || dow\` when both fields are restricted, \`dom && dow\` otherwise (an unrestricted field is all true, so the other decides).
3. **Inside a qualifying day**, list the allowed hours and minutes in increasing order, skipping, on the first day only, minutes at or before the start time. Stop when \`count\` runs are collected.

**Why it works.** Days are visited in order and minutes in order within a day, so runs come out sorted, and each minute is emitted exactly when all five conditions hold.

**Complexity.** At most about 29,000 days (2020 to 2099) with O(1) work for a day that does not qualify, plus O(1,440) for a day that does, but at most \`count\` + 1 of those contribute runs, so the work is bounded by the calendar, not by \`count\`. Stepping minute by minute would be 42 million checks for a schedule that never runs.

**Pitfalls.** The either-or rule surprises people in real cron too; Python's \`weekday()\` makes Monday 0 while cron makes Sunday 0; and a job scheduled for exactly the start time is not "after" it.
`,
    });
  })(),
];
