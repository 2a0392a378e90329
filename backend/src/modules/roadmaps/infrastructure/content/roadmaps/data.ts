import type { RoadmapContent } from '../content-types.js';

export const DATA_ROADMAP: RoadmapContent = {
  slug: 'data',
  title: 'Data Analyst & Data Scientist',
  summary:
    'Turn raw data into answers: spreadsheets, Python, statistics, pandas, SQL with window functions, A/B tests, dashboards, regression and responsible use of data.',
  descriptionMd:
    'For curious people who like finding patterns and explaining them. You start where most analysts do, in a ' +
    '**spreadsheet**, then learn **Python**, notebooks and **pandas** to clean and shape data, **SQL** (window functions ' +
    'included) to query it where it lives, statistics and **A/B tests** to tell a real effect from noise, and charts, ' +
    'dashboards and a written story that make a point honestly. Then you fit regressions, forecast a time series, train ' +
    'and evaluate a first machine-learning model and build a small pipeline.\n\n' +
    'By the end you can take a question from a team, find and clean the data, analyse it and present a clear, honest ' +
    'answer: the daily work of a junior data analyst, and the base for data science and AI/ML.',
  level: 'beginner',
  estimatedHours: 65,
  tags: ['python', 'sql', 'pandas', 'statistics', 'machine-learning'],
  prerequisites: [
    'Basic computer skills',
    'School-level maths (percentages, averages); no programming experience needed',
  ],
  sections: [
    {
      key: 'foundations',
      title: 'Foundations',
      modules: [
        'spreadsheets-for-analysts',
        'python-for-data',
        'jupyter-notebooks',
        'numpy-basics',
        'command-line-basics',
        'git-basics',
        'statistics-basics',
      ],
    },
    {
      key: 'statistical-thinking',
      title: 'Probability and inference',
      modules: ['probability-basics', 'hypothesis-testing', 'ab-testing'],
    },
    {
      key: 'working-with-data',
      title: 'Working with data',
      modules: [
        'pandas-data-wrangling',
        'data-cleaning',
        'regular-expressions',
        'relational-databases-sql',
        'sql-for-analysis',
        'sql-window-functions',
        'data-visualization',
        'dashboards-and-bi',
        'data-storytelling',
        'exploratory-data-analysis',
        'time-series-basics',
      ],
    },
    {
      key: 'beyond-analysis',
      title: 'Models, pipelines and responsibility',
      modules: ['regression-analysis', 'machine-learning-basics', 'data-pipelines-etl', 'data-ethics-privacy'],
    },
  ],
};
