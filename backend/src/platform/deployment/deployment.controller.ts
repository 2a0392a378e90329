import { Controller, Get, Header } from '@nestjs/common';
import { Public } from '../access/access.js';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { AppConfig } from '../config/app-config.js';

export class DeploymentInfoResponse {
  @ApiProperty({ description: 'Changes with every build or deployment', example: '2026-11-21T20-30-00Z-4f2a9c' })
  deploymentId: string;
}

@ApiTags('platform')
@Public()
@Controller('deployment-info')
export class DeploymentController {
  constructor(private readonly config: AppConfig) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Identify the running deployment',
    description: 'The SPA compares it with the id it stored; a change means a new version was deployed.',
  })
  @ApiOkResponse({ type: DeploymentInfoResponse })
  getDeploymentInfo(): DeploymentInfoResponse {
    return { deploymentId: this.config.deploymentId };
  }
}
