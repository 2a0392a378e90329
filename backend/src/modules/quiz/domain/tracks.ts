/**
 * The career tracks the quiz weighs, in the order that breaks ties, with the roadmaps that lead
 * there, the closest first. `ownRoadmap` says whether the first is the track's own roadmap; when it
 * is not (no roadmap teaches that career yet), the result says which roadmap comes closest.
 */
export const TRACKS = [
  {
    key: 'frontend',
    title: 'Frontend Developer',
    description:
      'You build what people see and touch: pages and apps in the browser that are fast, accessible and pleasant to use. It suits people who like quick visual feedback and care about details.',
    roadmaps: ['frontend', 'full-stack'],
    ownRoadmap: true,
  },
  {
    key: 'backend',
    title: 'Backend Developer',
    description:
      'You build the servers, APIs and databases behind applications: the logic, the data and the rules that must never break. It suits people who enjoy systems, puzzles and making things reliable.',
    roadmaps: ['backend', 'full-stack'],
    ownRoadmap: true,
  },
  {
    key: 'full-stack',
    title: 'Full-Stack Developer',
    description:
      'You build whole features end to end, from the database to the button, often in small teams or startups. It suits generalists who like seeing a product come together and switching between kinds of work.',
    roadmaps: ['full-stack', 'frontend', 'backend'],
    ownRoadmap: true,
  },
  {
    key: 'mobile',
    title: 'Mobile Developer',
    description:
      "You build apps for phones and tablets that people carry everywhere, working with touch, cameras, notifications and patchy networks. It suits people who love apps and want their work in someone's pocket.",
    roadmaps: ['mobile', 'frontend'],
    ownRoadmap: true,
  },
  {
    key: 'data',
    title: 'Data Analyst',
    description:
      'You turn raw data into answers and decisions: cleaning it, querying it, charting it and explaining what it means. It suits curious people who like numbers, patterns and telling a clear story.',
    roadmaps: ['data'],
    ownRoadmap: true,
  },
  {
    key: 'ai-ml',
    title: 'AI / Machine Learning Engineer',
    description:
      'You build systems that learn from data: training models, measuring them honestly and putting them into products. It suits people who enjoy maths, experiments and the frontier of what software can do.',
    roadmaps: ['ai-ml', 'data', 'backend'],
    ownRoadmap: true,
  },
  {
    key: 'devops',
    title: 'DevOps & Cloud Engineer',
    description:
      'You automate how software is built, shipped and run: pipelines, containers, cloud infrastructure and monitoring. It suits people who like tools, automation and keeping systems up.',
    roadmaps: ['devops', 'backend'],
    ownRoadmap: true,
  },
  {
    key: 'security',
    title: 'Security Engineer',
    description:
      'You find and fix weaknesses before attackers do: reviewing code, hardening systems and responding to incidents. It suits careful, sceptical people who like thinking like an attacker.',
    roadmaps: ['security', 'backend', 'devops'],
    ownRoadmap: true,
  },
  {
    key: 'ux-design',
    title: 'UX / Product Designer',
    description:
      'You shape how a product works for the people who use it: research, flows, prototypes and interfaces, often alongside frontend developers. It suits empathetic people who like to observe, sketch and simplify.',
    roadmaps: ['ux-design', 'frontend'],
    ownRoadmap: true,
  },
] as const;

export type TrackKey = (typeof TRACKS)[number]['key'];
/** A career track as the quiz reads it. */
export interface QuizTrack {
  key: TrackKey;
  title: string;
  roadmaps: readonly string[];
  ownRoadmap: boolean;
}
export const TRACK_KEYS: readonly TrackKey[] = TRACKS.map((t) => t.key);
