import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Mantine's CSS is imported per component (app/styles.ts): a page imports the CSS of what it
 * uses. A combobox input without its CSS shows the browser's own input inside Mantine's (the
 * "stray inner box" of the tags input, issue 26). For the components built from other parts,
 * every file that renders one imports each part's CSS.
 */
const NEEDS: Record<string, string[]> = {
  TagsInput: ['Input', 'Pill', 'PillsInput', 'Combobox'],
  MultiSelect: ['Input', 'Pill', 'PillsInput', 'Combobox'],
  PillsInput: ['Input', 'Pill', 'PillsInput'],
  Select: ['Input', 'Combobox'],
  Autocomplete: ['Input', 'Combobox'],
};

const root = join(__dirname, '..');
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'api' && dir === root ? [] : sources(path);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [path] : [];
  });

describe('Mantine component CSS', () => {
  it('every file rendering a combobox input imports the CSS of each of its parts', () => {
    const missing: string[] = [];
    for (const file of sources(root)) {
      const text = readFileSync(file, 'utf8');
      const fromCore = [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)].flatMap((m) =>
        m[1]!.split(',').map((name) => name.trim()),
      );
      for (const component of fromCore.filter((name) => name in NEEDS)) {
        for (const part of NEEDS[component]!) {
          if (!text.includes(`'@mantine/core/styles/${part}.css'`))
            missing.push(`${relative(root, file)}: ${component} without ${part}.css`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
