import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getLeaderboardOptions,
  getMyLeagueOptions,
  getMyLeagueQueryKey,
  joinLeagueMutation,
  leaveLeagueMutation,
} from '../../../api/generated/@tanstack/react-query.gen';
import type { LeaderboardEntryResponse, LeagueResponse } from '../../../api/generated/types.gen';
import { errorMessage } from '../../../lib/api/errors';
import { useSession } from '../../../lib/session/SessionProvider';
import { toast } from '../../../lib/toast';

export type Board = 'week' | 'month' | 'all';
export const BOARD_LABELS: Record<Board, string> = { week: 'This week', month: 'This month', all: 'All time' };
export const PAGE_SIZE = 50;

/** A board's page; signed in, the answer also carries my rank (so the viewer is part of the key). */
export function useLeaderboard(board: Board, page: number) {
  const { user } = useSession();
  const options = getLeaderboardOptions({ query: { board, page, pageSize: PAGE_SIZE } });
  return useQuery({
    ...options,
    queryKey: [...options.queryKey, user?.id ?? 'signed-out'] as unknown as typeof options.queryKey,
    placeholderData: keepPreviousData,
  });
}

export function useMyLeague(enabled: boolean) {
  return useQuery({ ...getMyLeagueOptions(), enabled });
}

function useLeagueMutation(
  mutation: typeof joinLeagueMutation | typeof leaveLeagueMutation,
  done: { title: string; description: string },
  failed: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutation(),
    onSuccess: (league: LeagueResponse) => {
      queryClient.setQueryData(getMyLeagueQueryKey(), league);
      toast({ title: done.title, description: done.description });
    },
    onError: (error) =>
      toast({ title: failed, description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
  });
}

export const useJoinLeague = () =>
  useLeagueMutation(
    joinLeagueMutation,
    { title: 'You joined the leagues', description: 'Earn XP this week to climb your group.' },
    'Could not join the leagues',
  );
export const useLeaveLeague = () =>
  useLeagueMutation(
    leaveLeagueMutation,
    { title: 'You left the leagues', description: 'Your history stays; join again any time.' },
    'Could not leave the leagues',
  );

/**
 * How an entry is named: the display name, else the public handle (@handle, as the profile's
 * address), else a neutral "Learner"; "Anonymous learner" for those who hide their activity.
 * Never the sign-in username (the API does not send it: it is half of a credential). Without a
 * handle nothing public identifies the learner, so no name is made up: a numbered label would
 * change with each snapshot or reveal the internal user id, and a derived one could hint at the login.
 */
export function displayName(entry: Pick<LeaderboardEntryResponse, 'anonymous' | 'fullName' | 'handle'>): string {
  if (entry.anonymous) return 'Anonymous learner';
  return entry.fullName?.trim() || (entry.handle ? `@${entry.handle}` : 'Learner');
}
