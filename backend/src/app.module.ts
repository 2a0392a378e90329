import { Module, type DynamicModule, type Type } from '@nestjs/common';
import type { AppConfig } from './platform/config/app-config.js';
import { PlatformModule } from './platform/platform.module.js';
import { composition } from './modules.js';

/** The monolith: the platform plus one Nest module per bounded context (listed in src/modules.ts). */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, extraModules: Type[] = []): DynamicModule {
    return {
      module: AppModule,
      imports: [PlatformModule.forRoot(config, composition), ...composition.nestModules, ...extraModules],
    };
  }
}
