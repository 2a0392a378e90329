import { DomainError } from '../../../platform/errors/domain-error.js';
import { emptyDocument, parseDocument, type ResumeDocument } from './document.js';
import { dateRange, exampleDocument, layoutOf } from '@devpath/resume-core';
import { fromJsonResume, toJsonResume } from './json-resume.js';
import { checkSettings } from './resume.js';
import { directionOf, isLanguage } from './resume-settings.js';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof DomainError
      ? [error.code, (error.details as { path?: string })?.path]
      : ['not a DomainError'];
  }
  return ['no error'];
};

describe('resume document', () => {
  it('accepts the empty and the example resumes as they are', () => {
    expect(parseDocument(emptyDocument())).toEqual(emptyDocument());
    expect(parseDocument(exampleDocument())).toEqual(exampleDocument());
  });

  it('refuses unknown fields of ours, wrong types and oversized texts, naming the path', () => {
    const doc = exampleDocument() as unknown as Record<string, unknown>;
    expect(codeOf(() => parseDocument({ ...doc, owner: 1 }))).toEqual(['RESUME_INVALID', 'document.owner']);
    const bad = exampleDocument();
    (bad.sections[1].entries[0].data as Record<string, unknown>).highlights = 'one';
    expect(codeOf(() => parseDocument(bad))).toEqual([
      'RESUME_INVALID',
      'document.sections[1].entries[0].data.highlights',
    ]);
    const long = exampleDocument();
    long.basics.name = 'x'.repeat(301);
    expect(codeOf(() => parseDocument(long))).toEqual(['RESUME_INVALID', 'document.basics.name']);
    const twice = exampleDocument();
    twice.sections.push({ ...twice.sections[1], id: 'again' });
    expect(codeOf(() => parseDocument(twice))).toEqual(['RESUME_INVALID', 'document.sections[6].kind']);
    const sameId = exampleDocument();
    sameId.sections[2].id = 'work';
    expect(codeOf(() => parseDocument(sameId))[0]).toBe('RESUME_INVALID');
  });

  it('keeps fields JSON Resume does not define, within a bound', () => {
    const doc = exampleDocument();
    doc.sections[1].entries[0].data.x_rating = { stars: 5, tags: ['a'] };
    expect(parseDocument(doc).sections[1].entries[0].data.x_rating).toEqual({ stars: 5, tags: ['a'] });
    doc.sections[1].entries[0].data.x_rating = 'y'.repeat(40_000);
    expect(codeOf(() => parseDocument(doc))[0]).toBe('RESUME_INVALID');
  });
});

describe('JSON Resume', () => {
  const sample = {
    basics: {
      name: 'Sam Lee',
      location: { city: 'Seoul', x: 1 },
      profiles: [{ network: 'GitHub', url: 'https://github.com/sam' }],
    },
    work: [{ name: 'Acme', position: 'Intern', startDate: '2025-06', highlights: ['Shipped'] }],
    skills: [{ name: 'Web', keywords: ['HTML'] }],
    volunteer: [],
    meta: { version: 'v1.0.0' },
    x_other_tool: { theme: 'even' },
  };

  it('imports every section in its order and exports the same document back', () => {
    const imported = fromJsonResume(sample);
    expect(imported.document.sections.map((s) => s.kind)).toEqual(['summary', 'work', 'volunteer', 'skills']);
    const exported = toJsonResume(imported.document, { template: 'classic', paper: 'A4', language: 'en' });
    const { devpath, ...meta } = exported.meta as Record<string, unknown>;
    expect({ ...exported, meta }).toEqual(sample);
    expect(devpath).toBeDefined();
  });

  it('brings our layout back: titles, order, hidden parts, custom sections and settings', () => {
    const doc = exampleDocument();
    doc.sections.reverse();
    doc.sections[0].title = 'Spoken languages';
    doc.sections[0].entries[1].hidden = true;
    doc.sections[2].hidden = true;
    doc.sections.push({
      id: 'talks',
      kind: 'custom',
      title: 'Talks',
      hidden: false,
      entries: [{ id: 'talk', hidden: false, data: { title: 'Accessible forms', date: '2025' } }],
    });
    const again = fromJsonResume(toJsonResume(doc, { template: 'compact', paper: 'Letter', language: 'fr' }));
    expect(again.document).toEqual(doc);
    expect(again).toMatchObject({ template: 'compact', paper: 'Letter', language: 'fr' });
  });

  it('refuses what is not a JSON Resume with RESUME_IMPORT_INVALID and the path', () => {
    expect(codeOf(() => fromJsonResume([]))).toEqual(['RESUME_IMPORT_INVALID', 'resume']);
    expect(codeOf(() => fromJsonResume({ work: {} }))).toEqual(['RESUME_IMPORT_INVALID', 'work']);
    expect(codeOf(() => fromJsonResume({ education: [{ startDate: 'Sept 2020' }] }))).toEqual([
      'RESUME_IMPORT_INVALID',
      'education[0].startDate',
    ]);
    expect(codeOf(() => fromJsonResume({ basics: { profiles: {} } }))).toEqual([
      'RESUME_IMPORT_INVALID',
      'basics.profiles',
    ]);
  });
});

describe('layout', () => {
  it('reads in document order and leaves hidden and empty sections out', () => {
    const doc: ResumeDocument = exampleDocument();
    doc.sections.find((s) => s.kind === 'projects')!.hidden = true;
    doc.sections.find((s) => s.kind === 'work')!.entries[1].hidden = true;
    const blocks = layoutOf(doc, 'en');
    const text = JSON.stringify(blocks);
    expect(blocks[0]).toEqual({ type: 'name', text: 'Maya Okafor' });
    expect(blocks.filter((b) => b.type === 'section').map((b) => (b as { text: string }).text)).toEqual([
      'Summary',
      'Experience',
      'Skills',
      'Education',
      'Languages',
    ]);
    expect(text).not.toContain('Bus Buddy');
    expect(text).not.toContain('Northway');
  });

  it('writes an open-ended range with "Present" in the resume\'s language', () => {
    expect(dateRange('2025-09', '', 'en')).toBe('2025-09 – Present');
    expect(dateRange('2025-09', '', 'ar')).toBe('2025-09 – حتى الآن');
    expect(dateRange('', '2024', 'en')).toBe('2024');
  });
});

describe('settings', () => {
  it('takes the direction from the language', () => {
    expect(['ar', 'he', 'fa', 'fa-IR', 'ur'].map(directionOf)).toEqual(['rtl', 'rtl', 'rtl', 'rtl', 'rtl']);
    expect(['en', 'fr-CA', 'arn'].map(directionOf)).toEqual(['ltr', 'ltr', 'ltr']);
    expect(isLanguage('pt-BR')).toBe(true);
    expect(isLanguage('English')).toBe(false);
  });

  it('keeps the premium template for premium members', () => {
    const s = { title: ' CV ', template: 'executive' as const, paper: 'A4' as const, language: 'en' };
    expect(codeOf(() => checkSettings(s, false))[0]).toBe('RESUME_TEMPLATE_PREMIUM');
    expect(checkSettings(s, true).title).toBe('CV');
  });
});
