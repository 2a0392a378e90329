import { Body, Controller, Get, Param, Patch, Put, Query, Req } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Auth, CurrentUser, Public, type AuthenticatedUser } from '../../../../platform/access/access.js';
import { ErrorBody } from '../../../../platform/http/error-body.js';
import { ParseIdPipe } from '../../../../platform/http/parse-id.pipe.js';
import { UsersService } from '../../application/users.service.js';
import { UserResponses } from './user-responses.js';
import {
  ChangeRoleRequest,
  ClaimHandleRequest,
  EditProfileRequest,
  ListUsersQuery,
  UpdateMeRequest,
  UpdateSettingsRequest,
} from './dto/user.requests.js';
import {
  AdminUserPage,
  RoleChangedResponse,
  RoleChangeList,
  HandleAvailabilityResponse,
  PublicProfileResponse,
  StatsResponse,
  UserResponse,
  toAdminUser,
  toPublicProfile,
} from './dto/user.responses.js';

@ApiTags('users')
@Controller('users')
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly responses: UserResponses,
  ) {}

  @Get('me')
  @Auth()
  @ApiOperation({ summary: 'The signed-in user' })
  @ApiOkResponse({ type: UserResponse })
  async getMe(@CurrentUser() me: AuthenticatedUser): Promise<UserResponse> {
    return this.responses.of(await this.users.view(me.id));
  }

  @Patch('me')
  @Auth()
  @ApiOperation({ summary: 'Update my profile (sets updatedAt)' })
  @ApiOkResponse({ type: UserResponse })
  async updateMe(@CurrentUser() me: AuthenticatedUser, @Body() body: UpdateMeRequest): Promise<UserResponse> {
    return this.responses.of(await this.users.updateProfile(me.id, body));
  }

  @Get('stats')
  @Auth()
  @ApiOperation({ summary: 'My XP, streak and completed modules' })
  @ApiOkResponse({ type: StatsResponse })
  async getStats(@CurrentUser() me: AuthenticatedUser): Promise<StatsResponse> {
    const user = await this.users.view(me.id);
    return { totalXpEarned: user.totalXpEarned, daysStreak: user.daysStreak, completedModules: [...user.completedModules] };
  }

  @Patch('me/settings')
  @Auth()
  @ApiOperation({ summary: 'Update my time zone and privacy switches' })
  @ApiOkResponse({ type: UserResponse })
  async updateSettings(@CurrentUser() me: AuthenticatedUser, @Body() body: UpdateSettingsRequest): Promise<UserResponse> {
    return this.responses.of(await this.users.updateSettings(me.id, body));
  }

  @Put('me/handle')
  @Auth()
  @ApiOperation({ summary: 'Claim (or change) my public handle' })
  @ApiOkResponse({ type: UserResponse })
  @ApiConflictResponse({ type: ErrorBody, description: 'HANDLE_TAKEN or HANDLE_RESERVED' })
  async claimHandle(@CurrentUser() me: AuthenticatedUser, @Body() body: ClaimHandleRequest): Promise<UserResponse> {
    return this.responses.of(await this.users.claimHandle(me.id, body.handle));
  }

  @Get('handles/:handle/availability')
  @Public()
  @ApiOperation({ summary: 'Whether a handle can be claimed' })
  @ApiOkResponse({ type: HandleAvailabilityResponse })
  checkHandle(@Param('handle') handle: string): Promise<HandleAvailabilityResponse> {
    return this.users.handleAvailable(handle.slice(0, 64));
  }
}

@ApiTags('users')
@Controller('profiles')
export class ProfilesController {
  constructor(private readonly users: UsersService) {}

  @Get(':handle')
  @Public()
  @ApiOperation({ summary: 'A public profile by handle (only what its owner shows)' })
  @ApiOkResponse({ type: PublicProfileResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'PROFILE_NOT_FOUND' })
  async getPublicProfile(@Param('handle') handle: string, @Req() req: Request & { user?: AuthenticatedUser }): Promise<PublicProfileResponse> {
    return toPublicProfile(await this.users.publicProfile(handle.slice(0, 64)), req.user);
  }

  @Patch(':handle')
  @Auth()
  @ApiOperation({ summary: 'Edit a profile (its owner or an admin)' })
  @ApiOkResponse({ type: PublicProfileResponse })
  async editProfile(
    @CurrentUser() me: AuthenticatedUser,
    @Param('handle') handle: string,
    @Body() body: EditProfileRequest,
  ): Promise<PublicProfileResponse> {
    return toPublicProfile(await this.users.editByHandle(me, handle.slice(0, 64), body), me);
  }
}

@ApiTags('admin')
@Controller('admin/users')
export class AdminUsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @Auth('admin')
  @ApiOperation({ summary: 'List and search users (admin)' })
  @ApiOkResponse({ type: AdminUserPage })
  async listUsers(@Query() query: ListUsersQuery): Promise<AdminUserPage> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const result = await this.users.search({ q: query.q, role: query.role, page, pageSize });
    return { items: result.items.map(toAdminUser), total: result.total, page, pageSize };
  }

  @Patch(':id/role')
  @Auth('admin')
  @ApiOperation({ summary: "Change a user's role (admin); answers the user with the previous role, and records the change" })
  @ApiOkResponse({ type: RoleChangedResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'USER_NOT_FOUND' })
  @ApiConflictResponse({ type: ErrorBody, description: 'CANNOT_CHANGE_OWN_ROLE, or LAST_ADMIN: the last admin stays one' })
  async changeUserRole(
    @CurrentUser() me: AuthenticatedUser,
    @Param('id', ParseIdPipe) id: number,
    @Body() body: ChangeRoleRequest,
  ): Promise<RoleChangedResponse> {
    const { user, previousRole } = await this.users.changeRole(me, id, body.role);
    return { ...toAdminUser(user), previousRole };
  }

  @Get(':id/role-changes')
  @Auth('admin')
  @ApiOperation({ summary: "Who changed a user's role, from what to what, and when (admin)" })
  @ApiOkResponse({ type: RoleChangeList })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'USER_NOT_FOUND' })
  async listRoleChanges(@Param('id', ParseIdPipe) id: number): Promise<RoleChangeList> {
    const changes = await this.users.roleChanges(id);
    return { items: changes.map((change) => ({ ...change, changedAt: change.changedAt.toISOString() })) };
  }
}
