import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { changeUserRoleMutation, listUsersOptions } from '../../../api/generated/@tanstack/react-query.gen';
import type { ListUsersData } from '../../../api/generated/types.gen';
import { errorMessage } from '../../../lib/api/errors';
import { toast } from '../../../lib/toast';

export type UserListQuery = NonNullable<ListUsersData['query']>;

export function useAdminUsers(query: UserListQuery) {
  return useQuery({ ...listUsersOptions({ query }), placeholderData: keepPreviousData });
}

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    ...changeUserRoleMutation(),
    onSuccess: (user) => {
      void queryClient.invalidateQueries({ predicate: (query) => (query.queryKey[0] as { _id?: string })?._id === 'listUsers' });
      toast({ title: 'Role updated', description: `${user.username} is now ${user.role === 'user' ? 'a learner' : `a ${user.role}`}.` });
    },
    onError: (error) =>
      toast({ title: 'Role not changed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
  });
}
