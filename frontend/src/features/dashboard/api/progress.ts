import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getMyCalendarOptions,
  getMyCertificatesOptions,
  getMyRoadmapsOptions,
  getMyStreakOptions,
  getMyXpHistoryOptions,
  listRoadmapsOptions,
} from '../../../api/generated/@tanstack/react-query.gen';

/**
 * The streak card: current, longest, previous, freezes and today's deadline in my zone. `seen`
 * is what the session last heard of the streak (the activity report answers with it): when it
 * changes, the card reads the streak again.
 */
export function useStreak(enabled: boolean, seen: string) {
  const options = getMyStreakOptions();
  return useQuery({
    ...options,
    queryKey: [...options.queryKey, seen] as unknown as typeof options.queryKey,
    enabled,
    placeholderData: keepPreviousData,
  });
}
/** The heatmap: my learning days and frozen days of the last year. */
export const useCalendar = (enabled: boolean) =>
  useQuery({ ...getMyCalendarOptions({ query: { days: 365 } }), enabled });
/** My latest XP awards. */
export const useXpHistory = (enabled: boolean) => useQuery({ ...getMyXpHistoryOptions(), enabled });
/** My roadmaps, most recently visited first: "continue where you left off". */
export const useMyRoadmaps = (enabled: boolean) => useQuery({ ...getMyRoadmapsOptions(), enabled });
/** My certificates: a roadmap with a valid one is finished, whatever its modules say. */
export const useMyCertificates = (enabled: boolean) => useQuery({ ...getMyCertificatesOptions(), enabled });
/** The published roadmaps, to suggest the next one once a roadmap's certificate is earned. */
export const useRoadmapCatalog = (enabled: boolean) =>
  useQuery({ ...listRoadmapsOptions({ query: { pageSize: 50 } }), enabled });
