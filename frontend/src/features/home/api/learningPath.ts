import { useQuery } from '@tanstack/react-query';
import { getMyRoadmapsOptions, listRoadmapsOptions } from '../../../api/generated-shell/@tanstack/react-query.gen';

/** The first roadmaps of the catalog, for the home page's "start here" list. */
export const useFeaturedRoadmaps = () =>
  useQuery({ ...listRoadmapsOptions({ query: { page: 1, pageSize: 6 } }), staleTime: 10 * 60_000 });
/** Signed in: my roadmaps, most recently visited first. */
export const useMyRoadmaps = (enabled: boolean) => useQuery({ ...getMyRoadmapsOptions(), enabled });
