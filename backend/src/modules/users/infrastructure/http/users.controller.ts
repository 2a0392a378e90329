import { Body, Controller, Delete, Get, Param, Patch, Put, Query, Req } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Auth, CurrentUser, Public, type AuthenticatedUser } from '../../../../platform/access/access.js';
import { ErrorBody } from '../../../../platform/http/error-body.js';
import { ParseIdPipe } from '../../../../platform/http/parse-id.pipe.js';
import { UserAccounts } from '../../application/user-accounts.js';
import { LearnerProgressSource } from '../../application/learner-progress.port.js';
import { SignedInUsers } from '../../application/signed-in-user.js';
import type { SignedInUserView } from '../../contracts/views.js';
import {
  ChangeRoleRequest,
  SuspendUserRequest,
  ClaimHandleRequest,
  EditProfileRequest,
  ListUsersQuery,
  UpdateMeRequest,
  UpdateSettingsRequest,
} from './dto/user.requests.js';
import {
  AdminUserPage,
  AdminUserResponse,
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
    private readonly users: UserAccounts,
    private readonly progress: LearnerProgressSource,
    private readonly responses: SignedInUsers,
  ) {}

  @Get('me')
  @Auth()
  @ApiOperation({ summary: 'The signed-in user' })
  @ApiOkResponse({ type: UserResponse })
  async getMe(@CurrentUser() me: AuthenticatedUser): Promise<SignedInUserView> {
    return this.responses.of(await this.users.view(me.id));
  }

  @Patch('me')
  @Auth()
  @ApiOperation({ summary: 'Update my profile (sets updatedAt)' })
  @ApiOkResponse({ type: UserResponse })
  async updateMe(@CurrentUser() me: AuthenticatedUser, @Body() body: UpdateMeRequest): Promise<SignedInUserView> {
    return this.responses.of(await this.users.updateProfile(me.id, body));
  }

  @Get('stats')
  @Auth()
  @ApiOperation({ summary: 'My XP, streak and completed modules' })
  @ApiOkResponse({ type: StatsResponse })
  async getStats(@CurrentUser() me: AuthenticatedUser): Promise<StatsResponse> {
    await this.users.view(me.id);
    const progress = await this.progress.view(me.id);
    return {
      totalXpEarned: progress.totalXpEarned,
      daysStreak: progress.daysStreak,
      completedModules: [...progress.completedModules],
    };
  }

  @Patch('me/settings')
  @Auth()
  @ApiOperation({ summary: 'Update my time zone and privacy switches' })
  @ApiOkResponse({ type: UserResponse })
  async updateSettings(
    @CurrentUser() me: AuthenticatedUser,
    @Body() body: UpdateSettingsRequest,
  ): Promise<SignedInUserView> {
    return this.responses.of(await this.users.updateSettings(me.id, body));
  }

  @Put('me/handle')
  @Auth()
  @ApiOperation({ summary: 'Claim (or change) my public handle' })
  @ApiOkResponse({ type: UserResponse })
  @ApiConflictResponse({ type: ErrorBody, description: 'HANDLE_TAKEN or HANDLE_RESERVED' })
  async claimHandle(@CurrentUser() me: AuthenticatedUser, @Body() body: ClaimHandleRequest): Promise<SignedInUserView> {
    return this.responses.of(await this.users.claimHandle(me.id, body.handle));
  }

  @Get('handles/:handle/availability')
  @Public()
  @ApiOperation({
    summary:
      'Whether a handle can be claimed, by the same rule as claiming it: signed in, by the caller (their own username and handle are theirs to claim)',
  })
  @ApiOkResponse({ type: HandleAvailabilityResponse })
  checkHandle(
    @Param('handle') handle: string,
    @Req() req: Request & { user?: AuthenticatedUser },
  ): Promise<HandleAvailabilityResponse> {
    return this.users.handleAvailable(handle.slice(0, 64), req.user?.id ?? null);
  }
}

@ApiTags('users')
@Controller('profiles')
export class ProfilesController {
  constructor(
    private readonly users: UserAccounts,
    private readonly progress: LearnerProgressSource,
  ) {}

  @Get(':handle')
  @Public()
  @ApiOperation({ summary: 'A public profile by handle (only what its owner shows)' })
  @ApiOkResponse({ type: PublicProfileResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'PROFILE_NOT_FOUND' })
  async getPublicProfile(
    @Param('handle') handle: string,
    @Req() req: Request & { user?: AuthenticatedUser },
  ): Promise<PublicProfileResponse> {
    const user = await this.users.publicProfile(handle.slice(0, 64));
    return toPublicProfile(user, await this.progress.view(user.id), req.user);
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
    const user = await this.users.editByHandle(me, handle.slice(0, 64), body);
    return toPublicProfile(user, await this.progress.view(user.id), me);
  }
}

@ApiTags('admin')
@Controller('admin/users')
export class AdminUsersController {
  constructor(
    private readonly users: UserAccounts,
    private readonly progress: LearnerProgressSource,
  ) {}

  @Get()
  @Auth('admin')
  @ApiOperation({ summary: 'List and search users (admin)' })
  @ApiOkResponse({ type: AdminUserPage })
  async listUsers(@Query() query: ListUsersQuery): Promise<AdminUserPage> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const result = await this.users.search({ q: query.q, role: query.role, page, pageSize });
    const progress = await this.progress.viewMany(result.items.map((user) => user.id));
    return {
      items: result.items.map((user) => toAdminUser(user, progress.get(user.id)!)),
      total: result.total,
      page,
      pageSize,
    };
  }

  @Patch(':id/role')
  @Auth('admin')
  @ApiOperation({
    summary: "Change a user's role (admin); answers the user with the previous role, and records the change",
  })
  @ApiOkResponse({ type: RoleChangedResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'USER_NOT_FOUND' })
  @ApiConflictResponse({
    type: ErrorBody,
    description: 'CANNOT_CHANGE_OWN_ROLE, or LAST_ADMIN: the last admin stays one',
  })
  async changeUserRole(
    @CurrentUser() me: AuthenticatedUser,
    @Param('id', ParseIdPipe) id: number,
    @Body() body: ChangeRoleRequest,
  ): Promise<RoleChangedResponse> {
    const { user, previousRole } = await this.users.changeRole(me, id, body.role);
    return { ...toAdminUser(user, await this.progress.view(user.id)), previousRole };
  }

  @Put(':id/suspension')
  @Auth('admin')
  @ApiOperation({
    summary: 'Suspend an account with a reason (admin): its sessions end and sign-in is refused with the reason',
  })
  @ApiOkResponse({ type: AdminUserResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'USER_NOT_FOUND' })
  @ApiConflictResponse({
    type: ErrorBody,
    description: 'CANNOT_SUSPEND_SELF, CANNOT_SUSPEND_ADMIN, or ALREADY_SUSPENDED',
  })
  async suspendUser(
    @CurrentUser() me: AuthenticatedUser,
    @Param('id', ParseIdPipe) id: number,
    @Body() body: SuspendUserRequest,
  ): Promise<AdminUserResponse> {
    const user = await this.users.suspend(me, id, body.reason);
    return toAdminUser(user, await this.progress.view(user.id));
  }

  @Delete(':id/suspension')
  @Auth('admin')
  @ApiOperation({ summary: 'Lift a suspension (admin): the account may sign in again' })
  @ApiOkResponse({ type: AdminUserResponse })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'USER_NOT_FOUND' })
  @ApiConflictResponse({ type: ErrorBody, description: 'NOT_SUSPENDED' })
  async reinstateUser(@Param('id', ParseIdPipe) id: number): Promise<AdminUserResponse> {
    const user = await this.users.reinstate(id);
    return toAdminUser(user, await this.progress.view(user.id));
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
