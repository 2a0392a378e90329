import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { checkModuleFaces, type FaceViolation } from './support/module-faces.js';

/**
 * Narrow module faces (issue 27, item 3; docs/architecture.md, "The module template"): a module's
 * index.ts exports its Nest module, its manifest, its event contracts, and a facade of explicit
 * commands and read views; no aggregate, DTO or repository crosses a module boundary, not even
 * behind a facade's method. The TypeScript checker reads every index.ts (test/support/module-faces.ts).
 */

/**
 * Exports that still break the rule, each with the reason it is tolerated and the way out (none
 * now). The list only shrinks: an entry that no longer breaks the rule fails the test until it is removed.
 */
const KNOWN: Record<string, string> = {};

const exportOf = (violation: FaceViolation) => `${violation.module}: ${violation.name.split('.')[0]}`;
const describeAll = (violations: FaceViolation[]) =>
  violations.map((v) => `${v.module}: ${v.name} ${v.reason}`).join('\n');

describe('module faces', () => {
  it('no module hands out an aggregate, a DTO or a repository beyond the known, shrinking list', () => {
    const { modules, exports, violations } = checkModuleFaces(join(import.meta.dirname, '../src'));
    expect(modules.length).toBeGreaterThan(15);
    // Every face exports its Nest module and its manifest (a check that reads nothing would find neither).
    for (const module of modules) expect(exports[module]!.length).toBeGreaterThanOrEqual(2);
    expect(exports.users).toEqual(expect.arrayContaining(['UsersFacade', 'UsersModule', 'usersModule', 'userTag']));
    expect(exports.activity).toEqual(expect.arrayContaining(['LearnerProgressFacade', 'type AwardXpCommand']));

    const unknown = violations.filter((v) => !(exportOf(v) in KNOWN));
    expect(describeAll(unknown)).toBe('');
    const stale = Object.keys(KNOWN).filter((known) => !violations.some((v) => exportOf(v) === known));
    expect(stale).toEqual([]);
  }, 120_000);

  describe('the check catches each kind of leak (a fixture tree)', () => {
    const repo = join(import.meta.dirname, '../..');
    const tree = join(repo, '.tmp', `faces-${process.pid}-${Date.now().toString(36)}`);
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(tree, path)), { recursive: true });
      writeFileSync(join(tree, path), text);
    };
    afterAll(() => rmSync(tree, { recursive: true, force: true }));

    it('flags the violations of module alpha, and nothing of the lawful module beta', () => {
      // alpha: one of each leak.
      write(
        'src/modules/alpha/domain/widget.ts',
        'export class Widget {\n  constructor(public id: number, public name: string) {}\n  rename(name: string) { this.name = name; }\n}\n',
      );
      write(
        'src/modules/alpha/domain/widget.repository.ts',
        "import type { Widget } from './widget.js';\nexport abstract class WidgetRepository {\n  abstract find(id: number): Promise<Widget | null>;\n}\n",
      );
      write(
        'src/modules/alpha/infrastructure/http/widget.dto.ts',
        "import { ApiProperty } from '@nestjs/swagger';\nexport class WidgetResponse {\n  @ApiProperty() id!: number;\n}\n",
      );
      write(
        'src/modules/alpha/application/sql-widgets.ts',
        "import type { Widget } from '../domain/widget.js';\nimport { WidgetRepository } from '../domain/widget.repository.js';\nexport class SqlWidgets extends WidgetRepository {\n  async find(): Promise<Widget | null> { return null; }\n}\n",
      );
      write(
        'src/modules/alpha/application/widget-form.ts',
        "import { IsString } from 'class-validator';\nexport class WidgetForm {\n  @IsString() name!: string;\n}\n",
      );
      write(
        'src/modules/alpha/application/widgets.facade.ts',
        [
          "import { Widget } from '../domain/widget.js';",
          'export class WidgetsFacade {',
          '  async get(id: number): Promise<Widget> { return this.load(id); }',
          '  count(): number { return 1; }',
          "  private load(id: number): Widget { return new Widget(id, 'w'); }",
          '}',
          '',
        ].join('\n'),
      );
      write(
        'src/modules/alpha/contracts/views.ts',
        "import type { Widget } from '../domain/widget.js';\nexport interface WidgetPage {\n  items: Widget[];\n  total: number;\n}\n",
      );
      write('src/modules/alpha/alpha.module.ts', 'export class AlphaModule {}\n');
      write(
        'src/modules/alpha/index.ts',
        [
          "export { AlphaModule } from './alpha.module.js';",
          "export { Widget } from './domain/widget.js';",
          "export { WidgetRepository } from './domain/widget.repository.js';",
          "export { WidgetResponse } from './infrastructure/http/widget.dto.js';",
          "export { SqlWidgets } from './application/sql-widgets.js';",
          "export { WidgetForm } from './application/widget-form.js';",
          "export { WidgetsFacade } from './application/widgets.facade.js';",
          "export type { WidgetPage } from './contracts/views.js';",
          "export const alphaModule = { name: 'alpha' };",
          '',
        ].join('\n'),
      );
      // beta: the same kinds of things, kept inside; the face hands out views only.
      write(
        'src/modules/beta/domain/gadget.ts',
        'export class Gadget {\n  constructor(public id: number, public label: string) {}\n}\nexport abstract class GadgetRepository {\n  abstract find(id: number): Promise<Gadget | null>;\n}\n',
      );
      write(
        'src/modules/beta/contracts/views.ts',
        'export interface GadgetView {\n  readonly id: number;\n  readonly label: string;\n}\n',
      );
      write('src/modules/beta/contracts/events.ts', 'export interface GadgetMade {\n  gadgetId: number;\n}\n');
      write(
        'src/modules/beta/application/gadgets.facade.ts',
        [
          "import { type Gadget, GadgetRepository } from '../domain/gadget.js';",
          "import type { GadgetView } from '../contracts/views.js';",
          'export class GadgetsFacade {',
          '  constructor(private readonly gadgets: GadgetRepository) {}',
          '  async view(id: number): Promise<GadgetView | null> {',
          '    const gadget = await this.gadgets.find(id);',
          '    return gadget && this.toView(gadget);',
          '  }',
          '  async views(ids: readonly number[]): Promise<Map<number, GadgetView>> {',
          '    return new Map(ids.map((id) => [id, { id, label: String(id) }]));',
          '  }',
          '  private toView(gadget: Gadget): GadgetView { return { id: gadget.id, label: gadget.label }; }',
          '}',
          '',
        ].join('\n'),
      );
      write('src/modules/beta/beta.module.ts', 'export class BetaModule {}\n');
      write(
        'src/modules/beta/index.ts',
        [
          "export { BetaModule } from './beta.module.js';",
          "export { GadgetsFacade } from './application/gadgets.facade.js';",
          "export type { GadgetView } from './contracts/views.js';",
          "export type { GadgetMade } from './contracts/events.js';",
          "export const gadgetTag = (id: number) => 'gadgets:' + String(id);",
          "export const betaModule = { name: 'beta' };",
          '',
        ].join('\n'),
      );

      const { exports, violations } = checkModuleFaces(join(tree, 'src'));
      expect(exports.beta).toEqual([
        'betaModule',
        'BetaModule',
        'type GadgetMade',
        'GadgetsFacade',
        'gadgetTag',
        'type GadgetView',
      ]);
      expect(violations.map((v) => `${v.module} ${v.name} ${v.rule}`).sort()).toEqual(
        [
          'alpha Widget place',
          'alpha WidgetRepository place',
          'alpha WidgetRepository repository',
          'alpha WidgetResponse place',
          'alpha WidgetResponse dto',
          'alpha SqlWidgets repository',
          'alpha SqlWidgets.find leak',
          'alpha WidgetForm dto',
          'alpha WidgetsFacade.get leak',
          'alpha WidgetPage leak',
        ].sort(),
      );
    }, 120_000);
  });
});
