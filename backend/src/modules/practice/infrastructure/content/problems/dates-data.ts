import type { ProblemContent } from '../../../domain/problem.js';
import type { Relation } from './limits.js';
import { defineProblem, intIn, seeded } from './define.js';

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
const secondsOf = (ts: string) => {
  const [y, mo, d, h, mi, s] = ts.split(/[-T:]/).map(Number);
  let days = 0;
  for (let year = 2000; year < y; year++) days += realDay(`${year}-02-29`) ? 366 : 365;
  for (let month = 1; month < mo; month++) {
    let length = 31;
    while (!realDay(`${y}-${pad2(month)}-${pad2(length)}`)) length--;
    days += length;
  }
  days += d - 1;
  return ((days * 24 + h) * 60 + mi) * 60 + s;
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
  for (let day = Date.parse(sorted[0]); day <= Date.parse(sorted[sorted.length - 1]); day += DAY_MS) {
    let sum = 0;
    dates.forEach((d, i) => {
      const age = (day - Date.parse(d)) / DAY_MS;
      if (age >= 0 && age < window) sum += amounts[i];
    });
    out.push(sum);
  }
  return out;
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
      js: `
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
  return lengths;`,
      py: `
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
    return lengths`,
      wrong: [
        {
          why: 'splits on a pause of exactly gapMinutes (>= instead of >)',
          js: `
  const times = events.map((e) => Date.parse(e + 'Z') / 1000).sort((a, b) => a - b);
  const lengths = [];
  let first = 0;
  for (let i = 0; i < times.length; i++) {
    if (i === 0) first = times[0];
    else if (times[i] - times[i - 1] >= gapMinutes * 60) {
      lengths.push(times[i - 1] - first);
      first = times[i];
    }
  }
  if (times.length > 0) lengths.push(times[times.length - 1] - first);
  return lengths;`,
          py: `
from datetime import datetime

EPOCH = datetime(2000, 1, 1)


def session_lengths(events, gap_minutes):
    times = sorted(int((datetime.fromisoformat(e) - EPOCH).total_seconds()) for e in events)
    lengths = []
    for i, t in enumerate(times):
        if i == 0:
            first = t
        elif t - times[i - 1] >= gap_minutes * 60:
            lengths.append(times[i - 1] - first)
            first = t
    if times:
        lengths.append(times[-1] - first)
    return lengths`,
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
    return defineProblem({
      slug: 'rolling-revenue-window',
      title: 'Rolling Revenue by Calendar Day',
      difficulty: 'hard',
      tags: ['dates', 'sliding-window', 'time-series'],
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
      js: `
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
  return sums;`,
      py: `
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
    return sums`,
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
          js: `
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
    if (i > window) running -= perDay[i - window - 1];
    sums.push(running);
  }
  return sums;`,
          py: `
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
        if i > window:
            running -= per_day[i - window - 1]
        sums.append(running)
    return sums`,
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
];
