import {
  checkBasics,
  checkItem,
  checkObject,
  DEFAULT_TITLES,
  DOCUMENT_VERSION,
  DocumentProblem,
  DocumentTooLarge,
  ENTRY_FIELDS,
  invalidDocument,
  jsonBytes,
  LIMITS,
  parseDocument,
  STANDARD_KINDS,
  type Json,
  type JsonObject,
  type ResumeDocument,
  type Section,
  type StandardKind,
} from './document.js';
import { isLanguage, isPaper, isTemplate, type Paper, type TemplateId } from './resume-settings.js';

/** Our layout of a resume, carried in JSON Resume's `meta.devpath` (the schema lets `meta` hold more), so an export imports back as it was. */
export interface Layout {
  version: number;
  template?: TemplateId;
  paper?: Paper;
  language?: string;
  sections: Array<{
    id: string;
    kind: string;
    title: string;
    hidden: boolean;
    hiddenEntries?: number[];
    entries?: Json[];
    entryIds?: string[];
  }>;
}

export interface ImportedResume {
  document: ResumeDocument;
  template?: TemplateId;
  paper?: Paper;
  language?: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const IMPORT_INVALID = 'RESUME_IMPORT_INVALID';

/**
 * A JSON Resume v1.0.0 document as ours: each array JSON Resume defines becomes a section in
 * the order `meta.devpath` gives (else JSON Resume's order), every field kept. Throws
 * RESUME_IMPORT_INVALID with the path of the first problem.
 */
export function fromJsonResume(value: unknown): ImportedResume {
  try {
    if (!isObject(value)) throw new DocumentProblem('resume', 'must be a JSON object (a JSON Resume document)');
    if (jsonBytes(value) > LIMITS.document)
      throw new DocumentTooLarge('resume', `is larger than ${LIMITS.document} bytes`, LIMITS.document);
    const { basics, meta: rawMeta, ...rest } = value;
    const meta = checkObject(rawMeta, 'meta');
    const { devpath, ...ownMeta } = meta;
    const extra: JsonObject = {};
    const arrays = new Map<StandardKind, JsonObject[]>();
    for (const [key, v] of Object.entries(rest)) {
      if ((STANDARD_KINDS as readonly string[]).includes(key)) {
        const kind = key as StandardKind;
        if (!Array.isArray(v)) throw new DocumentProblem(key, 'must be a list');
        if (v.length > LIMITS.entries) throw new DocumentProblem(key, `has more than ${LIMITS.entries} entries`);
        arrays.set(
          kind,
          v.map((item, i) => checkItem(item, ENTRY_FIELDS[kind], `${key}[${i}]`)),
        );
      } else {
        extra[key] = checkObject({ v }, key).v;
      }
    }
    const checkedBasics = checkBasics(basics, 'basics');
    const layout = readLayout(devpath);
    const sections: Section[] = [];
    const used = new Set<string>();
    let counter = 0;
    const id = (prefix: string, wanted?: string) => {
      let candidate = wanted && /^[A-Za-z0-9_-]{1,40}$/.test(wanted) && !used.has(wanted) ? wanted : '';
      while (!candidate || used.has(candidate)) {
        counter += 1;
        candidate = `${prefix}-${counter}`;
      }
      used.add(candidate);
      return candidate;
    };
    const placed = new Set<string>();
    for (const s of layout?.sections ?? []) {
      if (s.kind === 'summary') {
        if (placed.has('summary')) continue;
        placed.add('summary');
        sections.push({ id: id('summary', s.id), kind: 'summary', title: s.title, hidden: s.hidden, entries: [] });
      } else if (s.kind === 'custom') {
        const entries = (s.entries ?? []).map((e, i) =>
          checkItem(e, ENTRY_FIELDS.custom, `meta.devpath.sections.${s.id}.entries[${i}]`),
        );
        sections.push({
          id: id('custom', s.id),
          kind: 'custom',
          title: s.title,
          hidden: s.hidden,
          entries: entries.map((data, i) => ({
            id: id('e', s.entryIds?.[i]),
            hidden: s.hiddenEntries?.includes(i) ?? false,
            data,
          })),
        });
      } else if (
        (STANDARD_KINDS as readonly string[]).includes(s.kind) &&
        arrays.has(s.kind as StandardKind) &&
        !placed.has(s.kind)
      ) {
        placed.add(s.kind);
        const items = arrays.get(s.kind as StandardKind)!;
        sections.push({
          id: id(s.kind, s.id),
          kind: s.kind as StandardKind,
          title: s.title,
          hidden: s.hidden,
          entries: items.map((data, i) => ({
            id: id('e', s.entryIds?.[i]),
            hidden: s.hiddenEntries?.includes(i) ?? false,
            data,
          })),
        });
      }
    }
    if (!placed.has('summary') && !layout)
      sections.push({
        id: id('summary', 'summary'),
        kind: 'summary',
        title: DEFAULT_TITLES.summary,
        hidden: false,
        entries: [],
      });
    for (const kind of STANDARD_KINDS) {
      if (!arrays.has(kind) || placed.has(kind)) continue;
      sections.push({
        id: id(kind, kind),
        kind,
        title: DEFAULT_TITLES[kind],
        hidden: false,
        entries: arrays.get(kind)!.map((data) => ({ id: id('e'), hidden: false, data })),
      });
    }
    const document = parseDocument(
      { version: DOCUMENT_VERSION, basics: checkedBasics, sections, meta: ownMeta, extra },
      IMPORT_INVALID,
    );
    return {
      document,
      template: layout?.template,
      paper: layout?.paper,
      language: layout?.language,
    };
  } catch (error) {
    if (error instanceof DocumentProblem) throw invalidDocument(error, IMPORT_INVALID);
    throw error;
  }
}

/** Our layout from `meta.devpath`, or null when absent or not ours (then JSON Resume's order applies). */
function readLayout(value: Json | undefined): Layout | null {
  if (!isObject(value) || !Array.isArray(value.sections)) return null;
  const sections = value.sections.flatMap((s) =>
    isObject(s) && typeof s.kind === 'string' && typeof s.title === 'string' && s.title.length <= LIMITS.sectionTitle
      ? [
          {
            id: typeof s.id === 'string' ? s.id : '',
            kind: s.kind,
            title: s.title,
            hidden: s.hidden === true,
            hiddenEntries: Array.isArray(s.hiddenEntries)
              ? s.hiddenEntries.filter((n): n is number => Number.isInteger(n))
              : undefined,
            entries: Array.isArray(s.entries) ? (s.entries as Json[]) : undefined,
            entryIds: Array.isArray(s.entryIds)
              ? s.entryIds.filter((n): n is string => typeof n === 'string')
              : undefined,
          },
        ]
      : [],
  );
  return {
    version: typeof value.version === 'number' ? value.version : 1,
    template: typeof value.template === 'string' && isTemplate(value.template) ? value.template : undefined,
    paper: typeof value.paper === 'string' && isPaper(value.paper) ? value.paper : undefined,
    language: typeof value.language === 'string' && isLanguage(value.language) ? value.language : undefined,
    sections,
  };
}

/**
 * Our resume as JSON Resume v1.0.0: every array JSON Resume defines, each entry's data as it is
 * (hidden ones too: an export is the whole resume), and our layout (order, titles, what is hidden,
 * custom sections, template, paper, language) in `meta.devpath`.
 */
export function toJsonResume(
  document: ResumeDocument,
  settings: { template: TemplateId; paper: Paper; language: string },
): JsonObject {
  const out: JsonObject = { ...document.extra, basics: document.basics as JsonObject };
  const layout: Layout['sections'] = [];
  for (const s of document.sections) {
    const hiddenEntries = s.entries.flatMap((e, i) => (e.hidden ? [i] : []));
    const entryIds = s.entries.map((e) => e.id);
    if (s.kind === 'custom') {
      layout.push({
        id: s.id,
        kind: s.kind,
        title: s.title,
        hidden: s.hidden,
        hiddenEntries,
        entryIds,
        entries: s.entries.map((e) => e.data),
      });
      continue;
    }
    layout.push({ id: s.id, kind: s.kind, title: s.title, hidden: s.hidden, hiddenEntries, entryIds });
    if (s.kind !== 'summary') out[s.kind] = s.entries.map((e) => e.data);
  }
  const devpath: Layout = {
    version: DOCUMENT_VERSION,
    template: settings.template,
    paper: settings.paper,
    language: settings.language,
    sections: layout,
  };
  out.meta = { ...document.meta, devpath: devpath as unknown as Json };
  return out;
}
