import { Controller, Get, HttpCode } from '@nestjs/common';
import { Public } from '../access/access.js';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { MikroORM } from '@mikro-orm/postgresql';
import { SkipThrottle } from '@nestjs/throttler';
import { ApiError } from '../http/api-error.js';
import { ErrorBody } from '../http/error-body.js';
import type { PlatformDb } from '../database/platform-db.js';
import { pooledSql } from '../database/typed-sql.js';

export class HealthResponse {
  @ApiProperty({ enum: ['ok'], example: 'ok' })
  status: 'ok';

  @ApiProperty({ description: 'Seconds since this instance started', example: 42 })
  uptime: number;
}

export class ReadinessResponse {
  @ApiProperty({ enum: ['ok'], example: 'ok' })
  status: 'ok';

  @ApiProperty({ description: 'Database round-trip in milliseconds', example: 2 })
  databaseLatencyMs: number;
}

const READINESS_TIMEOUT_MS = 2_000;

@ApiTags('platform')
@SkipThrottle()
@Public()
@Controller('health')
export class HealthController {
  constructor(private readonly orm: MikroORM) {}

  @Get()
  @ApiOperation({ summary: 'Liveness: the process answers' })
  @ApiOkResponse({ type: HealthResponse })
  getHealth(): HealthResponse {
    return { status: 'ok', uptime: Math.round(process.uptime()) };
  }

  @Get('ready')
  @HttpCode(200)
  @ApiOperation({ summary: 'Readiness: the database answers within 2 s' })
  @ApiOkResponse({ type: ReadinessResponse })
  @ApiServiceUnavailableResponse({ type: ErrorBody, description: 'NOT_READY: the database does not answer' })
  async getReadiness(): Promise<ReadinessResponse> {
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        pooledSql<PlatformDb>(this.orm.em)
          .selectNoFrom((eb) => eb.lit(1).as('one'))
          .execute(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('readiness timeout')), READINESS_TIMEOUT_MS);
        }),
      ]);
    } catch {
      throw new ApiError(503, 'NOT_READY', 'The database is not reachable.');
    } finally {
      clearTimeout(timer);
    }
    return { status: 'ok', databaseLatencyMs: Math.round(performance.now() - started) };
  }
}
