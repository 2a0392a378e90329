export interface UpcomingAreaProps {
  /** The area's name, used as the heading and the document title. */
  name: string;
  /** One or two sentences on what the area will offer. */
  description: string;
}

/**
 * The areas that later releases open, as the placeholder page describes them. The texts live in
 * the placeholder's own chunk: the route table (in the first page's JavaScript) names only the key.
 */
export const upcomingAreas = {
  resumeBuilder: {
    name: 'Resume Builder',
    description: 'Build a clean, well-structured resume from your skills, projects and certificates.',
  },
} satisfies Record<string, UpcomingAreaProps>;

export type UpcomingAreaKey = keyof typeof upcomingAreas;
