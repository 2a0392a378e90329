/** Events the users module publishes (joined into the platform's EventMap). */

/** An account was deleted (published in the deletion's transaction); other modules drop or anonymise their data. */
export interface UserDeleted {
  userId: number;
}

/** An admin suspended an account (published in the suspension's transaction); its sessions end. */
export interface UserSuspended {
  userId: number;
}

declare module '../../../platform/events/event-map.js' {
  interface EventMap {
    'user.deleted': UserDeleted;
    'user.suspended': UserSuspended;
  }
}
