import { useQuery } from '@tanstack/react-query';
import { getMyCalendarOptions, getMyStreakOptions, getMyXpHistoryOptions } from '../../../api/generated/@tanstack/react-query.gen';

/** The streak card: current, longest, previous, freezes and today's deadline in my zone. */
export const useStreak = (enabled: boolean) => useQuery({ ...getMyStreakOptions(), enabled });
/** The heatmap: my learning days and frozen days of the last year. */
export const useCalendar = (enabled: boolean) => useQuery({ ...getMyCalendarOptions({ query: { days: 365 } }), enabled });
/** My latest XP awards. */
export const useXpHistory = (enabled: boolean) => useQuery({ ...getMyXpHistoryOptions(), enabled });
