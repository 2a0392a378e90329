import { local } from '../../lib/storage';
import type { Language } from './languages';

/**
 * The learner's code per problem and language, kept in this browser between visits (never run by
 * itself). The practice page and a lesson's exercise share it: code started in one is there in the other.
 */
export const savedCode = {
  key: (slug: string, language: Language) => `practice_code:${slug}:${language}`,
  get: (slug: string, language: Language) => local.get(savedCode.key(slug, language)),
  set: (slug: string, language: Language, code: string) => local.set(savedCode.key(slug, language), code),
  remove: (slug: string, language: Language) => local.remove(savedCode.key(slug, language)),
  languageKey: (slug: string) => `practice_language:${slug}`,
};
