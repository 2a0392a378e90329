import { DomainError } from '../../../platform/errors/domain-error.js';
import { isKey } from './roadmap.js';

/**
 * The rules of staff edits. Stable identifiers are what keeps learners' progress: a module's key
 * and a roadmap's slug never change once created (edits change titles, text, order and
 * resources), so a structure edit may move, add or drop modules but never renames one.
 */
export interface StructureSection {
  key: string;
  title: string;
  modules: string[];
}

export const MAX_SECTIONS = 30;
export const MAX_MODULES_PER_ROADMAP = 200;

export function checkStructure(sections: readonly StructureSection[], knownModuleKeys: ReadonlySet<string>): void {
  if (sections.length === 0)
    throw new DomainError('invalid', 'ROADMAP_STRUCTURE_EMPTY', 'A roadmap needs at least one section with a module.');
  const sectionKeys = new Set<string>();
  const moduleKeys = new Set<string>();
  for (const section of sections) {
    if (!isKey(section.key))
      throw new DomainError(
        'invalid',
        'ROADMAP_SECTION_KEY_INVALID',
        `Section key "${section.key}" must be lower-case words joined by "-".`,
      );
    if (sectionKeys.has(section.key))
      throw new DomainError('invalid', 'ROADMAP_SECTION_DUPLICATE', `Section "${section.key}" appears twice.`);
    sectionKeys.add(section.key);
    if (section.modules.length === 0)
      throw new DomainError('invalid', 'ROADMAP_SECTION_EMPTY', `Section "${section.title}" has no module.`);
    for (const key of section.modules) {
      if (moduleKeys.has(key))
        throw new DomainError('invalid', 'ROADMAP_MODULE_DUPLICATE', `Module "${key}" appears twice in the roadmap.`);
      if (!knownModuleKeys.has(key))
        throw new DomainError('invalid', 'ROADMAP_MODULE_UNKNOWN', `There is no module "${key}": create it first.`);
      moduleKeys.add(key);
    }
  }
  if (moduleKeys.size > MAX_MODULES_PER_ROADMAP)
    throw new DomainError('invalid', 'ROADMAP_TOO_LARGE', `A roadmap has at most ${MAX_MODULES_PER_ROADMAP} modules.`);
}
