import {
  DOCUMENT_VERSION,
  SECTION_KINDS,
  STANDARD_KINDS,
  type Basics,
  type Entry,
  type Json,
  type JsonObject,
  type ResumeDocument,
  type Section,
  type SectionKind,
  type StandardKind,
} from '@devpath/resume-core';
import { DomainError } from '../../../platform/errors/domain-error.js';

/**
 * A resume's content: JSON Resume v1.0.0 (https://jsonresume.org/schema) as the data of each
 * entry, arranged in ordered sections that can be renamed and hidden. Every field JSON Resume
 * defines keeps its name and type, and fields it does not define (other tools' extensions) are
 * kept as they came, so an import exports unchanged. The types are the shared resume model's
 * (packages/resume-core, also the SPA's); this file checks a document the API receives.
 */
export { DOCUMENT_VERSION, SECTION_KINDS, STANDARD_KINDS };
export type {
  Basics,
  Json,
  JsonObject,
  ResumeDocument,
  Section,
  SectionKind,
  StandardKind,
} from '@devpath/resume-core';

type FieldType = 'text' | 'long' | 'date' | 'url' | 'list';

/** The fields JSON Resume v1.0.0 defines for an entry of each kind (custom: ours), with their types. */
export const ENTRY_FIELDS: Record<StandardKind | 'custom', Record<string, FieldType>> = {
  work: {
    name: 'text',
    location: 'text',
    description: 'text',
    position: 'text',
    url: 'url',
    startDate: 'date',
    endDate: 'date',
    summary: 'long',
    highlights: 'list',
  },
  volunteer: {
    organization: 'text',
    position: 'text',
    url: 'url',
    startDate: 'date',
    endDate: 'date',
    summary: 'long',
    highlights: 'list',
  },
  education: {
    institution: 'text',
    url: 'url',
    area: 'text',
    studyType: 'text',
    startDate: 'date',
    endDate: 'date',
    score: 'text',
    courses: 'list',
  },
  awards: { title: 'text', date: 'date', awarder: 'text', summary: 'long' },
  certificates: { name: 'text', date: 'date', url: 'url', issuer: 'text' },
  publications: { name: 'text', publisher: 'text', releaseDate: 'date', url: 'url', summary: 'long' },
  skills: { name: 'text', level: 'text', keywords: 'list' },
  languages: { language: 'text', fluency: 'text' },
  interests: { name: 'text', keywords: 'list' },
  references: { name: 'text', reference: 'long' },
  projects: {
    name: 'text',
    description: 'long',
    highlights: 'list',
    keywords: 'list',
    startDate: 'date',
    endDate: 'date',
    url: 'url',
    roles: 'list',
    entity: 'text',
    type: 'text',
  },
  custom: { title: 'text', subtitle: 'text', date: 'text', url: 'url', summary: 'long', highlights: 'list' },
};

export const BASICS_FIELDS: Record<string, FieldType> = {
  name: 'text',
  label: 'text',
  image: 'url',
  email: 'text',
  phone: 'text',
  url: 'url',
  summary: 'long',
};
export const LOCATION_FIELDS = ['address', 'postalCode', 'city', 'countryCode', 'region'] as const;

export const DEFAULT_TITLES: Record<SectionKind, string> = {
  summary: 'Summary',
  work: 'Experience',
  volunteer: 'Volunteering',
  education: 'Education',
  awards: 'Awards',
  certificates: 'Certificates',
  publications: 'Publications',
  skills: 'Skills',
  languages: 'Languages',
  interests: 'Interests',
  references: 'References',
  projects: 'Projects',
  custom: 'More',
};

/**
 * What a document may hold (issue 24: a resume's PDF is made from all of it, so every part is
 * bounded; with these caps the largest resume renders in about a second, see docs/benchmarks.md).
 * Breaking a rule of a field's shape is RESUME_INVALID (400, `details.path`); going over a cap of
 * the whole document (its bytes, its entries in all) is RESUME_TOO_LARGE (400, `details.path`,
 * `details.limit`). A stored document is never changed by a cap: it can be read, exported and
 * printed as it is, and is checked again when it is next saved.
 */
export const LIMITS = {
  /** Characters of a short text field (a name, a position, a location). */
  text: 300,
  /** Characters of a long text field (a summary, a description). */
  long: 4000,
  date: 40,
  url: 2000,
  /** Items of a list (highlights, keywords, courses) and characters of each. */
  listItems: 40,
  listItem: 1000,
  /** Entries of a section, sections of a document, entries of the whole document. */
  entries: 60,
  sections: 30,
  entriesTotal: 300,
  profiles: 20,
  sectionTitle: 80,
  /** Serialized bytes of the fields JSON Resume does not define (kept, not shown). */
  extra: 32_768,
  /** Serialized bytes of a whole document. */
  document: 400_000,
} as const;

const ID = /^[A-Za-z0-9_-]{1,40}$/;
/** JSON Resume's iso8601 pattern (year, year-month or date); empty means "not given" (e.g. a job held now). */
const DATE = /^(|[1-2][0-9]{3}(-[0-1][0-9](-[0-3][0-9])?)?)$/;

/** Where in the document a value broke a rule, and which rule: the `details` of RESUME_INVALID. */
export class DocumentProblem {
  constructor(
    readonly path: string,
    readonly message: string,
  ) {}
}

/** A cap of the whole document exceeded: RESUME_TOO_LARGE, whatever the code of the other problems. */
export class DocumentTooLarge extends DocumentProblem {
  constructor(
    path: string,
    message: string,
    readonly limit: number,
  ) {
    super(path, message);
  }
}

export const TOO_LARGE = 'RESUME_TOO_LARGE';

export const invalidDocument = (problem: DocumentProblem, code = 'RESUME_INVALID') =>
  problem instanceof DocumentTooLarge
    ? new DomainError('invalid', TOO_LARGE, `The resume is too large: ${problem.path} ${problem.message}.`, {
        path: problem.path,
        reason: problem.message,
        limit: problem.limit,
      })
    : new DomainError('invalid', code, `The resume is not valid: ${problem.path} ${problem.message}.`, {
        path: problem.path,
        reason: problem.message,
      });

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Bytes of the JSON text of a value (what the limits count). */
export const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value) ?? '', 'utf8');

/** Checks arbitrary JSON kept as it came (the fields JSON Resume does not define): plain JSON values only. */
function checkJson(value: unknown, path: string): Json {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new DocumentProblem(path, 'is not a finite number');
    return value;
  }
  if (Array.isArray(value)) return value.map((v, i) => checkJson(v, `${path}[${i}]`));
  if (isObject(value)) {
    const out: JsonObject = {};
    for (const [k, v] of Object.entries(value)) out[k] = checkJson(v, `${path}.${k}`);
    return out;
  }
  throw new DocumentProblem(path, 'is not a JSON value');
}

function checkField(type: FieldType, value: unknown, path: string): Json {
  if (type === 'list') {
    if (!Array.isArray(value)) throw new DocumentProblem(path, 'must be a list of texts');
    if (value.length > LIMITS.listItems) throw new DocumentProblem(path, `has more than ${LIMITS.listItems} items`);
    return value.map((item, i) => {
      if (typeof item !== 'string') throw new DocumentProblem(`${path}[${i}]`, 'must be a text');
      if (item.length > LIMITS.listItem)
        throw new DocumentProblem(`${path}[${i}]`, `is longer than ${LIMITS.listItem} characters`);
      return item;
    });
  }
  if (typeof value !== 'string') throw new DocumentProblem(path, 'must be a text');
  const max = type === 'long' ? LIMITS.long : type === 'date' ? LIMITS.date : type === 'url' ? LIMITS.url : LIMITS.text;
  if (value.length > max) throw new DocumentProblem(path, `is longer than ${max} characters`);
  if (type === 'date' && !DATE.test(value))
    throw new DocumentProblem(path, 'must be a date as YYYY, YYYY-MM or YYYY-MM-DD');
  if (type === 'url' && value && !/^(https?:\/\/|mailto:)/i.test(value))
    throw new DocumentProblem(path, 'must start with https://, http:// or mailto:');
  return value;
}

/** An object whose known fields are typed and whose other fields are kept as JSON (bounded). */
export function checkItem(
  value: unknown,
  fields: Record<string, FieldType>,
  path: string,
  nested: Record<string, (v: unknown, p: string) => Json> = {},
): JsonObject {
  if (!isObject(value)) throw new DocumentProblem(path, 'must be an object');
  const out: JsonObject = {};
  const extra: JsonObject = {};
  for (const [key, v] of Object.entries(value)) {
    const at = `${path}.${key}`;
    if (v === undefined) continue;
    if (key in fields) out[key] = checkField(fields[key], v, at);
    else if (key in nested) out[key] = nested[key](v, at);
    else extra[key] = checkJson(v, at);
  }
  if (jsonBytes(extra) > LIMITS.extra)
    throw new DocumentProblem(path, `has more than ${LIMITS.extra} bytes of fields JSON Resume does not define`);
  return { ...out, ...extra };
}

export function checkBasics(value: unknown, path = 'basics'): Basics {
  return checkItem(value ?? {}, BASICS_FIELDS, path, {
    location: (v, p) => checkItem(v, Object.fromEntries(LOCATION_FIELDS.map((f) => [f, 'text' as const])), p),
    profiles: (v, p) => {
      if (!Array.isArray(v)) throw new DocumentProblem(p, 'must be a list');
      if (v.length > LIMITS.profiles) throw new DocumentProblem(p, `has more than ${LIMITS.profiles} items`);
      return v.map((item, i) => checkItem(item, { network: 'text', username: 'text', url: 'url' }, `${p}[${i}]`));
    },
  }) as Basics;
}

export function checkObject(value: unknown, path: string): JsonObject {
  if (value === undefined) return {};
  if (!isObject(value)) throw new DocumentProblem(path, 'must be an object');
  const out = checkJson(value, path) as JsonObject;
  if (jsonBytes(out) > LIMITS.extra) throw new DocumentProblem(path, `has more than ${LIMITS.extra} bytes`);
  return out;
}

function checkEntries(kind: SectionKind, value: unknown, path: string, ids: Set<string>): Entry[] {
  if (!Array.isArray(value)) throw new DocumentProblem(path, 'must be a list');
  if (kind === 'summary' && value.length)
    throw new DocumentProblem(path, 'must be empty (the summary is basics.summary)');
  if (value.length > LIMITS.entries) throw new DocumentProblem(path, `has more than ${LIMITS.entries} entries`);
  return value.map((e, i) => {
    const at = `${path}[${i}]`;
    if (!isObject(e)) throw new DocumentProblem(at, 'must be an object');
    for (const key of Object.keys(e))
      if (!['id', 'hidden', 'data'].includes(key))
        throw new DocumentProblem(`${at}.${key}`, 'is not a field of an entry');
    const id = checkId(e.id, `${at}.id`, ids);
    if (typeof e.hidden !== 'boolean') throw new DocumentProblem(`${at}.hidden`, 'must be true or false');
    return {
      id,
      hidden: e.hidden,
      data: checkItem(e.data, ENTRY_FIELDS[kind as StandardKind | 'custom'], `${at}.data`),
    };
  });
}

function checkId(value: unknown, path: string, ids: Set<string>): string {
  if (typeof value !== 'string' || !ID.test(value))
    throw new DocumentProblem(path, 'must be 1 to 40 letters, digits, "-" or "_"');
  if (ids.has(value)) throw new DocumentProblem(path, 'is used twice');
  ids.add(value);
  return value;
}

/**
 * The document as the API received it, checked field by field (unknown fields of ours refused,
 * JSON Resume's extensions kept, every text bounded); throws RESUME_INVALID with the path.
 */
export function parseDocument(value: unknown, code = 'RESUME_INVALID'): ResumeDocument {
  try {
    if (!isObject(value)) throw new DocumentProblem('document', 'must be an object');
    for (const key of Object.keys(value)) {
      if (!['version', 'basics', 'sections', 'meta', 'extra'].includes(key))
        throw new DocumentProblem(`document.${key}`, 'is not a field of a resume');
    }
    if (value.version !== DOCUMENT_VERSION)
      throw new DocumentProblem('document.version', `must be ${DOCUMENT_VERSION}`);
    if (!Array.isArray(value.sections)) throw new DocumentProblem('document.sections', 'must be a list');
    if (value.sections.length > LIMITS.sections)
      throw new DocumentProblem('document.sections', `has more than ${LIMITS.sections} sections`);
    const ids = new Set<string>();
    const seen = new Set<SectionKind>();
    const sections = value.sections.map((s, i): Section => {
      const at = `document.sections[${i}]`;
      if (!isObject(s)) throw new DocumentProblem(at, 'must be an object');
      for (const key of Object.keys(s))
        if (!['id', 'kind', 'title', 'hidden', 'entries'].includes(key))
          throw new DocumentProblem(`${at}.${key}`, 'is not a field of a section');
      if (typeof s.kind !== 'string' || !(SECTION_KINDS as readonly string[]).includes(s.kind))
        throw new DocumentProblem(`${at}.kind`, `must be one of ${SECTION_KINDS.join(', ')}`);
      const kind = s.kind as SectionKind;
      if (kind !== 'custom' && seen.has(kind))
        throw new DocumentProblem(`${at}.kind`, `appears twice (only custom sections may)`);
      seen.add(kind);
      const id = checkId(s.id, `${at}.id`, ids);
      if (typeof s.title !== 'string' || s.title.length > LIMITS.sectionTitle)
        throw new DocumentProblem(`${at}.title`, `must be a text of at most ${LIMITS.sectionTitle} characters`);
      if (typeof s.hidden !== 'boolean') throw new DocumentProblem(`${at}.hidden`, 'must be true or false');
      return {
        id,
        kind,
        title: s.title,
        hidden: s.hidden,
        entries: checkEntries(kind, s.entries, `${at}.entries`, ids),
      };
    });
    const doc: ResumeDocument = {
      version: DOCUMENT_VERSION,
      basics: checkBasics(value.basics, 'document.basics'),
      sections,
      meta: checkObject(value.meta, 'document.meta'),
      extra: checkObject(value.extra, 'document.extra'),
    };
    const entries = sections.reduce((n, section) => n + section.entries.length, 0);
    if (entries > LIMITS.entriesTotal)
      throw new DocumentTooLarge(
        'document.sections',
        `have more than ${LIMITS.entriesTotal} entries in all`,
        LIMITS.entriesTotal,
      );
    if (jsonBytes(doc) > LIMITS.document)
      throw new DocumentTooLarge('document', `is larger than ${LIMITS.document} bytes`, LIMITS.document);
    return doc;
  } catch (error) {
    if (error instanceof DocumentProblem) throw invalidDocument(error, code);
    throw error;
  }
}

export const emptyDocument = (): ResumeDocument => ({
  version: DOCUMENT_VERSION,
  basics: {},
  sections: [
    { id: 'summary', kind: 'summary', title: DEFAULT_TITLES.summary, hidden: false, entries: [] },
    { id: 'work', kind: 'work', title: DEFAULT_TITLES.work, hidden: false, entries: [] },
    { id: 'education', kind: 'education', title: DEFAULT_TITLES.education, hidden: false, entries: [] },
    { id: 'skills', kind: 'skills', title: DEFAULT_TITLES.skills, hidden: false, entries: [] },
    { id: 'projects', kind: 'projects', title: DEFAULT_TITLES.projects, hidden: false, entries: [] },
  ],
  meta: {},
  extra: {},
});
