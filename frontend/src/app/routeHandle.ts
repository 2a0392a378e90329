import type { Params } from 'react-router';

/** What a route tells the rest of the app: how to load its page's chunk ahead of a visit. */
export interface RouteHandle {
  preload: (params: Params) => Promise<void>;
}
