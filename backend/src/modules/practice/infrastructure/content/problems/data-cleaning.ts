import type { ProblemContent } from '../../../domain/problem.js';
import { defineProblem, intIn, mutate, seeded } from './define.js';

/**
 * Practice problems on data cleaning as an analyst does it with Python's standard library (issue 30):
 * normalising a messy export and keeping the newest record per key, screening outliers with the IQR
 * rule, merging two sources on a key with conflict rules, and resampling meter readings (numbers with
 * thousands separators and units, UTC offsets) to daily totals. Expected values of generated and
 * edge-case tests come from the plain oracles below, never from the references.
 */

type Row = [args: unknown[], expected: unknown, name?: string];
/** Rows typed for defineProblem (the values are plain JSON). */
const rows = (list: Row[]) => list as [never[], never, string?][];
/** A generated row with a name of its own. */
const named = (row: Row, name: string) => rows([[row[0], row[1], name]])[0];

const DAY_MS = 86_400_000;
const pad2 = (n: number) => String(n).padStart(2, '0');
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const pick = <T>(random: () => number, list: readonly T[]) => list[intIn(random, 0, list.length - 1)];
/** Spaces and tabs around a value, as hand-typed exports have them. */
const padded = (random: () => number, text: string) => {
  const side = () => pick(random, ['', '', '', ' ', '  ', '\t', ' \t']);
  return `${side()}${text}${side()}`;
};
/** Randomly upper- or lower-cases each letter. */
const jumbleCase = (random: () => number, text: string) =>
  [...text].map((c) => (random() < 0.5 ? c.toLowerCase() : c.toUpperCase())).join('');

/** A 'YYYY-MM-DD HH:MM' stamp of a UTC instant. */
const minuteStamp = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
const STAMP = /^20\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d$/;
/** A real calendar date 'YYYY-MM-DD' (checked by a round trip through Date). */
const realDay = (s: string) => {
  const t = Date.parse(s.slice(0, 10));
  return Number.isFinite(t) && isoDay(t) === s.slice(0, 10);
};

/* ---------- Oracles: deliberately plain, unlike the references ---------- */

/** Removes spaces and tabs at both ends, one character at a time. */
const stripOracle = (s: string) => {
  let a = 0;
  let b = s.length;
  while (a < b && (s[a] === ' ' || s[a] === '\t')) a++;
  while (b > a && (s[b - 1] === ' ' || s[b - 1] === '\t')) b--;
  return s.slice(a, b);
};

const MISSING_TOKENS = ['', 'na', 'n/a', 'null', 'none', '-'];
/** Clean customers: list the keys, then for each key scan every row and keep the newest (later rows win ties). */
const cleanCustomersOracle = (table: string[][]) => {
  const cleaned = table.map((row) =>
    row.map((field) => {
      const text = stripOracle(field);
      return MISSING_TOKENS.includes(text.toLowerCase()) ? null : text;
    }),
  );
  const keys: string[] = [];
  for (const row of cleaned)
    if (row[0] !== null && !keys.includes(row[0].toUpperCase())) keys.push(row[0].toUpperCase());
  keys.sort();
  return keys.map((key) => {
    let best = -1;
    for (let i = 0; i < cleaned.length; i++) {
      if (cleaned[i][0] === null || cleaned[i][0]!.toUpperCase() !== key) continue;
      const mine = cleaned[i][3];
      const theirs = best < 0 ? null : cleaned[best][3];
      const newerOrSame = best < 0 || theirs === null || (mine !== null && mine >= theirs);
      if (newerOrSame) best = i;
    }
    const [, email, country, updatedAt] = cleaned[best];
    return [
      key,
      email === null ? null : email.toLowerCase(),
      country === null ? null : country.toUpperCase(),
      updatedAt,
    ];
  });
};

/**
 * IQR outliers in exact integers: 4·Q is (4 − r)·s[q] + r·s[q + 1] where 4h = q·4 + r, and a value v is
 * outside the fences when 8v < 5·(4Q1) − 3·(4Q3) or 8v > 5·(4Q3) − 3·(4Q1).
 */
const iqrOracle = (groups: string[], values: number[], minGroupSize: number) => {
  const names = [...new Set(groups)];
  const flagged: number[] = [];
  for (const name of names) {
    const members: number[] = [];
    for (let i = 0; i < groups.length; i++) if (groups[i] === name) members.push(i);
    if (members.length < minGroupSize) continue;
    const s = members.map((i) => values[i]).sort((a, b) => a - b);
    const fourTimes = (quarterPosition: number) => {
      const q = Math.floor(quarterPosition / 4);
      const r = quarterPosition % 4;
      return r === 0 ? 4 * s[q] : (4 - r) * s[q] + r * s[q + 1];
    };
    const a = fourTimes(s.length - 1);
    const b = fourTimes(3 * (s.length - 1));
    for (const i of members) if (8 * values[i] < 5 * a - 3 * b || 8 * values[i] > 5 * b - 3 * a) flagged.push(i);
  }
  return flagged.sort((x, y) => x - y);
};

/** Merge two customer sources: every number that appears as a key, each looked up by a linear scan of both sources. */
const MERGE_FIELDS = ['email', 'phone', 'city'] as const;
const mergeOracle = (crm: string[][], shop: string[][]) => {
  const keyOf = (id: string) => Number(id.slice(1));
  const keys: number[] = [];
  for (const row of [...crm, ...shop]) if (!keys.includes(keyOf(row[0]))) keys.push(keyOf(row[0]));
  keys.sort((a, b) => (`C${a}` < `C${b}` ? -1 : 1));
  const digitsOf = (s: string) => [...s].filter((c) => c >= '0' && c <= '9').join('');
  const cityOf = (s: string) =>
    s
      .split(' ')
      .filter((w) => w !== '')
      .join(' ')
      .toLowerCase();
  const same = [
    (x: string, y: string) => x.toLowerCase() === y.toLowerCase(),
    (x: string, y: string) => digitsOf(x) === digitsOf(y),
    (x: string, y: string) => cityOf(x) === cityOf(y),
  ];
  const customers: unknown[] = [];
  const conflicts: unknown[] = [];
  for (const key of keys) {
    const c = crm.find((r) => keyOf(r[0]) === key);
    const s = shop.find((r) => keyOf(r[0]) === key);
    const id = `C${key}`;
    if (!c || !s) {
      const only = (c ?? s)!;
      customers.push([id, only[1], only[2], only[3], only[4], c ? 'crm' : 'shop']);
      continue;
    }
    const shopNewer = s[4] > c[4];
    const merged: string[] = [id];
    for (let f = 1; f <= 3; f++) {
      if (c[f] === '') merged.push(s[f]);
      else if (s[f] === '') merged.push(c[f]);
      else if (same[f - 1](c[f], s[f])) merged.push(c[f]);
      else {
        merged.push(shopNewer ? s[f] : c[f]);
        conflicts.push([id, MERGE_FIELDS[f - 1], c[f], s[f]]);
      }
    }
    customers.push([...merged, shopNewer ? s[4] : c[4], 'both']);
  }
  return { customers, conflicts };
};

/** Meter readings: a hand-written value parser, instants from Date.UTC and the written offset, days stepped one at a time. */
const meterValueOracle = (raw: string): number | null => {
  let s = raw;
  while (s.startsWith(' ')) s = s.slice(1);
  while (s.endsWith(' ')) s = s.slice(0, -1);
  const lower = s.toLowerCase();
  let unit: number;
  let rest: string;
  if (lower.endsWith('kwh')) {
    unit = 1000;
    rest = s.slice(0, -3);
  } else if (lower.endsWith('wh')) {
    unit = 1;
    rest = s.slice(0, -2);
  } else return null;
  while (rest.endsWith(' ')) rest = rest.slice(0, -1);
  const isDigits = (t: string) => t.length > 0 && [...t].every((ch) => ch >= '0' && ch <= '9');
  const [whole, fraction, ...extra] = rest.split('.');
  if (extra.length > 0) return null;
  if (fraction !== undefined && (!isDigits(fraction) || fraction.length > 3 || unit === 1)) return null;
  const groups = whole.split(',');
  if (groups.length > 1) {
    if (!isDigits(groups[0]) || groups[0].length > 3) return null;
    for (const g of groups.slice(1)) if (!isDigits(g) || g.length !== 3) return null;
  } else if (!isDigits(whole)) return null;
  let wh = Number(groups.join('')) * unit;
  if (fraction !== undefined) wh += Number(fraction) * (fraction.length === 1 ? 100 : fraction.length === 2 ? 10 : 1);
  return wh;
};
const instantOracle = (timestamp: string) => {
  const [y, mo, d, h, mi, s] = [0, 5, 8, 11, 14, 17].map((at) => Number(timestamp.slice(at, at + (at === 0 ? 4 : 2))));
  const zone = timestamp.slice(19);
  const offset =
    zone === 'Z' ? 0 : (zone[0] === '-' ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6)));
  return Date.UTC(y, mo - 1, d, h, mi, s) - offset * 60_000;
};
const dailyTotalsOracle = (readings: string[][], utcOffsetMinutes: number) => {
  const latest = new Map<number, number>();
  for (const [timestamp, raw] of readings) {
    const wh = meterValueOracle(raw);
    if (wh !== null) latest.set(instantOracle(timestamp), wh);
  }
  if (latest.size === 0) return [];
  const totals = new Map<string, number>();
  for (const [instant, wh] of latest) {
    const day = isoDay(instant + utcOffsetMinutes * 60_000);
    totals.set(day, (totals.get(day) ?? 0) + wh);
  }
  const days = [...totals.keys()].sort();
  const out: [string, number][] = [];
  for (let t = Date.parse(days[0]); t <= Date.parse(days[days.length - 1]); t += DAY_MS)
    out.push([isoDay(t), totals.get(isoDay(t)) ?? 0]);
  return out;
};

/* ---------- References (hoisted so the wrong solutions are written as the change they make) ---------- */

const CLEAN_JS = `
  const MISSING = new Set(['', 'na', 'n/a', 'null', 'none', '-']);
  const clean = (field) => {
    const text = field.trim();
    return MISSING.has(text.toLowerCase()) ? null : text;
  };
  const newest = new Map();
  for (const row of rows) {
    const [id, email, country, updatedAt] = row.map(clean);
    if (id === null) continue;
    const key = id.toUpperCase();
    const kept = newest.get(key);
    if (kept === undefined || (updatedAt ?? '') >= (kept[3] ?? '')) {
      newest.set(key, [key, email && email.toLowerCase(), country && country.toUpperCase(), updatedAt]);
    }
  }
  return [...newest.keys()].sort().map((key) => newest.get(key));`;

const CLEAN_PY = `
MISSING = {"", "na", "n/a", "null", "none", "-"}


def _clean(field):
    text = field.strip(" \\t")
    return None if text.lower() in MISSING else text


def clean_customers(rows):
    newest = {}
    for row in rows:
        cid, email, country, updated_at = map(_clean, row)
        if cid is None:
            continue
        key = cid.upper()
        kept = newest.get(key)
        if kept is None or (updated_at or "") >= (kept[3] or ""):
            newest[key] = [key, email and email.lower(), country and country.upper(), updated_at]
    return [newest[key] for key in sorted(newest)]`;

const IQR_JS = `
  const members = new Map();
  groups.forEach((group, i) => {
    if (!members.has(group)) members.set(group, []);
    members.get(group).push(i);
  });
  const flagged = [];
  for (const rows of members.values()) {
    if (rows.length < minGroupSize) continue;
    const sorted = rows.map((i) => values[i]).sort((a, b) => a - b);
    const quantile = (p) => {
      const h = (sorted.length - 1) * p;
      const lo = Math.floor(h);
      return lo === h ? sorted[lo] : sorted[lo] + (h - lo) * (sorted[lo + 1] - sorted[lo]);
    };
    const q1 = quantile(0.25);
    const q3 = quantile(0.75);
    const low = q1 - 1.5 * (q3 - q1);
    const high = q3 + 1.5 * (q3 - q1);
    for (const i of rows) if (values[i] < low || values[i] > high) flagged.push(i);
  }
  return flagged.sort((a, b) => a - b);`;

const IQR_PY = `
from collections import defaultdict
from statistics import quantiles


def iqr_outliers(groups, values, min_group_size):
    members = defaultdict(list)
    for i, group in enumerate(groups):
        members[group].append(i)
    flagged = []
    for rows in members.values():
        if len(rows) < min_group_size or len(rows) < 2:
            continue  # one value is never an outlier (and quantiles needs two)
        q1, _, q3 = quantiles([values[i] for i in rows], n=4, method="inclusive")
        low = q1 - 1.5 * (q3 - q1)
        high = q3 + 1.5 * (q3 - q1)
        flagged.extend(i for i in rows if values[i] < low or values[i] > high)
    return sorted(flagged)`;

const MERGE_JS = `
  const FIELDS = ['email', 'phone', 'city'];
  const normal = [
    (v) => v.toLowerCase(),
    (v) => v.replace(/[^0-9]/g, ''),
    (v) => v.trim().split(/ +/).join(' ').toLowerCase(),
  ];
  const byKey = (rows) => new Map(rows.map((row) => [Number(row[0].slice(1)), row]));
  const crmRows = byKey(crm);
  const shopRows = byKey(shop);
  const keys = [...new Set([...crmRows.keys(), ...shopRows.keys()])].map((n) => 'C' + n).sort();
  const customers = [];
  const conflicts = [];
  for (const id of keys) {
    const c = crmRows.get(Number(id.slice(1)));
    const s = shopRows.get(Number(id.slice(1)));
    if (!c || !s) {
      const [, ...fields] = c ?? s;
      customers.push([id, ...fields, c ? 'crm' : 'shop']);
      continue;
    }
    const winner = s[4] > c[4] ? s : c;
    const merged = FIELDS.map((field, f) => {
      const [a, b] = [c[f + 1], s[f + 1]];
      if (a === '' || b === '') return a || b;
      if (normal[f](a) === normal[f](b)) return a;
      conflicts.push([id, field, a, b]);
      return winner[f + 1];
    });
    customers.push([id, ...merged, winner[4], 'both']);
  }
  return { customers, conflicts };`;

const MERGE_PY = `
import re

FIELDS = ["email", "phone", "city"]
NORMAL = [
    str.lower,
    lambda v: re.sub(r"[^0-9]", "", v),
    lambda v: " ".join(v.split()).lower(),
]


def merge_sources(crm, shop):
    crm_rows = {int(row[0][1:]): row for row in crm}
    shop_rows = {int(row[0][1:]): row for row in shop}
    customers, conflicts = [], []
    for id_ in sorted(f"C{n}" for n in crm_rows.keys() | shop_rows.keys()):
        c, s = crm_rows.get(int(id_[1:])), shop_rows.get(int(id_[1:]))
        if c is None or s is None:
            only = c or s
            customers.append([id_, *only[1:], "crm" if c else "shop"])
            continue
        winner = s if s[4] > c[4] else c
        merged = []
        for f, field in enumerate(FIELDS, start=1):
            a, b = c[f], s[f]
            if a == "" or b == "":
                merged.append(a or b)
            elif NORMAL[f - 1](a) == NORMAL[f - 1](b):
                merged.append(a)
            else:
                conflicts.append([id_, field, a, b])
                merged.append(winner[f])
        customers.append([id_, *merged, winner[4], "both"])
    return {"customers": customers, "conflicts": conflicts}`;

const METER_JS = `
  const VALUE = /^(\\d{1,3}(?:,\\d{3})+|\\d+)(?:\\.(\\d{1,3}))? *(k?wh)$/i;
  const latest = new Map();
  for (const [timestamp, raw] of readings) {
    const m = VALUE.exec(raw.trim());
    if (!m) continue;
    const whole = Number(m[1].replaceAll(',', ''));
    const kilo = m[3].toLowerCase() === 'kwh';
    if (!kilo && m[2] !== undefined) continue;
    const wh = kilo ? whole * 1000 + Number((m[2] ?? '').padEnd(3, '0')) : whole;
    latest.set(Date.parse(timestamp), wh);
  }
  const totals = new Map();
  for (const [instant, wh] of latest) {
    const day = Math.floor((instant + utcOffsetMinutes * 60000) / 86400000);
    totals.set(day, (totals.get(day) ?? 0) + wh);
  }
  if (totals.size === 0) return [];
  const days = [...totals.keys()];
  const out = [];
  for (let day = Math.min(...days); day <= Math.max(...days); day++)
    out.push([new Date(day * 86400000).toISOString().slice(0, 10), totals.get(day) ?? 0]);
  return out;`;

const METER_PY = `
import re
from datetime import datetime, timedelta, timezone

VALUE = re.compile(r"([0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(?:\\.([0-9]{1,3}))? *(k?wh)", re.IGNORECASE)


def parse_wh(raw):
    m = VALUE.fullmatch(raw.strip(" "))
    if not m:
        return None
    whole = int(m[1].replace(",", ""))
    if m[3].lower() == "wh":
        return None if m[2] is not None else whole
    return whole * 1000 + int((m[2] or "").ljust(3, "0"))


def daily_totals(readings, utc_offset_minutes):
    latest = {}
    for timestamp, raw in readings:
        wh = parse_wh(raw)
        if wh is not None:
            latest[datetime.fromisoformat(timestamp.replace("Z", "+00:00"))] = wh
    local = timezone(timedelta(minutes=utc_offset_minutes))
    totals = {}
    for instant, wh in latest.items():
        day = instant.astimezone(local).date()
        totals[day] = totals.get(day, 0) + wh
    if not totals:
        return []
    first, last = min(totals), max(totals)
    return [
        [(first + timedelta(days=i)).isoformat(), totals.get(first + timedelta(days=i), 0)]
        for i in range((last - first).days + 1)
    ]`;

/* ---------- Limits shared by the problems ---------- */

const MISSING_ALT = '||na|n\\/a|null|none|-';
/** A field: spaces or tabs around either a missing-value token (any case) or a value matching `value`. */
const field = (value: string) => new RegExp(`^[ \\t]*(${value}${MISSING_ALT})[ \\t]*$`, 'i');
const TIMESTAMP = /^20\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(Z|[+-]\d\d:[0-5]\d)$/;
const offsetMinutesOf = (timestamp: string) => {
  const zone = timestamp.slice(19);
  return zone === 'Z' ? 0 : (zone[0] === '-' ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6)));
};
const formatOffset = (minutes: number, zulu: boolean) =>
  minutes === 0 && zulu
    ? 'Z'
    : `${minutes < 0 ? '-' : '+'}${pad2(Math.floor(Math.abs(minutes) / 60))}:${pad2(Math.abs(minutes) % 60)}`;
/** The reading's timestamp for an instant, written in the local time of `offset` minutes. */
const writtenAt = (instant: number, offset: number, zulu = false) =>
  `${new Date(instant + offset * 60_000).toISOString().slice(0, 19)}${formatOffset(offset, zulu)}`;

export const DATA_CLEANING: ProblemContent[] = [
  /* ---------- data-cleaning: trim, case, missing values, newest record per key ---------- */
  (() => {
    const random = seeded(30_401);
    const MISSING_SPELLINGS = ['', 'NA', 'n/a', 'N/A', 'null', 'NULL', 'None', 'none', '-', 'Na'];
    const COUNTRIES = ['de', 'fr', 'gb', 'us', 'pl', 'es', 'na', 'it'];
    const generated = (n: number, ids: number, stamps: number, missingShare: number): Row => {
      const base = Date.UTC(2026, 0, 1);
      const stampPool = Array.from({ length: stamps }, () => minuteStamp(base + intIn(random, 0, 300 * 1440) * 60_000));
      const value = (real: () => string) =>
        padded(random, random() < missingShare ? pick(random, MISSING_SPELLINGS) : real());
      const table = Array.from({ length: n }, () => [
        value(() => jumbleCase(random, `c${intIn(random, 1, ids)}`)),
        value(() =>
          jumbleCase(
            random,
            `${pick(random, ['ana', 'bo', 'chen', 'dara', 'eli'])}${intIn(random, 1, 99)}@${pick(random, ['mail.com', 'shop.de', 'example.org'])}`,
          ),
        ),
        value(() => jumbleCase(random, pick(random, COUNTRIES))),
        value(() => pick(random, stampPool)),
      ]);
      return [[table], cleanCustomersOracle(table)];
    };
    const edge = (table: string[][], name: string) => named([[table], cleanCustomersOracle(table)], name);
    return defineProblem({
      slug: 'clean-customer-export',
      title: 'Clean a Customer Export',
      difficulty: 'medium',
      tags: ['data cleaning', 'parsing', 'hash maps'],
      modules: ['data-cleaning', 'pandas-data-wrangling', 'python-for-data'],
      statement: `
A CRM export was typed by hand and appended to many times. Each row of \`rows\` is \`[customerId, email, country, updatedAt]\`, all text. Clean it the way a careful analyst would, with plain lists and dictionaries:

1. **Trim** every field: remove spaces and tabs at both ends.
2. **Missing values:** a trimmed field that is empty, or equal to \`na\`, \`n/a\`, \`null\`, \`none\` or \`-\` **ignoring case**, is missing: it becomes \`null\` (\`None\` in Python). (So the country \`"NA"\` is missing too, exactly as \`pandas.read_csv\` treats it by default.)
3. **Case:** \`customerId\` and \`country\` are upper-cased, \`email\` is lower-cased. \`" c12"\` and \`"C12"\` are the same customer.
4. Drop every row whose \`customerId\` is missing.
5. **One row per customer:** keep the row with the **latest** \`updatedAt\` (written \`YYYY-MM-DD HH:MM\`, so later stamps compare greater as text). A missing \`updatedAt\` is older than any stamp. When the stamps are equal (or both missing), the row that comes **later** in the export wins: it was appended later.

Return the kept rows, cleaned, as \`[customerId, email, country, updatedAt]\`, ordered by \`customerId\` (ascending by character codes). Other fields are kept exactly as cleaned: a newer row with a missing email keeps its \`null\`.

**Example:** \`[[" c7", "Ana@Mail.com", "de", "2026-03-01 09:00"], ["C7", "n/a", "DE ", "2026-04-11 17:30"], ["C3", "bo@shop.de", "NA", "  "]]\` → \`[["C3", "bo@shop.de", null, null], ["C7", null, "DE", "2026-04-11 17:30"]]\`.
`,
      constraints: [
        '0 ≤ rows.length ≤ 5,000; every row has four fields of at most 40 characters each',
        'every field is, apart from spaces and tabs around it, a missing-value token in any case or a value:',
        'customerId: "C" or "c" and 1 to 6 digits; email: 1 to 20 letters, digits or ".+_-", "@", then 1 to 20 letters, digits or ".-"',
        'country: 2 ASCII letters; updatedAt: a real date and time written "YYYY-MM-DD HH:MM", in the years 2000 to 2099',
      ],
      limits: {
        rows: {
          length: [0, 5_000],
          each: {
            tuple: [
              { length: [0, 40], pattern: field('[cC]\\d{1,6}') },
              { length: [0, 40], pattern: field('[A-Za-z0-9.+_-]{1,20}@[A-Za-z0-9.-]{1,20}') },
              { length: [0, 40], pattern: field('[A-Za-z]{2}') },
              { length: [0, 40], pattern: field('20\\d\\d-\\d\\d-\\d\\d \\d\\d:\\d\\d') },
            ],
          },
        },
      },
      relations: [
        {
          rule: 'updatedAt: a real date and time in the years 2000 to 2099',
          holds: (table: string[][]) =>
            table.every((row) => {
              const t = stripOracle(row[3]);
              return MISSING_TOKENS.includes(t.toLowerCase()) || (STAMP.test(t) && realDay(t));
            }),
        },
      ],
      signature: ['cleanCustomers', 'rows: string[][]'],
      returns: 'json[]',
      js: CLEAN_JS,
      py: CLEAN_PY,
      wrong: [
        {
          why: 'keeps the first row of each customer, like drop_duplicates() with its default keep="first"',
          js: mutate(CLEAN_JS, " || (updatedAt ?? '') >= (kept[3] ?? '')", ''),
          py: mutate(CLEAN_PY, ' or (updated_at or "") >= (kept[3] or "")', ''),
        },
        {
          why: 'on equal stamps keeps the earlier row (> instead of >=)',
          js: mutate(CLEAN_JS, "(updatedAt ?? '') >= (kept[3] ?? '')", "(updatedAt ?? '') > (kept[3] ?? '')"),
          py: mutate(CLEAN_PY, '(updated_at or "") >= (kept[3] or "")', '(updated_at or "") > (kept[3] or "")'),
        },
        {
          why: 'treats a missing updatedAt as the newest (sorting with na_position="last", then keep="last")',
          js: mutate(CLEAN_JS, "(updatedAt ?? '') >= (kept[3] ?? '')", "(updatedAt ?? '~') >= (kept[3] ?? '~')"),
          py: mutate(CLEAN_PY, '(updated_at or "") >= (kept[3] or "")', '(updated_at or "~") >= (kept[3] or "~")'),
        },
        {
          why: 'matches the missing-value tokens case-sensitively, so "N/A" and "NULL" stay as text',
          js: mutate(CLEAN_JS, 'MISSING.has(text.toLowerCase())', 'MISSING.has(text)'),
          py: mutate(CLEAN_PY, 'text.lower() in MISSING', 'text in MISSING'),
        },
        {
          why: 'looks for the tokens before trimming, so " n/a " is kept as a value',
          js: mutate(
            CLEAN_JS,
            'MISSING.has(text.toLowerCase()) ? null : text',
            'MISSING.has(field.toLowerCase()) ? null : text',
          ),
          py: mutate(
            CLEAN_PY,
            'None if text.lower() in MISSING else text',
            'None if field.lower() in MISSING else text',
          ),
        },
      ],
      samples: [
        [
          [
            [
              [' c7', 'Ana@Mail.com', 'de', '2026-03-01 09:00'],
              ['C7', 'n/a', 'DE ', '2026-04-11 17:30'],
              ['C3', 'bo@shop.de', 'NA', '  '],
            ],
          ],
          [
            ['C3', 'bo@shop.de', null, null],
            ['C7', null, 'DE', '2026-04-11 17:30'],
          ],
          'the newest row wins, tokens become null',
        ],
        [
          [
            [
              ['c1', 'a@x.org', 'fr', '2026-05-02 08:00'],
              ['\tC1 ', 'B@X.ORG', 'Fr', '2026-05-02 08:00'],
              ['NULL', 'c@x.org', 'pl', '2026-06-01 00:00'],
              ['c2', ' - ', 'none', 'N/A'],
              ['C2', 'd@x.org', 'PL', '2026-01-01 00:00'],
            ],
          ],
          [
            ['C1', 'b@x.org', 'FR', '2026-05-02 08:00'],
            ['C2', 'd@x.org', 'PL', '2026-01-01 00:00'],
          ],
          'a tie goes to the later row; a missing stamp is oldest',
        ],
        [[[]], [], 'an empty export'],
      ],
      hidden: [
        edge([['C000001', 'x@y.z', 'gb', '2030-12-31 23:59']], 'one row'),
        edge(
          [
            ['  C9 ', 'None', '-', 'null'],
            ['c9', '', 'NA', ''],
          ],
          'every field missing: the later row wins',
        ),
        edge(
          [
            ['n/a', 'a@b.c', 'de', '2026-01-01 00:00'],
            ['', 'a@b.c', 'de', '2026-01-01 00:00'],
            [' - ', 'a@b.c', 'de', '2026-01-01 00:00'],
          ],
          'every customerId missing',
        ),
        edge(
          [
            ['C5', 'new@b.c', 'de', '2026-02-01 10:00'],
            ['c5', 'old@b.c', 'fr', '2026-01-31 23:59'],
            ['C5', 'older@b.c', 'it', 'NONE'],
          ],
          'the newest row comes first',
        ),
        edge(
          [
            ['C10', 'a@b.c', 'DE', '2026-01-01 00:00'],
            ['C9', 'a@b.c', 'DE', '2026-01-01 00:00'],
            ['C1', 'a@b.c', 'DE', '2026-01-01 00:00'],
            ['c01', 'a@b.c', 'DE', '2026-01-01 00:00'],
          ],
          'ids sort as text; c01 and C1 are different',
        ),
        edge(
          [
            ['C4', ' N/a ', ' nA\t', ' NuLl '],
            ['C4', '\tMiXeD.Case+tag@Example.ORG\t', '\tus', '2099-12-31 23:59'],
          ],
          'tokens in mixed case and tabs',
        ),
        ...rows([generated(30, 8, 5, 0.2), generated(300, 40, 20, 0.15), generated(2000, 500, 200, 0.1)]),
        named(generated(5_000, 300, 40, 0.25), 'the largest export'),
      ],
      hints: [
        'Clean each field first (trim, then compare its lower-case form with the tokens), so every later step sees the same values.',
        'Keep a dictionary from the cleaned customerId to the best row so far. A new row replaces it when its stamp is later or equal; a missing stamp can be treated as an empty string, which is smaller than every stamp.',
        'Sort the keys at the end, not the rows as you go.',
      ],
      editorial: `
**Idea.** One pass with a dictionary. Clean every field (trim spaces and tabs, then a field whose lower-case form is one of the tokens becomes missing), skip rows without an id, upper-case the id to get the key, and keep for each key the best row seen so far. A row replaces the kept one when its stamp is **later or equal**: "equal" is what makes the later row win ties. A missing stamp compares as the empty string, below every real stamp. At the end, sort the keys and return their rows.

**In pandas** this is \`df.sort_values("updated_at", kind="stable", na_position="first").drop_duplicates("customer_id", keep="last")\` after the string clean-up. Both arguments matter: the default sort is not stable (ties could come out in any order) and the default \`na_position="last"\` would make a row without a stamp the newest.

**Why the comparison is safe.** \`YYYY-MM-DD HH:MM\` has fixed-width fields from the most to the least significant, so comparing the texts character by character orders them in time.

**Complexity.** O(n) for the pass and O(k log k) to sort the k customers; O(k) memory.

**Common mistakes.** Keeping the first duplicate instead of the newest; letting ties go to the earlier row; treating a missing stamp as the newest; matching \`N/A\` or \`NULL\` case-sensitively; checking the tokens before trimming; forgetting that \`"NA"\` as a country is missing under this rule (Namibia's code: in real work, pass \`keep_default_na=False\` when a column legitimately holds it).
`,
    });
  })(),

  /* ---------- statistics-basics / data-cleaning: outliers with the IQR rule per group ---------- */
  (() => {
    const random = seeded(30_402);
    const generated = (n: number, groupCount: number, minGroupSize: number, spikes: number, ties: boolean): Row => {
      const names = Array.from({ length: groupCount }, (_, g) => `w${g}`);
      const centre = names.map(() => intIn(random, -1_000_000, 1_000_000) * (random() < 0.3 ? 1000 : 1));
      const spread = names.map(() => intIn(random, 1, 5_000));
      const groups: string[] = [];
      const values: number[] = [];
      for (let i = 0; i < n; i++) {
        const g = intIn(random, 0, groupCount - 1);
        const noise = ties ? intIn(random, -2, 2) : intIn(random, -spread[g], spread[g]);
        let v = centre[g] + noise;
        if (random() < spikes) v += (random() < 0.5 ? -1 : 1) * intIn(random, 2, 8) * spread[g];
        groups.push(names[g]);
        values.push(Math.max(-1_000_000_000, Math.min(1_000_000_000, v)));
      }
      return [[groups, values, minGroupSize], iqrOracle(groups, values, minGroupSize)];
    };
    const edge = (groups: string[], values: number[], minGroupSize: number, name: string) =>
      named([[groups, values, minGroupSize], iqrOracle(groups, values, minGroupSize)], name);
    return defineProblem({
      slug: 'iqr-outliers-by-group',
      title: 'IQR Outliers by Group',
      difficulty: 'medium',
      tags: ['data cleaning', 'statistics', 'sorting'],
      modules: ['data-cleaning', 'statistics-basics', 'exploratory-data-analysis'],
      statement: `
Before trusting delivery times, an analyst screens them for outliers **per warehouse**, because a normal time in one warehouse can be extreme in another. Row \`i\` of the data is \`groups[i]\` (the warehouse) and \`values[i]\` (an integer measurement).

Use **Tukey's rule** with quartiles computed by **linear interpolation** (the default of \`numpy.percentile\`, \`pandas.Series.quantile\`, and Python's \`statistics.quantiles(data, n=4, method="inclusive")\`). For one group, sort its values ascending as \`s[0] ≤ s[1] ≤ … ≤ s[n−1]\`. The quantile at \`p\` is found at position \`h = (n − 1) × p\`: with \`k = ⌊h⌋\`, it is \`s[k] + (h − k) × (s[k+1] − s[k])\` (just \`s[k]\` when \`h\` is whole).

- \`Q1\` is the quantile at \`p = 0.25\`, \`Q3\` the one at \`p = 0.75\`, and \`IQR = Q3 − Q1\`.
- A value is an **outlier** when it is **strictly** below \`Q1 − 1.5 × IQR\` or **strictly** above \`Q3 + 1.5 × IQR\`. A value exactly on a fence is not.
- A group with fewer than \`minGroupSize\` rows is too small to judge: none of its rows is flagged.

Return the indices of all outlier rows, in ascending order.

**Example:** \`groups = ["a", "a", "b", "a", "a", "a", "b", "a"]\`, \`values = [10, 12, 900, 11, 13, 50, 7, 12]\`, \`minGroupSize = 4\`. Group \`a\` sorted is \`[10, 11, 12, 12, 13, 50]\`: \`h = 1.25\` gives \`Q1 = 11 + 0.25 × 1 = 11.25\`, \`h = 3.75\` gives \`Q3 = 12.75\`, so \`IQR = 1.5\` and the fences are \`9\` and \`15\`; only \`50\` (row 5) is outside. Group \`b\` has 2 rows, too few. Answer: \`[5]\`.
`,
      constraints: [
        '1 ≤ groups.length = values.length ≤ 10,000',
        'group names: 1 to 10 lowercase letters or digits',
        '-10⁹ ≤ values[i] ≤ 10⁹',
        '1 ≤ minGroupSize ≤ 1,000',
      ],
      limits: {
        groups: { length: [1, 10_000], each: { length: [1, 10], chars: /[a-z0-9]/ } },
        values: { length: [1, 10_000], each: { int: [-1_000_000_000, 1_000_000_000] } },
        minGroupSize: { int: [1, 1_000] },
      },
      relations: [
        { rule: 'groups.length = values.length', holds: (g: string[], v: number[]) => g.length === v.length },
      ],
      signature: ['iqrOutliers', 'groups: string[]', 'values: int[]', 'minGroupSize: int'],
      returns: 'int[]',
      js: IQR_JS,
      py: IQR_PY,
      wrong: [
        {
          why: 'uses the "exclusive" quartiles (position (n + 1) × p, the default of statistics.quantiles) instead of linear interpolation',
          js: mutate(IQR_JS, 'const h = (sorted.length - 1) * p;', 'const h = (sorted.length + 1) * p - 1;'),
          py: mutate(IQR_PY, ', method="inclusive")', ')'),
        },
        {
          why: 'flags values exactly on a fence (<= and >= instead of < and >)',
          js: mutate(IQR_JS, 'values[i] < low || values[i] > high', 'values[i] <= low || values[i] >= high'),
          py: mutate(IQR_PY, 'values[i] < low or values[i] > high', 'values[i] <= low or values[i] >= high'),
        },
        {
          why: 'computes one set of quartiles for the whole column, ignoring the groups',
          js: mutate(
            IQR_JS,
            'for (const rows of members.values()) {',
            'for (const rows of [groups.map((_, i) => i)]) {',
          ),
          py: mutate(IQR_PY, 'for rows in members.values():', 'for rows in [list(range(len(values)))]:'),
        },
        {
          why: 'skips a group of exactly minGroupSize rows (<= instead of <)',
          js: mutate(IQR_JS, 'rows.length < minGroupSize', 'rows.length <= minGroupSize'),
          py: mutate(IQR_PY, 'len(rows) < min_group_size', 'len(rows) <= min_group_size'),
        },
      ],
      samples: [
        [
          [['a', 'a', 'b', 'a', 'a', 'a', 'b', 'a'], [10, 12, 900, 11, 13, 50, 7, 12], 4],
          [5],
          'one outlier, one small group',
        ],
        [
          [['x', 'x', 'x', 'x', 'x', 'y', 'y', 'y', 'y', 'y'], [2, 3, 4, 5, 8, -1, 3, 4, 5, 9], 5],
          [5, 9],
          'values exactly on the fences are kept',
        ],
        [[['k'], [42], 1], [], 'a single value'],
      ],
      hidden: [
        edge(['a', 'a', 'a', 'a'], [0, 0, 0, 100], 4, 'four values, one far away'),
        edge(['a', 'a', 'a', 'a'], [0, 0, 0, 100], 5, 'the same group, too small'),
        edge(['q', 'q', 'q', 'q', 'q', 'q', 'q'], [5, 5, 5, 5, 5, 5, 6], 1, 'IQR of zero: any other value is out'),
        edge(
          ['a', 'b', 'a', 'b', 'a', 'b', 'a', 'b', 'a', 'b'],
          [1, 1000, 2, 2000, 3, 3000, 4, 4000, 30, 5000],
          1,
          'two scales: a global screen would flag the wrong rows',
        ),
        edge(
          Array.from({ length: 9 }, () => 'z'),
          [-1_000_000_000, 0, 1, 2, 3, 4, 5, 6, 1_000_000_000],
          9,
          'the extremes of the range',
        ),
        edge(
          Array.from({ length: 12 }, (_, i) => (i % 3 === 0 ? 'p' : 'q')),
          [7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7],
          2,
          'all equal',
        ),
        ...rows([
          generated(40, 3, 4, 0.1, false),
          generated(500, 6, 20, 0.05, false),
          generated(2_000, 30, 50, 0.03, false),
          generated(3_000, 10, 1, 0.02, true),
          generated(10_000, 200, 30, 0.02, false),
        ]),
      ],
      hints: [
        'Collect the row indices of each group first, then work on one group at a time: sort its values and compute Q1 and Q3 from the formula.',
        'The position is (n − 1) × p, counted from 0. Only its whole part k and the fraction h − k matter; s[k + 1] is needed only when the fraction is not zero.',
        'The fences use strict comparisons. Collect the flagged indices of every group and sort them at the end.',
      ],
      editorial: `
**Idea.** Group, sort, interpolate, compare. Build a dictionary from group name to the list of its row indices. For each group with at least \`minGroupSize\` rows, sort its values, compute \`Q1\` and \`Q3\` by linear interpolation at positions \`(n − 1) / 4\` and \`3(n − 1) / 4\`, and flag every row strictly outside \`[Q1 − 1.5·IQR, Q3 + 1.5·IQR]\`. Sort the flagged indices.

**Worked reasoning.** For \`[2, 3, 4, 5, 8]\` the positions are exactly 1 and 3, so \`Q1 = 3\`, \`Q3 = 5\`, \`IQR = 2\` and the fences are \`0\` and \`8\`: the value 8 sits on the upper fence and stays. Replace it by 9 and it is flagged.

**Exactness.** The fraction \`h − k\` is 0, 0.25, 0.5 or 0.75, and values are integers up to 10⁹, so every quartile and fence is a multiple of 1/8 well inside a double's 53 bits: no rounding can move a value across a fence. In Python, \`statistics.quantiles(values, n=4, method="inclusive")\` returns \`[Q1, median, Q3]\` with exactly this definition; its default, \`method="exclusive"\`, uses position \`(n + 1)·p\` and gives different quartiles.

**Tiny groups.** With linear interpolation a group of 3 or fewer values can never have an outlier (the fences always contain its minimum and maximum), which is one reason a real screen also sets a minimum group size.

**Complexity.** O(n log n) for the sorts; O(n) memory.

**Common mistakes.** Using the exclusive quartile method (or the median of the halves); flagging values that sit exactly on a fence; screening the whole column at once so one large-scale group hides another's outliers; an off-by-one in the minimum size; returning the indices in group order instead of ascending.
`,
    });
  })(),

  /* ---------- pandas-data-wrangling / data-cleaning: merge two sources on a key with conflict rules ---------- */
  (() => {
    const random = seeded(30_403);
    const CITIES = ['Berlin', 'New York', 'Los Angeles', 'Paris', 'Rio de Janeiro', 'Oslo'];
    const base = Date.UTC(2026, 0, 1);
    /** A value as one source writes it: the same thing in another form, something else, or missing. */
    const variant = (f: number, truth: string, other: string) => {
      const roll = random();
      if (roll < 0.15) return '';
      if (roll < 0.3) return other;
      if (f === 1) return jumbleCase(random, truth);
      if (f === 2) {
        const digits = truth;
        return pick(random, [
          digits,
          `+${digits}`,
          `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`,
          `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`,
        ]);
      }
      const spaced = truth.split(' ').join(pick(random, [' ', '  ']));
      return `${pick(random, ['', ' '])}${jumbleCase(random, spaced)}${pick(random, ['', '  '])}`;
    };
    const truthFor = (f: number) =>
      f === 1
        ? `${pick(random, ['ana', 'bo', 'chen', 'dara'])}${intIn(random, 1, 99)}@${pick(random, ['mail.com', 'shop.de'])}`
        : f === 2
          ? String(intIn(random, 10_000_000, 999_999_999))
          : pick(random, CITIES);
    const generated = (customers: number, overlap: number, stamps: number): Row => {
      const ids = new Set<number>();
      while (ids.size < customers) ids.add(intIn(random, 0, 999_999));
      const crm: string[][] = [];
      const shop: string[][] = [];
      const stampPool = Array.from({ length: stamps }, () => minuteStamp(base + intIn(random, 0, 200 * 1440) * 60_000));
      for (const id of ids) {
        const truths = [1, 2, 3].map(truthFor);
        const others = [1, 2, 3].map(truthFor);
        const row = (upper: boolean) => [
          `${upper ? 'C' : pick(random, ['c', 'C'])}${'0'.repeat(intIn(random, 0, 6 - String(id).length))}${id}`,
          ...[1, 2, 3].map((f) => variant(f, truths[f - 1], others[f - 1])),
          pick(random, stampPool),
        ];
        const where = random();
        if (where < overlap) {
          crm.push(row(true));
          shop.push(row(false));
        } else if (where < (1 + overlap) / 2) crm.push(row(true));
        else shop.push(row(false));
      }
      // neither export is sorted
      for (const list of [crm, shop])
        for (let i = list.length - 1; i > 0; i--) {
          const j = intIn(random, 0, i);
          [list[i], list[j]] = [list[j], list[i]];
        }
      return [[crm, shop], mergeOracle(crm, shop)];
    };
    const edge = (crm: string[][], shop: string[][], name: string) =>
      named([[crm, shop], mergeOracle(crm, shop)], name);
    const ROW = {
      tuple: [
        { pattern: /^[Cc]\d{1,6}$/ },
        { pattern: /^([A-Za-z0-9._-]{1,20}@[A-Za-z0-9.-]{1,20})?$/ },
        { pattern: /^(\+?\(?[0-9]([0-9 ()-]{0,18}[0-9])?)?$/ },
        { length: [0, 30], pattern: /^( *[A-Za-z][A-Za-z ]*)?$/ },
        { pattern: STAMP },
      ],
    } as const;
    const uniqueKeys = (list: string[][]) => new Set(list.map((r) => Number(r[0].slice(1)))).size === list.length;
    return defineProblem({
      slug: 'merge-customer-sources',
      title: 'Merge Two Customer Sources',
      difficulty: 'hard',
      tags: ['data cleaning', 'parsing', 'joins', 'hash maps'],
      modules: ['pandas-data-wrangling', 'data-cleaning', 'data-pipelines-etl'],
      statement: `
The shop and the CRM both keep customers, and the analytics team needs one table. Each row of \`crm\` and of \`shop\` is \`[customerId, email, phone, city, updatedAt]\`; \`""\` means the field is missing. \`updatedAt\` is \`YYYY-MM-DD HH:MM\` (later stamps compare greater as text) and is never missing.

**The key.** An id is \`C\` or \`c\` followed by digits, and the shop pads with zeros: \`c000042\`, \`C42\` and \`C0042\` are all customer **42**, written \`"C42"\` in the result. Within one source every customer appears at most once.

**The join** is a full outer join (\`how="outer"\`): every customer in either source is in the result.
- A customer in only one source keeps that row's fields and \`updatedAt\` as they are, with the source \`"crm"\` or \`"shop"\`.
- A customer in both gets the source \`"both"\`, the later of the two \`updatedAt\`, and each of \`email\`, \`phone\`, \`city\` merged by these rules, with \`a\` the CRM's value and \`b\` the shop's:
  1. If \`a\` or \`b\` is missing, take the other one (\`""\` when both are).
  2. If they are **the same value written differently**, take \`a\` (the CRM is the system of record for formatting). Emails are the same when equal ignoring case; phones when their digits are equal (\`"+49 30 1234567"\` and \`"4930 1234567"\`); cities when equal ignoring case, spaces at the ends and the number of spaces between words.
  3. Otherwise it is a **conflict**: take the value of the row with the later \`updatedAt\` (the CRM's when the stamps are equal), and report \`[customerId, field, a, b]\`.

Return \`{"customers": [...], "conflicts": [...]}\`. \`customers\` holds \`[customerId, email, phone, city, updatedAt, source]\` rows ordered by the written id \`"C…"\` (ascending by character codes, so \`"C10"\` comes before \`"C9"\`); \`conflicts\` is ordered the same way, and within a customer by field: \`email\`, \`phone\`, \`city\`.

**Example:** \`crm = [["C7", "Ana@Mail.com", "+49 30 1234567", "Berlin", "2026-03-01 09:00"]]\`, \`shop = [["c0007", "ana@mail.com", "030 999", "berlin ", "2026-05-02 10:00"], ["c12", "bo@shop.de", "", "Oslo", "2026-01-10 08:00"]]\` → \`{"customers": [["C12", "bo@shop.de", "", "Oslo", "2026-01-10 08:00", "shop"], ["C7", "Ana@Mail.com", "030 999", "Berlin", "2026-05-02 10:00", "both"]], "conflicts": [["C7", "phone", "+49 30 1234567", "030 999"]]}\`.
`,
      constraints: [
        '0 ≤ crm.length, shop.length ≤ 2,000; within one source every customer number appears at most once',
        'customerId: "C" or "c" and 1 to 6 digits; updatedAt: a real date and time "YYYY-MM-DD HH:MM" in the years 2000 to 2099',
        'email: "" or 1 to 20 letters, digits or "._-", "@", then 1 to 20 letters, digits or ".-"',
        'phone: "" or an optional "+" and "(", a digit, then optionally at most 18 digits, spaces or "()-" and a final digit',
        'city: "" or at most 30 ASCII letters and spaces with at least one letter',
      ],
      limits: { crm: { length: [0, 2_000], each: ROW }, shop: { length: [0, 2_000], each: ROW } },
      relations: [
        {
          rule: 'within one source every customer number appears at most once',
          holds: (crm: string[][], shop: string[][]) => uniqueKeys(crm) && uniqueKeys(shop),
        },
        {
          rule: 'updatedAt: a real date and time in the years 2000 to 2099',
          holds: (crm: string[][], shop: string[][]) => [...crm, ...shop].every((r) => realDay(r[4])),
        },
      ],
      signature: ['mergeSources', 'crm: string[][]', 'shop: string[][]'],
      returns: 'object',
      js: MERGE_JS,
      py: MERGE_PY,
      wrong: [
        {
          why: 'an inner join: drops the customers found in only one source',
          js: mutate(MERGE_JS, "customers.push([id, ...fields, c ? 'crm' : 'shop']);", 'void fields;'),
          py: mutate(MERGE_PY, 'customers.append([id_, *only[1:], "crm" if c else "shop"])', 'pass'),
        },
        {
          why: 'compares the raw texts, so the same email in another case or a reformatted phone counts as a conflict',
          js: mutate(MERGE_JS, 'if (normal[f](a) === normal[f](b)) return a;', 'if (a === b) return a;'),
          py: mutate(MERGE_PY, 'elif NORMAL[f - 1](a) == NORMAL[f - 1](b):', 'elif a == b:'),
        },
        {
          why: 'lets the CRM win every conflict, ignoring which row is newer',
          js: mutate(MERGE_JS, 'return winner[f + 1];', 'return a;'),
          py: mutate(MERGE_PY, 'merged.append(winner[f])', 'merged.append(a)'),
        },
        {
          why: 'on equal stamps lets the shop win (>= instead of >)',
          js: mutate(MERGE_JS, 'const winner = s[4] > c[4] ? s : c;', 'const winner = s[4] >= c[4] ? s : c;'),
          py: mutate(MERGE_PY, 'winner = s if s[4] > c[4] else c', 'winner = s if s[4] >= c[4] else c'),
        },
        {
          why: "joins on the id as written, so the shop's zero-padded ids never match the CRM's",
          js: mutate(
            MERGE_JS,
            'new Map(rows.map((row) => [Number(row[0].slice(1)), row]))',
            'new Map(rows.map((row) => [row[0].slice(1), row]))',
            "].map((n) => 'C' + n).sort();",
            '].sort().map((n) => "C" + n);',
            'const c = crmRows.get(Number(id.slice(1)));',
            'const c = crmRows.get(id.slice(1));',
            'const s = shopRows.get(Number(id.slice(1)));',
            'const s = shopRows.get(id.slice(1));',
          ),
        },
      ],
      samples: [
        [
          [
            [['C7', 'Ana@Mail.com', '+49 30 1234567', 'Berlin', '2026-03-01 09:00']],
            [
              ['c0007', 'ana@mail.com', '030 999', 'berlin ', '2026-05-02 10:00'],
              ['c12', 'bo@shop.de', '', 'Oslo', '2026-01-10 08:00'],
            ],
          ],
          {
            customers: [
              ['C12', 'bo@shop.de', '', 'Oslo', '2026-01-10 08:00', 'shop'],
              ['C7', 'Ana@Mail.com', '030 999', 'Berlin', '2026-05-02 10:00', 'both'],
            ],
            conflicts: [['C7', 'phone', '+49 30 1234567', '030 999']],
          },
          'the example',
        ],
        [
          [
            [
              ['C1', 'a@x.org', '', ' New  York', '2026-06-01 12:00'],
              ['C2', 'old@x.org', '555 0100', 'Paris', '2026-06-01 12:00'],
            ],
            [
              ['c01', '', '(212) 555-0199', 'new york', '2026-01-01 00:00'],
              ['C002', 'new@x.org', '5550100', 'Oslo', '2026-06-01 12:00'],
            ],
          ],
          {
            customers: [
              ['C1', 'a@x.org', '(212) 555-0199', ' New  York', '2026-06-01 12:00', 'both'],
              ['C2', 'old@x.org', '555 0100', 'Paris', '2026-06-01 12:00', 'both'],
            ],
            conflicts: [
              ['C2', 'email', 'old@x.org', 'new@x.org'],
              ['C2', 'city', 'Paris', 'Oslo'],
            ],
          },
          'missing values fill in; equal stamps: the CRM wins',
        ],
        [[[], []], { customers: [], conflicts: [] }, 'two empty sources'],
      ],
      hidden: [
        edge([['C5', 'a@b.c', '12', 'Rome', '2030-01-01 00:00']], [], 'only the CRM'),
        edge([], [['c000005', 'a@b.c', '12', 'Rome', '2030-01-01 00:00']], 'only the shop, padded id'),
        edge(
          [['C9', '', '', '', '2026-02-02 02:02']],
          [['c9', '', '', '', '2026-02-02 02:01']],
          'both sides missing every field',
        ),
        edge(
          [['C3', 'X@Y.Z', '+1 (212) 555-0100', 'Rio de Janeiro', '2026-01-01 00:00']],
          [['c3', 'x@y.z', '12125550100', ' rio  DE janeiro ', '2026-12-31 23:59']],
          'the same values written differently are no conflict, even when the shop is newer',
        ),
        edge(
          [['C4', 'a@b.c', '111', 'Oslo', '2026-01-01 00:00']],
          [['C4', 'b@b.c', '222', 'Paris', '2026-01-01 00:01']],
          'three conflicts, the shop a minute newer',
        ),
        edge(
          [
            ['C10', 'a@b.c', '', '', '2026-01-01 00:00'],
            ['C9', 'a@b.c', '', '', '2026-01-01 00:00'],
            ['C100', 'a@b.c', '', '', '2026-01-01 00:00'],
          ],
          [
            ['c0010', 'z@b.c', '', '', '2025-01-01 00:00'],
            ['c1', 'a@b.c', '', '', '2026-01-01 00:00'],
          ],
          'ids ordered as text',
        ),
        edge(
          [['C999999', 'a@b.c', '+1', 'A', '2099-12-31 23:59']],
          [['c999999', 'a@b.c', '1', 'a', '2000-01-01 00:00']],
          'the largest id and the extreme stamps',
        ),
        ...rows([generated(30, 0.6, 6), generated(400, 0.5, 30), generated(1_500, 0.8, 100)]),
        named(generated(2_500, 0.5, 400), 'the largest sources'),
      ],
      hints: [
        'Turn each source into a dictionary from the customer number (the digits after "C" as an integer) to its row. The union of both key sets is the set of output rows.',
        'Write one comparison function per field (lower-case for emails, digits only for phones, lower-case and single spaces for cities) and use it only to decide whether two present values are the same.',
        'Decide the newer row once per customer (the shop only when its stamp is strictly later); it answers every conflict and gives the merged updatedAt.',
      ],
      editorial: `
**Idea.** Index both sources by the numeric key, walk the sorted union of the keys, and merge field by field. This is \`crm.merge(shop, on="key", how="outer", indicator=True)\` followed by a per-column \`combine_first\` with a conflict rule, written out.

**Worked reasoning.** In the example the CRM writes \`C7\` and the shop \`c0007\`; both are customer 7. The emails differ only in case: same value, keep the CRM's \`Ana@Mail.com\`. The cities differ in case and a trailing space: same value. The phones have different digits (\`4930…\` against \`030999\`): a real conflict, and the shop's row is newer, so \`030 999\` wins and the conflict is reported with both original texts.

**The order.** The result is ordered by the written id \`"C" + number\` as text, so after building the ids, sort them as strings, not as numbers (\`C10\` < \`C9\`).

**Complexity.** O((n + m) log(n + m)) for the sort, linear work for the merge; O(n + m) memory.

**Common mistakes.** An inner join that loses customers found in one source only; joining on the id as written (\`c0007\` ≠ \`C7\`); reporting formatting differences as conflicts; letting one source win every conflict whatever its age; giving ties to the shop; filling a missing field with the other source's value and still reporting a conflict.
`,
    });
  })(),

  /* ---------- time-series-basics / data-cleaning: parse, deduplicate and resample to daily totals ---------- */
  (() => {
    const random = seeded(30_404);
    const OFFSETS = [-720, -480, -300, -210, 0, 0, 60, 120, 330, 345, 540, 840];
    /** A valid value for `wh` watt-hours, in one of the ways meters write it. */
    const writeValue = (wh: number) => {
      const unit = pick(random, ['Wh', 'wh', 'WH', 'kWh', 'kwh', 'KWH']);
      const grouped = (n: number) => (random() < 0.5 ? String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',') : String(n));
      const space = pick(random, ['', ' ', '  ']);
      if (unit.toLowerCase() === 'wh') return padded(random, `${grouped(wh)}${space}${unit}`).replaceAll('\t', ' ');
      const whole = Math.floor(wh / 1000);
      const frac = String(wh % 1000)
        .padStart(3, '0')
        .replace(/0+$/, '');
      return `${grouped(whole)}${frac ? `.${frac}` : ''}${space}${unit}`;
    };
    const INVALID = [
      '',
      'n/a',
      '-',
      '12,50 kWh',
      '1.2345 kWh',
      '12.5 Wh',
      '5',
      '-5 Wh',
      '5 MWh',
      '1,2345 Wh',
      '1..5 kWh',
      ',500 Wh',
      '1,000,00 Wh',
      'kWh',
      '0x10 Wh',
    ];
    const generated = (n: number, spanDays: number, reportOffset: number, duplicates: number, invalid: number): Row => {
      const start = Date.UTC(2026, 0, 1) + intIn(random, 0, 700) * DAY_MS;
      const readings: string[][] = [];
      const instants: number[] = [];
      for (let i = 0; i < n; i++) {
        const again = instants.length > 0 && random() < duplicates;
        const instant = again ? pick(random, instants) : start + intIn(random, 0, spanDays * 96) * 15 * 60_000;
        instants.push(instant);
        const value =
          random() < invalid
            ? pick(random, INVALID)
            : writeValue(intIn(random, 0, random() < 0.1 ? 10_000_000 : 5_000));
        readings.push([writtenAt(instant, pick(random, OFFSETS), random() < 0.5), value]);
      }
      return [[readings, reportOffset], dailyTotalsOracle(readings, reportOffset)];
    };
    const edge = (readings: string[][], offset: number, name: string) =>
      named([[readings, offset], dailyTotalsOracle(readings, offset)], name);
    const spanOk = (readings: string[][]) => {
      if (readings.length === 0) return true;
      const instants = readings.map((r) => instantOracle(r[0]));
      return Math.max(...instants) - Math.min(...instants) <= 1_000 * DAY_MS;
    };
    return defineProblem({
      slug: 'daily-meter-totals',
      title: 'Daily Totals from Messy Meter Readings',
      difficulty: 'hard',
      tags: ['data cleaning', 'parsing', 'statistics', 'time-series'],
      modules: ['time-series-basics', 'data-cleaning', 'python-for-data'],
      statement: `
Smart meters send \`readings\`, rows \`[timestamp, value]\`: the energy used in the interval that ends at \`timestamp\`. The export is messy, and the report needs **daily totals in watt-hours**.

**Timestamps** are ISO 8601 with a UTC offset: \`YYYY-MM-DDTHH:MM:SS\` followed by \`Z\` or \`±HH:MM\` (\`"2026-03-01T00:30:00+01:00"\` is the instant \`2026-02-28T23:30:00Z\`). Different meters use different offsets.

**Values** are text. After removing spaces at both ends, a valid value is a number, optional spaces, and a unit, \`Wh\` or \`kWh\` in any case:
- the number is digits, either plain (\`1250\`) or with \`,\` thousands separators (\`1,250\`, \`12,500,000\`: one to three digits, then groups of exactly three), optionally followed by \`.\` and 1 to 3 digits;
- a \`Wh\` value has no decimal part (the meters count whole watt-hours); a \`kWh\` value is multiplied by 1000, so \`"0.75 kWh"\` is 750 Wh and \`"1,2 kWh"\` is invalid.

Anything else (empty, \`"n/a"\`, a sign, no unit, \`"12.5 Wh"\`, \`"1.2345 kWh"\`) is **invalid** and the reading is dropped.

**Cleaning and resampling:**
1. Drop readings with invalid values.
2. Meters resend readings: valid readings at the **same instant** (however their offsets write it) are duplicates, and only the **last** of them in the list counts.
3. Report in the local time of \`utcOffsetMinutes\` (a fixed offset, e.g. \`60\` for UTC+01:00): each reading belongs to the calendar day of its instant shifted by that offset.
4. Return \`[day, totalWh]\` for **every** day from the first to the last day that has a reading, days without readings giving \`0\` (like pandas' \`resample("D").sum()\`), \`day\` written \`YYYY-MM-DD\`. With no valid readings, return \`[]\`.

**Example:** \`readings = [["2026-03-01T00:30:00+01:00", "1,250 Wh"], ["2026-02-28T23:30:00Z", "1.5 kWh"], ["2026-03-02T12:00:00Z", "n/a"], ["2026-03-03T08:00:00+00:00", " 40wh "]]\`, \`utcOffsetMinutes = 0\` → \`[["2026-02-28", 1500], ["2026-03-01", 0], ["2026-03-02", 0], ["2026-03-03", 40]]\`: the first two readings are the same instant, so the later one (1500 Wh) replaces the first, and \`"n/a"\` is dropped.
`,
      constraints: [
        '0 ≤ readings.length ≤ 5,000; values are at most 30 printable ASCII characters',
        'timestamps: real dates and times in the years 2000 to 2099 as written, with offsets from -12:00 to +14:00',
        'all instants lie within 1,000 days of each other; a valid value is at most 10,000,000 Wh (10,000 kWh)',
        '-720 ≤ utcOffsetMinutes ≤ 840',
      ],
      limits: {
        readings: {
          length: [0, 5_000],
          each: { tuple: [{ pattern: TIMESTAMP }, { length: [0, 30], chars: /[ -~]/ }] },
        },
        utcOffsetMinutes: { int: [-720, 840] },
      },
      relations: [
        {
          rule: 'real dates and times in the years 2000 to 2099, offsets from -12:00 to +14:00',
          holds: (readings: string[][]) =>
            readings.every((r) => realDay(r[0]) && offsetMinutesOf(r[0]) >= -720 && offsetMinutesOf(r[0]) <= 840),
        },
        { rule: 'all instants lie within 1,000 days of each other', holds: spanOk },
        {
          rule: 'a valid value is at most 10,000,000 Wh (10,000 kWh)',
          holds: (readings: string[][]) => readings.every((r) => (meterValueOracle(r[1]) ?? 0) <= 10_000_000),
        },
      ],
      signature: ['dailyTotals', 'readings: string[][]', 'utcOffsetMinutes: int'],
      returns: 'json[]',
      js: METER_JS,
      py: METER_PY,
      wrong: [
        {
          why: 'takes the day as written in the timestamp, ignoring both offsets',
          js: mutate(
            METER_JS,
            'latest.set(Date.parse(timestamp), wh);',
            "latest.set(Date.parse(timestamp.slice(0, 19) + 'Z'), wh);",
            '(instant + utcOffsetMinutes * 60000)',
            '(instant)',
          ),
          py: mutate(METER_PY, 'day = instant.astimezone(local).date()', 'day = instant.date()'),
        },
        {
          why: 'groups by day without filling the days that have no readings (groupby instead of resample)',
          js: mutate(METER_JS, 'out.push([new Date(', 'if (totals.has(day)) out.push([new Date('),
          py: mutate(
            METER_PY,
            'for i in range((last - first).days + 1)',
            'for i in range((last - first).days + 1)\n        if first + timedelta(days=i) in totals',
          ),
        },
        {
          why: 'adds up resent readings instead of keeping the last one',
          js: mutate(
            METER_JS,
            'latest.set(Date.parse(timestamp), wh);',
            'latest.set(Date.parse(timestamp) + latest.size / 8, wh);',
          ),
          py: mutate(
            METER_PY,
            'latest[datetime.fromisoformat(timestamp.replace("Z", "+00:00"))] = wh',
            'latest[(len(latest), datetime.fromisoformat(timestamp.replace("Z", "+00:00")))] = wh',
            'for instant, wh in latest.items():',
            'for (_, instant), wh in latest.items():',
          ),
        },
        {
          why: 'deduplicates on the timestamp text, so one instant written with two offsets counts twice',
          js: mutate(
            METER_JS,
            'latest.set(Date.parse(timestamp), wh);',
            'latest.set(timestamp, wh);',
            'for (const [instant, wh] of latest) {',
            'for (const [written, wh] of latest) {\n    const instant = Date.parse(written);',
          ),
        },
        {
          why: 'multiplies kWh as a float (0.57 × 1000 = 570.0000000000001) without rounding',
          js: mutate(
            METER_JS,
            "whole * 1000 + Number((m[2] ?? '').padEnd(3, '0'))",
            "Number(m[1].replaceAll(',', '') + '.' + (m[2] ?? '0')) * 1000",
          ),
          py: mutate(
            METER_PY,
            'return whole * 1000 + int((m[2] or "").ljust(3, "0"))',
            'return float(f"{whole}.{m[2] or 0}") * 1000',
          ),
        },
        {
          why: 'reads the number with parseInt, which stops at the first thousands separator ("1,250" becomes 1)',
          js: mutate(METER_JS, "const whole = Number(m[1].replaceAll(',', ''));", 'const whole = parseInt(m[1]);'),
        },
      ],
      samples: [
        [
          [
            [
              ['2026-03-01T00:30:00+01:00', '1,250 Wh'],
              ['2026-02-28T23:30:00Z', '1.5 kWh'],
              ['2026-03-02T12:00:00Z', 'n/a'],
              ['2026-03-03T08:00:00+00:00', ' 40wh '],
            ],
            0,
          ],
          [
            ['2026-02-28', 1500],
            ['2026-03-01', 0],
            ['2026-03-02', 0],
            ['2026-03-03', 40],
          ],
          'the example',
        ],
        [
          [
            [
              ['2026-07-01T23:30:00Z', '2 kWh'],
              ['2026-07-02T22:45:00-02:00', '300 Wh'],
              ['2026-07-02T01:15:00+02:00', '0.057 KWH'],
            ],
            120,
          ],
          [
            ['2026-07-02', 2057],
            ['2026-07-03', 300],
          ],
          'reported in UTC+02:00',
        ],
        [
          [
            [
              ['2026-01-01T00:00:00Z', '12.5 Wh'],
              ['2026-01-01T00:15:00Z', '1,25 kWh'],
            ],
            0,
          ],
          [],
          'no valid readings',
        ],
      ],
      hidden: [
        edge([], 0, 'no readings'),
        edge([['2099-12-31T23:59:59+14:00', '10,000 kWh']], 840, 'one reading, the largest value and offset'),
        edge([['2000-01-01T00:00:00-12:00', '10,000,000 Wh']], -720, 'the smallest offset'),
        edge(
          [
            ['2028-02-28T23:00:00Z', '1 kWh'],
            ['2028-02-29T23:00:00Z', '2 kWh'],
            ['2028-03-01T23:00:00Z', '3 kWh'],
          ],
          60,
          'a leap day, shifted across midnight',
        ),
        edge(
          [
            ['2026-12-31T20:00:00-05:00', '0.1 kWh'],
            ['2027-01-01T01:00:00Z', '0.2 kWh'],
            ['2027-01-01T06:30:00+05:30', '0.3 kWh'],
            ['2027-01-01T01:00:00+00:00', '0.57 kWh'],
          ],
          0,
          'one instant written four ways: the last wins',
        ),
        edge(
          [
            ['2026-05-05T10:00:00Z', '5 Wh'],
            ['2026-05-05T10:00:00Z', 'n/a'],
            ['2026-05-05T10:00:00Z', '-'],
          ],
          0,
          'an invalid resend does not erase a valid reading',
        ),
        edge(
          [
            ['2026-04-01T00:00:00Z', ' 1,000 wh'],
            ['2026-04-01T00:15:00Z', '1000Wh'],
            ['2026-04-01T00:30:00Z', '1,000.5 kWh'],
            ['2026-04-01T00:45:00Z', '0.001 kWh'],
            ['2026-04-01T01:00:00Z', '9,500,000 Wh'],
            ['2026-04-01T01:15:00Z', '1,000,00 Wh'],
            ['2026-04-01T01:30:00Z', '1.2 wh'],
            ['2026-04-01T01:45:00Z', '+5 Wh'],
            ['2026-04-01T02:00:00Z', '7 Wh '],
            ['2026-04-01T02:15:00Z', '0012 Wh'],
            ['2026-04-01T02:30:00Z', '1,000 kWh'],
          ],
          0,
          'number formats: separators, decimals, signs and spacing',
        ),
        edge(
          [
            ['2026-01-01T12:00:00Z', '1 Wh'],
            ['2028-09-27T12:00:00Z', '2 Wh'],
          ],
          -300,
          'a thousand days apart',
        ),
        ...rows([
          generated(20, 3, 0, 0.2, 0.2),
          generated(300, 20, 60, 0.1, 0.1),
          generated(2_000, 90, -300, 0.15, 0.1),
          generated(4_000, 400, 330, 0.05, 0.05),
        ]),
        named(generated(5_000, 900, 840, 0.1, 0.1), 'the largest export'),
      ],
      hints: [
        'Write the value parser first and test it alone: one regular expression with a group for the whole part (plain digits, or 1 to 3 digits then ",ddd" groups), an optional group for the decimals, and one for the unit.',
        'Keep kWh in integers: whole × 1000 plus the decimals padded to three digits. Multiplying a float by 1000 leaves tails such as 570.0000000000001.',
        'Turn each timestamp into an instant (a number of milliseconds, or an aware datetime) and store the value under it, so a resend overwrites. Then shift each instant by utcOffsetMinutes to find its day, and walk from the first day to the last.',
      ],
      editorial: `
**Idea.** Three passes, each a standard cleaning step. (1) Parse: a value is valid when it fully matches a number with optional thousands groups and up to 3 decimals, optional spaces and \`Wh\`/\`kWh\`; convert it to whole watt-hours with integer arithmetic. (2) Deduplicate on the **instant**: parse the timestamp with its offset (\`Date.parse\` understands \`Z\` and \`±HH:MM\`; in Python \`datetime.fromisoformat\` gives an aware datetime) and let later readings overwrite earlier ones in a dictionary. (3) Resample: shift each instant by \`utcOffsetMinutes\`, take its date, add to that day's total, and emit every day from the first to the last, zeros included.

**Worked reasoning.** In the second example, the report is in UTC+02:00. \`23:30Z\` on 1 July is 01:30 on 2 July locally; \`22:45-02:00\` on 2 July is \`00:45Z\` on 3 July, 02:45 local on 3 July; \`01:15+02:00\` is 1 July \`23:15Z\`, which is again 2 July locally. Hence 2000 + 57 on 2 July and 300 on 3 July. (The last value, \`0.057 KWH\`, is 57 Wh.)

**Why instants.** Two meters can write the same moment as \`06:30+05:30\` and \`01:00Z\`; comparing the texts would count the resend twice, and taking the date as written puts readings near midnight on the wrong day.

**Complexity.** O(n) to parse and deduplicate, plus O(d) for the d days of the range (at most about 1,000); O(n + d) memory.

**Common mistakes.** Parsing \`1,250\` with \`parseFloat\` or \`float\` (it stops at, or rejects, the comma); accepting \`1,25\` as a thousands group; float tails from \`0.57 × 1000\`; deduplicating on the text; letting an invalid resend erase a valid reading; grouping by date without filling empty days; using the offsets written in the data instead of the reporting offset.
`,
    });
  })(),
];
