import type { JsonObject, ResumeDocument, SectionKind } from './document.js';

/**
 * What a resume shows, in reading order: the one description both the server's PDF and the SPA's
 * preview are set from (through `typeset`), so they show the same text in the same order.
 */
export type Block =
  | { type: 'name'; text: string }
  | { type: 'headline'; text: string }
  | { type: 'contact'; parts: Array<{ text: string; link?: string }> }
  | { type: 'section'; text: string; id: string }
  | { type: 'entry'; title: string; subtitle: string; dates: string; link?: string }
  | { type: 'text'; text: string }
  | { type: 'bullet'; text: string };
const PRESENT: Record<string, string> = {
  en: 'Present',
  ar: 'حتى الآن',
  he: 'היום',
  fa: 'تاکنون',
  fr: 'Aujourd’hui',
  de: 'Heute',
  es: 'Actualidad',
  pt: 'Atual',
};

/** "Present" in the resume's language (English when we do not know the word). */
export const presentWord = (language: string) => PRESENT[language.split('-')[0]] ?? PRESENT.en;

const str = (data: JsonObject, key: string): string =>
  typeof data[key] === 'string' ? (data[key] as string).trim() : '';
const list = (data: JsonObject, key: string): string[] =>
  Array.isArray(data[key])
    ? (data[key] as unknown[]).filter((x): x is string => typeof x === 'string' && x.trim() !== '').map((x) => x.trim())
    : [];
const join = (parts: string[], sep: string) => parts.filter(Boolean).join(sep);

export function dateRange(start: string, end: string, language: string): string {
  if (!start && !end) return '';
  if (!start) return end;
  return `${start} – ${end || presentWord(language)}`;
}

/** The blocks of one entry of a section of `kind`. */
export function entryBlocks(kind: SectionKind, data: JsonObject, language: string): Block[] {
  const out: Block[] = [];
  const entry = (title: string, subtitle: string, dates: string, link?: string) => {
    if (title || subtitle || dates)
      out.push({
        type: 'entry',
        title: title || subtitle,
        subtitle: title ? subtitle : '',
        dates,
        ...(link ? { link } : {}),
      });
  };
  const text = (t: string) => t && out.push({ type: 'text', text: t });
  const bullets = (items: string[]) => {
    for (const t of items) out.push({ type: 'bullet', text: t });
  };
  const url = str(data, 'url') || undefined;
  const range = dateRange(str(data, 'startDate'), str(data, 'endDate'), language);
  switch (kind) {
    case 'work':
      entry(str(data, 'position'), join([str(data, 'name'), str(data, 'location')], ', '), range, url);
      text(str(data, 'description'));
      text(str(data, 'summary'));
      bullets(list(data, 'highlights'));
      break;
    case 'volunteer':
      entry(str(data, 'position'), str(data, 'organization'), range, url);
      text(str(data, 'summary'));
      bullets(list(data, 'highlights'));
      break;
    case 'education':
      entry(join([str(data, 'studyType'), str(data, 'area')], ', '), str(data, 'institution'), range, url);
      text(str(data, 'score'));
      text(list(data, 'courses').join(' · '));
      break;
    case 'awards':
      entry(str(data, 'title'), str(data, 'awarder'), str(data, 'date'));
      text(str(data, 'summary'));
      break;
    case 'certificates':
      entry(str(data, 'name'), str(data, 'issuer'), str(data, 'date'), url);
      if (url) text(url);
      break;
    case 'publications':
      entry(str(data, 'name'), str(data, 'publisher'), str(data, 'releaseDate'), url);
      text(str(data, 'summary'));
      break;
    case 'skills':
    case 'interests': {
      const head = join([str(data, 'name'), str(data, 'level')], ' · ');
      const keywords = list(data, 'keywords').join(', ');
      text(head && keywords ? `${head}: ${keywords}` : head || keywords);
      break;
    }
    case 'languages':
      text(join([str(data, 'language'), str(data, 'fluency')], ' · '));
      break;
    case 'references':
      entry(str(data, 'name'), '', '');
      text(str(data, 'reference'));
      break;
    case 'projects':
      entry(
        str(data, 'name'),
        join([str(data, 'entity'), str(data, 'type'), list(data, 'roles').join(', ')], ' · '),
        range,
        url,
      );
      text(str(data, 'description'));
      bullets(list(data, 'highlights'));
      text(list(data, 'keywords').join(', '));
      break;
    case 'custom':
      entry(str(data, 'title'), str(data, 'subtitle'), str(data, 'date'), url);
      text(str(data, 'summary'));
      bullets(list(data, 'highlights'));
      break;
    case 'summary':
      break;
  }
  return out;
}

/** Contact line parts: email, phone, site, place and profiles, each a link where it is one. */
export function contactParts(doc: ResumeDocument): Array<{ text: string; link?: string }> {
  const b = doc.basics;
  const parts: Array<{ text: string; link?: string }> = [];
  if (b.email?.trim()) parts.push({ text: b.email.trim(), link: `mailto:${b.email.trim()}` });
  if (b.phone?.trim()) parts.push({ text: b.phone.trim() });
  if (b.url?.trim()) parts.push({ text: b.url.trim().replace(/^https?:\/\//, ''), link: b.url.trim() });
  const place = [b.location?.city, b.location?.region, b.location?.countryCode]
    .filter((x): x is string => typeof x === 'string' && x.trim() !== '')
    .join(', ');
  if (place) parts.push({ text: place });
  for (const p of b.profiles ?? []) {
    const text =
      [p.network, p.username].filter((x) => typeof x === 'string' && x.trim()).join(': ') ||
      (typeof p.url === 'string' ? p.url.replace(/^https?:\/\//, '') : '');
    if (text) parts.push({ text, ...(typeof p.url === 'string' && p.url ? { link: p.url } : {}) });
  }
  return parts;
}

/** The whole resume as blocks, hidden sections and entries left out, empty sections too. */
export function layoutOf(doc: ResumeDocument, language: string): Block[] {
  const blocks: Block[] = [];
  const name = doc.basics.name?.trim();
  if (name) blocks.push({ type: 'name', text: name });
  if (doc.basics.label?.trim()) blocks.push({ type: 'headline', text: doc.basics.label.trim() });
  const contact = contactParts(doc);
  if (contact.length) blocks.push({ type: 'contact', parts: contact });
  for (const section of doc.sections) {
    if (section.hidden) continue;
    const body: Block[] =
      section.kind === 'summary'
        ? doc.basics.summary?.trim()
          ? doc.basics.summary
              .trim()
              .split(/\n\s*\n/)
              .map((p) => ({ type: 'text' as const, text: p.trim() }))
          : []
        : section.entries.filter((e) => !e.hidden).flatMap((e) => entryBlocks(section.kind, e.data, language));
    if (!body.length) continue;
    blocks.push({ type: 'section', text: section.title.trim() || section.kind, id: section.id }, ...body);
  }
  return blocks;
}
