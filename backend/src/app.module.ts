import { Module, type DynamicModule, type Type } from '@nestjs/common';
import type { AppConfig } from './platform/config/app-config.js';
import { PlatformModule } from './platform/platform.module.js';
import { UsersModule } from './modules/users/users.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { ActivityModule } from './modules/activity/activity.module.js';

/** The monolith: the platform plus one Nest module per bounded context (src/modules/*). */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, extraModules: Type[] = []): DynamicModule {
    return {
      module: AppModule,
      imports: [PlatformModule.forRoot(config), UsersModule, AuthModule, ActivityModule, ...extraModules],
    };
  }
}
