import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  changeUserRoleMutation,
  listAuditLogOptions,
  listUsersOptions,
  reinstateUserMutation,
  suspendUserMutation,
} from '../../../api/generated/@tanstack/react-query.gen';
import type { AdminUserResponse, ListAuditLogData, ListUsersData } from '../../../api/generated/types.gen';
import { errorMessage } from '../../../lib/api/errors';
import { toast } from '../../../lib/toast';
import { isOperation } from '../../../lib/api/operations';

export type UserListQuery = NonNullable<ListUsersData['query']>;

export function useAdminUsers(query: UserListQuery) {
  return useQuery({ ...listUsersOptions({ query }), placeholderData: keepPreviousData });
}

type Role = AdminUserResponse['role'];

const isUserList = isOperation('listUsers');

/** "a learner", "a moderator", "an admin". */
export function roleWithArticle(role: Role): string {
  return role === 'user' ? 'a learner' : role === 'admin' ? 'an admin' : 'a moderator';
}

export interface RoleChange {
  user: AdminUserResponse;
  role: Role;
  /** Set when this change undoes the previous one (its toast offers no second undo). */
  undo?: boolean;
}

/**
 * PATCH /api/admin/users/{id}/role. The success toast offers "Undo", which sets
 * the role the user had before back.
 */
export function useChangeRole() {
  const queryClient = useQueryClient();
  const { mutationFn } = changeUserRoleMutation();
  const mutation = useMutation({
    mutationFn: ({ user, role }: RoleChange, context) =>
      mutationFn!({ path: { id: user.id }, body: { role } }, context),
    onSuccess: (updated, { user, undo }) => {
      void queryClient.invalidateQueries({ predicate: isUserList });
      toast({
        title: undo ? 'Role change undone' : 'Role updated',
        description: `${updated.username} is now ${roleWithArticle(updated.role)}.`,
        ...(undo
          ? {}
          : {
              action: { label: 'Undo', onClick: () => mutation.mutate({ user: updated, role: user.role, undo: true }) },
            }),
      });
    },
    onError: (error) =>
      toast({
        title: 'Role not changed',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
  return mutation;
}

/** PUT /api/admin/users/{id}/suspension: the account's sessions end and sign-in is refused with the reason. */
export function useSuspendUser() {
  const queryClient = useQueryClient();
  return useMutation({
    ...suspendUserMutation(),
    onSuccess: (updated) => {
      void queryClient.invalidateQueries({ predicate: isUserList });
      toast({
        title: 'Account suspended',
        description: `${updated.username} is signed out everywhere and cannot sign in.`,
      });
    },
  });
}

/** DELETE /api/admin/users/{id}/suspension. */
export function useReinstateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    ...reinstateUserMutation(),
    onSuccess: (updated) => {
      void queryClient.invalidateQueries({ predicate: isUserList });
      toast({ title: 'Suspension lifted', description: `${updated.username} can sign in again.` });
    },
    onError: (error) =>
      toast({
        title: 'Suspension not lifted',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
}

export type AuditLogQuery = NonNullable<ListAuditLogData['query']>;

export function useAuditLog(query: AuditLogQuery) {
  return useQuery({ ...listAuditLogOptions({ query }), placeholderData: keepPreviousData });
}
