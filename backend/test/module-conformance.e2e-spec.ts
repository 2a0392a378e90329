import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { type ConformanceViolation, checkModuleConformance } from './support/module-conformance.js';

/**
 * The module template stays true (issue 27, item 8; docs/architecture.md, "The module template"):
 * every module under src/modules has the template's top-level entries, names its application
 * files by role, and keeps controllers and DTOs in infrastructure/http, repository adapters in
 * infrastructure/persistence, repository ports in domain, jobs in infrastructure/jobs and demo
 * seeds in infrastructure/seeds. What index.ts may export is module-faces.e2e-spec.ts's check;
 * this one adds only which application files a face may re-export (facades and ports).
 * The check: test/support/module-conformance.ts (plain file reading: no compiler, no database).
 */

const describeAll = (violations: ConformanceViolation[]) =>
  violations.map((v) => `${v.file} [${v.rule}] ${v.message}`).join('\n');

describe('module conformance (the template of docs/architecture.md)', () => {
  it('every module has the template layout and names its files by role', () => {
    const { modules, applicationFiles, sourceFiles, violations } = checkModuleConformance(
      join(import.meta.dirname, '../src'),
    );
    expect(modules.length).toBeGreaterThan(15);
    expect(applicationFiles).toBeGreaterThan(60);
    expect(sourceFiles).toBeGreaterThan(300);
    expect(describeAll(violations)).toBe('');
  });

  describe('the check catches each deviation (a fixture tree)', () => {
    const tree = join(import.meta.dirname, '../..', '.tmp', `conformance-${process.pid}-${Date.now().toString(36)}`);
    const write = (path: string, text = 'export const x = 1;\n') => {
      mkdirSync(dirname(join(tree, path)), { recursive: true });
      writeFileSync(join(tree, path), text);
    };
    afterAll(() => rmSync(tree, { recursive: true, force: true }));

    it('flags one deviation of each kind in module alpha, and nothing in the lawful module beta', () => {
      const handler =
        "import { EventHandlers } from '../../../platform/events/event-handlers.js';\nexport class OnX { constructor(readonly events: EventHandlers) {} }\n";
      // beta: the template, each kind of file where it belongs.
      write(
        'modules/beta/index.ts',
        "export { BetaModule } from './beta.module.js';\nexport { BetaFacade } from './application/beta.facade.js';\nexport { GadgetSource } from './application/gadget-source.port.js';\nexport type { GadgetView } from './contracts/views.js';\n",
      );
      write('modules/beta/beta.module.ts', 'export class BetaModule {}\n');
      write('modules/beta/contracts/views.ts', 'export interface GadgetView { id: number }\n');
      write('modules/beta/domain/gadget.ts', 'export class Gadget {}\n');
      write('modules/beta/domain/gadget.repository.ts', 'export abstract class GadgetRepository {}\n');
      write('modules/beta/domain/gadget-errors.ts', 'export const gadgetMissing = () => new Error("x");\n');
      write(
        'modules/beta/application/beta.facade.ts',
        'export abstract class BetaFace {}\nexport class BetaFacade extends BetaFace {}\n',
      );
      write('modules/beta/application/gadget-source.port.ts', 'export abstract class GadgetSource {}\n');
      write('modules/beta/application/on-user-deleted.handler.ts', handler);
      write('modules/beta/application/gadget-catalog.ts', 'export class GadgetCatalog {}\n');
      write('modules/beta/application/gadget-catalog.spec.ts', "it('x', () => undefined);\n");
      write(
        'modules/beta/infrastructure/http/beta.controller.ts',
        "@Controller('beta')\nexport class BetaController {}\n",
      );
      write(
        'modules/beta/infrastructure/http/beta.dto.ts',
        "import { IsString } from 'class-validator';\nexport class GadgetBody { @IsString() name!: string; }\n",
      );
      write(
        'modules/beta/infrastructure/persistence/sql-gadget.repository.ts',
        'export class SqlGadgetRepository extends GadgetRepository {}\n',
      );
      write(
        'modules/beta/infrastructure/persistence/migrations/Migration20260101000000.ts',
        "@Controller('no')\nexport class Migration20260101000000 {}\n",
      );
      write(
        'modules/beta/infrastructure/jobs/gadget-sweep.job.ts',
        'export class GadgetSweep extends PeriodicJob {}\n',
      );
      write('modules/beta/infrastructure/seeds/beta.seed.ts');
      write('modules/beta/infrastructure/content/gadgets.txt', 'export class NotCode extends PeriodicJob {}\n');

      // alpha: one deviation of each kind (and no domain/ folder).
      write(
        'modules/alpha/index.ts',
        "export { AlphaModule } from './alpha.module.js';\nexport { Widgets } from './application/widgets.js';\nexport * from './contracts/views.js';\n",
      );
      write('modules/alpha/alpha.module.ts', 'export class AlphaModule {}\n');
      write('modules/alpha/README.md', '# alpha\n');
      write('modules/alpha/contracts/views.ts', 'export interface WidgetView { id: number }\n');
      write('modules/alpha/application/widgets.ts', 'export class Widgets {}\n');
      write('modules/alpha/application/widgets.service.ts', 'export class WidgetsService {}\n');
      write('modules/alpha/application/make-widget.use-case.ts', 'export class MakeWidget {}\n');
      write('modules/alpha/application/errors.ts', 'export const widgetMissing = () => new Error("x");\n');
      write('modules/alpha/application/widget-events.handler.ts', handler);
      write('modules/alpha/application/nested/deep.ts');
      write('modules/alpha/application/on-widget-made.handler.ts', 'export class OnWidgetMade {}\n');
      write('modules/alpha/application/widget-sources.ts', 'export abstract class WidgetSource {}\n');
      write('modules/alpha/application/widget-face.ts', 'export class WidgetFacade {}\n');
      write('modules/alpha/application/widget-cleanup.ts', handler);
      write('modules/alpha/application/widget.dto.ts', 'export class WidgetDto {}\n');
      write(
        'modules/alpha/application/widget-form.ts',
        "import { ApiProperty } from '@nestjs/swagger';\nexport class WidgetForm { @ApiProperty() name!: string; }\n",
      );
      write('modules/alpha/application/widget-http.ts', "@Controller('alpha')\nexport class WidgetHttp {}\n");
      write('modules/alpha/infrastructure/widget.controller.ts', 'export class WidgetController {}\n');
      write(
        'modules/alpha/infrastructure/http/sql-widget.repository.ts',
        'export class SqlWidgetRepository extends WidgetRepository {}\n',
      );
      write('modules/alpha/contracts/widget.repository.ts', 'export abstract class WidgetRepository {}\n');
      write('modules/alpha/infrastructure/widget-sweep.job.ts', 'export class WidgetSweep {}\n');
      write('modules/alpha/infrastructure/persistence/sweeper.ts', 'export class Sweeper extends PeriodicJob {}\n');
      write('modules/alpha/infrastructure/demo.seed.ts');

      const { modules, violations } = checkModuleConformance(tree);
      expect(modules).toEqual(['alpha', 'beta']);
      expect(violations.map((v) => `${v.file} ${v.rule}`).sort()).toEqual(
        [
          'alpha/README.md layout',
          'alpha/domain/ layout',
          'alpha/index.ts face', // re-exports application/widgets.ts
          'alpha/index.ts face', // export *
          'alpha/application/widgets.service.ts application-name',
          'alpha/application/make-widget.use-case.ts application-name',
          'alpha/application/errors.ts application-name',
          'alpha/application/widget-events.handler.ts application-name',
          'alpha/application/nested/deep.ts application-name',
          'alpha/application/widget.dto.ts application-name',
          'alpha/application/widget.dto.ts dto',
          'alpha/application/on-widget-made.handler.ts application-role',
          'alpha/application/widget-sources.ts application-role',
          'alpha/application/widget-face.ts application-role',
          'alpha/application/widget-cleanup.ts application-role',
          'alpha/application/widget-form.ts dto',
          'alpha/application/widget-http.ts controller',
          'alpha/infrastructure/widget.controller.ts controller',
          'alpha/infrastructure/http/sql-widget.repository.ts repository',
          'alpha/contracts/widget.repository.ts repository',
          'alpha/infrastructure/widget-sweep.job.ts job',
          'alpha/infrastructure/persistence/sweeper.ts job',
          'alpha/infrastructure/demo.seed.ts seed',
        ].sort(),
      );
    });
  });
});
