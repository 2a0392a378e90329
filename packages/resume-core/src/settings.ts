/** How a resume is set: its template, paper and language (which gives the writing direction). */
export const TEMPLATES = ['classic', 'modern', 'compact', 'executive'] as const;
export type TemplateId = (typeof TEMPLATES)[number];
/** Templates only premium members may use (checked on the server when a resume is saved or printed). */
export const PREMIUM_TEMPLATES: readonly TemplateId[] = ['executive'];

export const PAPERS = ['A4', 'Letter'] as const;
export type Paper = (typeof PAPERS)[number];

/** Page sizes in points (1/72 inch), as PDFKit sets them: A4 595.28 × 841.89, Letter 612 × 792. */
export const PAGE_SIZE: Record<Paper, { width: number; height: number }> = {
  A4: { width: 595.28, height: 841.89 },
  Letter: { width: 612, height: 792 },
};

/** Primary language subtags written right to left: Arabic, Hebrew, Persian, Urdu, Yiddish, Pashto, Sindhi, Uyghur, Dhivehi, Central Kurdish. */
const RTL = new Set(['ar', 'he', 'iw', 'fa', 'ur', 'yi', 'ps', 'sd', 'ug', 'dv', 'ckb']);
const LANGUAGE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/;

export const isTemplate = (value: string): value is TemplateId => (TEMPLATES as readonly string[]).includes(value);
export const isPaper = (value: string): value is Paper => (PAPERS as readonly string[]).includes(value);
/** A BCP 47 language tag as we take it: a primary subtag of 2–3 lowercase letters and up to three more subtags. */
export const isLanguage = (value: string) => LANGUAGE.test(value);

/** The writing direction of a language tag: rtl for the scripts written right to left, else ltr. */
export const directionOf = (language: string): 'ltr' | 'rtl' =>
  RTL.has(language.split('-')[0].toLowerCase()) ? 'rtl' : 'ltr';
