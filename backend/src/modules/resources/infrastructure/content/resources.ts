import type { Category, Level, ResourceType } from '../../domain/resource.js';

/** The free resources DevPath ships: each one free to use, chosen for people learning to code. */
export interface ShippedResource {
  /** Stable: never renamed (staff edits and learners' suggestions are matched against it). */
  key: string;
  title: string;
  url: string;
  category: Category;
  type: ResourceType;
  level: Level;
  tags: string[];
  description: string;
}

const r = (key: string, title: string, url: string, category: Category, type: ResourceType, level: Level, tags: string[], description: string): ShippedResource => ({
  key,
  title,
  url,
  category,
  type,
  level,
  tags,
  description,
});

export const RESOURCES: ShippedResource[] = [
  // Web
  r('mdn-learn', 'MDN Learn web development', 'https://developer.mozilla.org/en-US/docs/Learn_web_development', 'web', 'docs', 'beginner', ['html', 'css', 'javascript'], 'Mozilla\'s structured course on HTML, CSS and JavaScript, from your first page to accessibility and tooling. The reference most web developers keep open.'),
  r('the-odin-project', 'The Odin Project', 'https://www.theodinproject.com/', 'web', 'course', 'beginner', ['javascript', 'full stack', 'projects'], 'A free, project-based full-stack curriculum (JavaScript or Ruby) with an active community. You build real projects from the first weeks.'),
  r('freecodecamp', 'freeCodeCamp', 'https://www.freecodecamp.org/learn', 'web', 'course', 'beginner', ['html', 'css', 'javascript', 'certificates'], 'Thousands of hours of interactive lessons and projects, from responsive web design to APIs, with free certifications.'),
  r('javascript-info', 'The Modern JavaScript Tutorial', 'https://javascript.info/', 'web', 'docs', 'beginner', ['javascript'], 'A clear, thorough tutorial of the JavaScript language and the browser, with tasks at the end of each chapter.'),
  r('eloquent-javascript', 'Eloquent JavaScript', 'https://eloquentjavascript.net/', 'web', 'book', 'intermediate', ['javascript', 'programming'], 'Marijn Haverbeke\'s book on programming with JavaScript, free to read online, with exercises you can run in the page.'),
  r('you-dont-know-js', 'You Don\'t Know JS Yet', 'https://github.com/getify/You-Dont-Know-JS', 'web', 'book', 'intermediate', ['javascript'], 'Kyle Simpson\'s book series on how JavaScript really works: scope, closures, objects and types. Free on GitHub.'),
  r('react-dev-learn', 'React: Quick Start and Learn', 'https://react.dev/learn', 'web', 'docs', 'intermediate', ['react', 'javascript'], 'The official React course: components, state, effects and thinking in React, with interactive sandboxes.'),
  r('typescript-handbook', 'The TypeScript Handbook', 'https://www.typescriptlang.org/docs/handbook/intro.html', 'web', 'docs', 'intermediate', ['typescript'], 'The official guide to TypeScript\'s type system, written for JavaScript developers.'),
  r('web-dev-learn', 'web.dev Learn', 'https://web.dev/learn', 'web', 'course', 'beginner', ['css', 'accessibility', 'performance'], 'Google\'s free courses on CSS, responsive design, accessibility, forms and performance.'),
  r('flexbox-froggy', 'Flexbox Froggy', 'https://flexboxfroggy.com/', 'web', 'practice', 'beginner', ['css', 'flexbox'], 'A game that teaches CSS flexbox by moving frogs onto lily pads. Twenty-four levels, ten minutes each.'),
  r('grid-garden', 'Grid Garden', 'https://cssgridgarden.com/', 'web', 'practice', 'beginner', ['css', 'grid'], 'A game that teaches CSS grid by watering a carrot garden.'),
  r('frontend-mentor', 'Frontend Mentor', 'https://www.frontendmentor.io/', 'web', 'practice', 'intermediate', ['html', 'css', 'projects'], 'Real designs to build as front-end challenges, many free, with community feedback on your solutions.'),
  r('full-stack-open', 'Full Stack open', 'https://fullstackopen.com/en/', 'web', 'course', 'intermediate', ['react', 'node', 'graphql'], 'The University of Helsinki\'s free course on modern web apps: React, Node.js, MongoDB, GraphQL and TypeScript.'),
  r('a11y-project', 'The A11Y Project', 'https://www.a11yproject.com/', 'web', 'docs', 'beginner', ['accessibility'], 'A community checklist and articles to make websites usable by everyone, including people using assistive technology.'),
  // Backend
  r('nodejs-learn', 'Node.js Learn', 'https://nodejs.org/en/learn', 'backend', 'docs', 'beginner', ['node', 'javascript'], 'The official introduction to Node.js: the event loop, modules, files, HTTP and package management.'),
  r('python-tutorial', 'The Python Tutorial', 'https://docs.python.org/3/tutorial/', 'backend', 'docs', 'beginner', ['python'], 'The official tutorial that walks through Python\'s syntax, data structures, modules and classes.'),
  r('automate-the-boring-stuff', 'Automate the Boring Stuff with Python', 'https://automatetheboringstuff.com/', 'backend', 'book', 'beginner', ['python', 'automation'], 'Al Sweigart\'s book on practical Python for beginners: files, spreadsheets, web scraping and scheduling. Free online.'),
  r('postgresql-tutorial', 'PostgreSQL Tutorial (official)', 'https://www.postgresql.org/docs/current/tutorial.html', 'backend', 'docs', 'beginner', ['sql', 'postgresql'], 'The PostgreSQL manual\'s own tutorial: creating tables, querying, joins and transactions.'),
  r('sqlbolt', 'SQLBolt', 'https://sqlbolt.com/', 'backend', 'practice', 'beginner', ['sql'], 'Short interactive lessons that teach SQL queries one concept at a time, right in the browser.'),
  r('owasp-top-ten', 'OWASP Top 10', 'https://owasp.org/www-project-top-ten/', 'backend', 'docs', 'intermediate', ['security'], 'The ten most critical web application security risks, with how to prevent each one. Required reading for anyone who builds APIs.'),
  r('http-mdn', 'An overview of HTTP (MDN)', 'https://developer.mozilla.org/en-US/docs/Web/HTTP/Guides/Overview', 'backend', 'docs', 'beginner', ['http', 'apis'], 'How the web talks: requests, responses, methods, status codes, headers and caching.'),
  // Data
  r('kaggle-learn', 'Kaggle Learn', 'https://www.kaggle.com/learn', 'data', 'course', 'beginner', ['python', 'pandas', 'machine learning'], 'Short hands-on courses in Python, pandas, data visualisation, SQL and machine learning, with free notebooks.'),
  r('fast-ai', 'Practical Deep Learning for Coders', 'https://course.fast.ai/', 'data', 'course', 'intermediate', ['machine learning', 'python'], 'fast.ai\'s free course that gets you training real deep-learning models first and explains the theory as you go.'),
  r('khan-statistics', 'Khan Academy: Statistics and probability', 'https://www.khanacademy.org/math/statistics-probability', 'data', 'course', 'beginner', ['statistics', 'math'], 'Videos and exercises on the statistics every data role uses: distributions, sampling, inference and regression.'),
  r('pandas-getting-started', 'pandas: Getting started tutorials', 'https://pandas.pydata.org/docs/getting_started/intro_tutorials/index.html', 'data', 'docs', 'beginner', ['python', 'pandas'], 'The official pandas tutorials: reading data, selecting, plotting, reshaping and combining tables.'),
  // DevOps
  r('docker-get-started', 'Docker: Get started', 'https://docs.docker.com/get-started/', 'devops', 'docs', 'beginner', ['docker', 'containers'], 'The official walkthrough of containers: images, running, sharing, volumes and multi-container apps.'),
  r('kubernetes-basics', 'Kubernetes Basics', 'https://kubernetes.io/docs/tutorials/kubernetes-basics/', 'devops', 'docs', 'intermediate', ['kubernetes', 'containers'], 'The official interactive tutorial: deploy, explore, expose, scale and update an application on a cluster.'),
  r('linux-journey', 'Linux Journey', 'https://linuxjourney.com/', 'devops', 'course', 'beginner', ['linux', 'command line'], 'A friendly path through the Linux command line, files, processes, permissions and networking.'),
  r('overthewire-bandit', 'OverTheWire: Bandit', 'https://overthewire.org/wargames/bandit/', 'devops', 'practice', 'beginner', ['linux', 'security', 'command line'], 'A game played over SSH that teaches the Linux command line level by level.'),
  r('github-actions-docs', 'GitHub Actions documentation', 'https://docs.github.com/en/actions', 'devops', 'docs', 'intermediate', ['ci', 'github'], 'How to build, test and deploy from a repository with workflows: the continuous integration most projects start with.'),
  // Computer science
  r('cs50x', 'CS50x: Introduction to Computer Science', 'https://cs50.harvard.edu/x/', 'computer science', 'course', 'beginner', ['c', 'python', 'algorithms'], 'Harvard\'s famous introduction: C, memory, algorithms, data structures, Python, SQL and the web. Free, with problem sets.'),
  r('cs50p', 'CS50\'s Introduction to Programming with Python', 'https://cs50.harvard.edu/python/', 'computer science', 'course', 'beginner', ['python'], 'A gentler CS50 course focused on Python: functions, loops, exceptions, libraries, tests and file I/O.'),
  r('missing-semester', 'The Missing Semester of Your CS Education', 'https://missing.csail.mit.edu/', 'computer science', 'course', 'beginner', ['command line', 'git', 'tools'], 'MIT\'s lectures on the tools nobody teaches: the shell, editors, version control, debugging and automation.'),
  r('teach-yourself-cs', 'Teach Yourself Computer Science', 'https://teachyourselfcs.com/', 'computer science', 'docs', 'intermediate', ['curriculum'], 'A guide to the nine subjects of a computer science degree, with the best free books and lectures for each.'),
  r('ostep', 'Operating Systems: Three Easy Pieces', 'https://pages.cs.wisc.edu/~remzi/OSTEP/', 'computer science', 'book', 'advanced', ['operating systems'], 'A free, readable textbook on processes, memory, concurrency and file systems.'),
  r('crafting-interpreters', 'Crafting Interpreters', 'https://craftinginterpreters.com/', 'computer science', 'book', 'advanced', ['compilers', 'programming languages'], 'Robert Nystrom builds two interpreters for a small language, step by step. Free to read online.'),
  r('mit-6-0001', 'MIT 6.0001: Introduction to Computer Science and Programming in Python', 'https://ocw.mit.edu/courses/6-0001-introduction-to-computer-science-and-programming-in-python-fall-2016/', 'computer science', 'video', 'beginner', ['python', 'algorithms'], 'MIT OpenCourseWare lectures, notes and problem sets for first-time programmers.'),
  r('exercism', 'Exercism', 'https://exercism.org/', 'computer science', 'practice', 'beginner', ['practice', 'mentoring'], 'Coding exercises in over 70 languages, with free mentoring from volunteers on your solutions.'),
  // Careers
  r('tech-interview-handbook', 'Tech Interview Handbook', 'https://www.techinterviewhandbook.org/', 'careers', 'docs', 'intermediate', ['interviews', 'algorithms'], 'Free, practical guidance on preparing for coding interviews: study plans, patterns, behavioural questions and negotiation.'),
  r('open-source-guides', 'Open Source Guides', 'https://opensource.guide/', 'careers', 'docs', 'beginner', ['open source', 'github'], 'GitHub\'s guides on how to contribute to open source, start a project and build a community.'),
  r('roadmap-sh', 'roadmap.sh', 'https://roadmap.sh/', 'careers', 'docs', 'beginner', ['roadmaps', 'careers'], 'Community-made roadmaps for developer roles and technologies, a good second opinion next to DevPath\'s.'),
  r('google-tech-writing', 'Google Technical Writing courses', 'https://developers.google.com/tech-writing', 'careers', 'course', 'beginner', ['writing', 'documentation'], 'Two short free courses on writing clear documentation, READMEs and design docs.'),
  // Tools
  r('pro-git', 'Pro Git', 'https://git-scm.com/book/en/v2', 'tools', 'book', 'beginner', ['git'], 'The complete book on Git by Scott Chacon and Ben Straub, free online, from first commit to internals.'),
  r('learn-git-branching', 'Learn Git Branching', 'https://learngitbranching.js.org/', 'tools', 'practice', 'beginner', ['git'], 'A visual, interactive game that makes branches, merges and rebases click.'),
  r('github-skills', 'GitHub Skills', 'https://skills.github.com/', 'tools', 'course', 'beginner', ['git', 'github'], 'Short interactive courses that run inside a GitHub repository: pull requests, Markdown, Actions and Pages.'),
  r('devdocs', 'DevDocs', 'https://devdocs.io/', 'tools', 'tool', 'beginner', ['documentation'], 'Documentation for hundreds of languages and libraries in one fast, searchable interface that also works offline.'),
  r('regex101', 'regex101', 'https://regex101.com/', 'tools', 'tool', 'intermediate', ['regular expressions'], 'Build and test regular expressions with a live explanation of every part and a debugger.'),
  r('can-i-use', 'Can I use', 'https://caniuse.com/', 'tools', 'tool', 'beginner', ['browsers', 'css', 'javascript'], 'Which browsers support which web features, with version tables and notes.'),
  r('vscode-docs', 'Visual Studio Code documentation', 'https://code.visualstudio.com/docs', 'tools', 'docs', 'beginner', ['editor'], 'Get the most from the free editor most developers use: setup, debugging, Git integration and extensions.'),
];
