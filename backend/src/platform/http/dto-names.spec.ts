import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * @nestjs/swagger names a schema after its class: two DTO classes with one name become one
 * schema in docs/openapi.json, and the generated client describes one of them wrongly (a free
 * resource once took the shape of a lesson's resource).
 */
describe('OpenAPI schema names', () => {
  it('every request and response class has a name of its own', () => {
    const src = fileURLToPath(new URL('../../', import.meta.url));
    const seen = new Map<string, string[]>();
    const visit = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) visit(path);
        else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')) {
          for (const match of readFileSync(path, 'utf8').matchAll(
            /export class (\w+(?:Response|Body|Query|Request))\b/g,
          )) {
            seen.set(match[1], [...(seen.get(match[1]) ?? []), path.slice(src.length)]);
          }
        }
      }
    };
    visit(src);
    expect(seen.size).toBeGreaterThan(50);
    expect([...seen].filter(([, files]) => files.length > 1)).toEqual([]);
  });
});
