import type { RoadmapContent } from '../content-types.js';

/** The UX / Product Designer roadmap (issue 29). The slug and section keys are stable identifiers. */
export const UX_DESIGN_ROADMAP: RoadmapContent = {
  slug: 'ux-design',
  title: 'UX / Product Designer',
  summary:
    'Shape how a product works for the people who use it: research, information architecture, wireframes, prototypes, visual design, accessibility and usability testing.',
  descriptionMd: `This roadmap is for people who want to design digital products: career changers from graphic design, psychology, support or marketing, and developers who want to own the experience as well as the code. You start with the design process and user research, because every good interface begins with what people are trying to do, then learn to structure information, sketch flows and test prototypes with real users.

The middle of the roadmap is the craft of the interface: visual hierarchy, typography, colour and contrast, layout grids and design systems, then interaction design and the words on the screen. Because most products you will design live on the web, you also learn what developers build your designs with: semantic HTML, CSS layout, responsive design and accessibility.

By the end you can **take a product question from research to a tested, accessible prototype, hand it to developers and measure whether it worked**, and show that process in a portfolio: the daily work of a junior UX or product designer.`,
  level: 'beginner',
  estimatedHours: 56,
  tags: ['ux', 'ui', 'user-research', 'figma', 'prototyping', 'accessibility'],
  prerequisites: [
    'Comfortable using a computer, a browser and common apps',
    'No design or programming experience needed; a free Figma account helps from the Structure section on',
  ],
  sections: [
    {
      key: 'process',
      title: 'Design Process and Research',
      modules: [
        'ux-design-process',
        'user-research',
        'personas-and-jobs-to-be-done',
        'usability-testing',
        'usability-heuristics',
      ],
    },
    {
      key: 'structure',
      title: 'Structure and Flows',
      modules: [
        'information-architecture',
        'user-flows-and-journey-maps',
        'wireframing',
        'figma-basics',
        'prototyping',
      ],
    },
    {
      key: 'visual',
      title: 'Visual Design',
      modules: ['visual-design-basics', 'typography', 'color-and-contrast', 'layout-and-grids', 'design-systems'],
    },
    { key: 'interaction', title: 'Interaction and Words', modules: ['interaction-design', 'ux-writing'] },
    {
      key: 'web',
      title: 'Designing for the Web',
      modules: ['html-semantics', 'css-layout', 'responsive-design', 'web-accessibility'],
    },
    {
      key: 'practice',
      title: 'Measure, Hand Off, Get Hired',
      modules: ['measuring-ux', 'design-handoff', 'design-portfolio'],
    },
  ],
};
