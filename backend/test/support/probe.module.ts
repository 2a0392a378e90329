import { Body, Controller, Get, Logger, Module, Post } from '@nestjs/common';
import { EventEmitter } from 'node:events';
import { IsInt, IsOptional, IsString, Length, Max, Min } from 'class-validator';
import { DomainError } from '../../src/platform/errors/domain-error.js';
import { Public } from '../../src/platform/access/access.js';

class EchoDto {
  @IsString()
  @Length(3, 30)
  name: string;

  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(10)
  count?: number;
}

/** Emits 'slow-started' when GET /api/probe/slow has reached its handler. */
export const probeEvents = new EventEmitter();

/** Endpoints that exercise the platform's HTTP behaviour in tests only. */
@Public()
@Controller('probe')
class ProbeController {
  @Post('echo')
  echo(@Body() body: EchoDto) {
    return { received: body };
  }

  @Get('boom')
  boom(): never {
    throw new Error('connection string postgres://secret@db leaked?');
  }

  @Get('domain-error')
  domainError(): never {
    throw new DomainError('not_found', 'THING_NOT_FOUND', 'There is no such thing.', { id: 42 });
  }

  @Get('sized')
  sized() {
    return {
      small: 'x'.repeat(200),
      items: Array.from({ length: 60 }, (_, i) => ({ id: i, title: `Item number ${i}` })),
    };
  }

  @Get('log-something')
  logSomething() {
    new Logger('Probe').log('probe says hello');
    return { ok: true };
  }

  @Get('small')
  small() {
    return { ok: true };
  }

  @Get('slow')
  async slow() {
    probeEvents.emit('slow-started');
    await new Promise((resolve) => setTimeout(resolve, 400));
    return { done: true };
  }
}

@Module({ controllers: [ProbeController] })
export class ProbeModule {}
