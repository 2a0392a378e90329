import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listLinkChecksOptions, runLinkCheckMutation } from '../../../api/generated/@tanstack/react-query.gen';
import type { ListLinkChecksData } from '../../../api/generated/types.gen';
import { errorMessage } from '../../../lib/api/errors';
import { isOperation } from '../../../lib/api/operations';
import { toast } from '../../../lib/toast';

export type LinkCheckQuery = NonNullable<ListLinkChecksData['query']>;

/** GET /api/admin/link-checks: the latest check's results, dead ones by default, newest first. */
export function useLinkChecks(query: LinkCheckQuery) {
  return useQuery({ ...listLinkChecksOptions({ query }), placeholderData: keepPreviousData });
}

/** POST /api/admin/link-checks/run (admins): checks every link now; answers when the check has ended. */
export function useRunLinkCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    ...runLinkCheckMutation(),
    onSuccess: ({ checked, dead }) => {
      void queryClient.invalidateQueries({ predicate: isOperation('listLinkChecks') });
      toast({
        title: 'Links checked',
        description:
          dead === 0
            ? `All ${checked} links answered.`
            : `${dead} of ${checked} ${checked === 1 ? 'link needs' : 'links need'} a look.`,
      });
    },
    onError: (error) =>
      toast({
        title: 'Links not checked',
        description: errorMessage(error, 'The check could not run.'),
        variant: 'destructive',
      }),
  });
}
