/** Local demo accounts (README lists them). Only seeded when SEED_DEMO is on (never by default in production). */
export const DEMO_ACCOUNTS = [
  {
    username: 'admin',
    email: 'admin@devpath.local',
    fullName: 'Avery Admin',
    role: 'admin',
    password: 'devpath-admin-demo',
    handle: 'avery',
  },
  {
    username: 'moderator',
    email: 'moderator@devpath.local',
    fullName: 'Morgan Moderator',
    role: 'moderator',
    password: 'devpath-moderator-demo',
    handle: 'morgan',
  },
  {
    username: 'learner',
    email: 'learner@devpath.local',
    fullName: 'Lee Learner',
    role: 'user',
    password: 'devpath-learner-demo',
    handle: 'lee',
  },
] as const;

const DEMO_EMAILS: ReadonlySet<string> = new Set(DEMO_ACCOUNTS.map((account) => account.email));

/** Whether `email` is one of the demo accounts' (their passwords are public). */
export function isDemoAccountEmail(email: string): boolean {
  return DEMO_EMAILS.has(email.trim().toLowerCase());
}
