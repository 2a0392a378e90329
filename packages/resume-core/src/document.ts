/**
 * A resume's content: JSON Resume v1.0.0 (https://jsonresume.org/schema) as the data of each
 * entry, arranged in ordered sections that can be renamed and hidden. The server checks a
 * document field by field (backend: modules/resume/domain/document.ts); the SPA edits it.
 */
export const DOCUMENT_VERSION = 1;

/** The JSON Resume arrays, plus our own custom sections. */
export const STANDARD_KINDS = [
  'work',
  'volunteer',
  'education',
  'awards',
  'certificates',
  'publications',
  'skills',
  'languages',
  'interests',
  'references',
  'projects',
] as const;
export const SECTION_KINDS = ['summary', ...STANDARD_KINDS, 'custom'] as const;
export type StandardKind = (typeof STANDARD_KINDS)[number];
export type SectionKind = (typeof SECTION_KINDS)[number];

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };
/** An entry's JSON Resume item. */
export type EntryData = JsonObject;

export interface Location {
  address?: string;
  postalCode?: string;
  city?: string;
  countryCode?: string;
  region?: string;
  [extra: string]: Json | undefined;
}
export interface Profile {
  network?: string;
  username?: string;
  url?: string;
  [extra: string]: Json | undefined;
}
export interface Basics {
  name?: string;
  label?: string;
  image?: string;
  email?: string;
  phone?: string;
  url?: string;
  summary?: string;
  location?: Location;
  profiles?: Profile[];
  [extra: string]: Json | Location | Profile[] | undefined;
}

/** One entry: its JSON Resume item (known fields typed, unknown ones kept) and whether it is shown. */
export interface Entry {
  id: string;
  hidden: boolean;
  data: JsonObject;
}

export interface Section {
  id: string;
  kind: SectionKind;
  title: string;
  hidden: boolean;
  entries: Entry[];
}

export interface ResumeDocument {
  version: typeof DOCUMENT_VERSION;
  basics: Basics;
  sections: Section[];
  /** JSON Resume's `meta` (canonical, version, lastModified, anything else), as it came. */
  meta: JsonObject;
  /** Top-level keys JSON Resume does not define (e.g. `$schema`), as they came. */
  extra: JsonObject;
}
