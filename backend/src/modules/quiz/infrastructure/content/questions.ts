import type { QuizQuestion } from '../../domain/quiz.js';

/**
 * The career quiz: what people enjoy and how they like to work, never trivia. Each option weighs
 * one to three tracks (1 = a hint, 3 = a strong sign). Keys are stable (results refer to them).
 */
export const QUIZ_QUESTIONS: QuizQuestion[] = [
  {
    key: 'weekend-project',
    prompt: 'You have a free weekend to build something. What sounds most fun?',
    options: [
      {
        key: 'a',
        text: 'A good-looking personal website with smooth animations',
        weights: { frontend: 3, 'ux-design': 1 },
      },
      {
        key: 'b',
        text: 'An API that collects data from several services and stores it neatly',
        weights: { backend: 3, data: 1 },
      },
      {
        key: 'c',
        text: 'A small app for my phone that I would actually use every day',
        weights: { mobile: 3, 'full-stack': 1 },
      },
      {
        key: 'd',
        text: 'A dashboard that answers a question about something I care about',
        weights: { data: 3, 'ai-ml': 1 },
      },
      {
        key: 'e',
        text: 'A home server that deploys my projects automatically when I push code',
        weights: { devops: 3, security: 1 },
      },
    ],
  },
  {
    key: 'satisfying-moment',
    prompt: 'Which moment would feel the most satisfying?',
    options: [
      {
        key: 'a',
        text: 'A friend says the thing I built is beautiful and easy to use',
        weights: { frontend: 2, 'ux-design': 3 },
      },
      {
        key: 'b',
        text: 'My system handles ten times the traffic without breaking a sweat',
        weights: { backend: 2, devops: 2 },
      },
      {
        key: 'c',
        text: 'I find a surprising pattern in data that nobody had noticed',
        weights: { data: 2, 'ai-ml': 2 },
      },
      {
        key: 'd',
        text: 'I find a hole that would have let someone steal user accounts, and close it',
        weights: { security: 3, backend: 1 },
      },
      {
        key: 'e',
        text: 'I ship a complete feature on my own, from the database to the button',
        weights: { 'full-stack': 3 },
      },
      { key: 'f', text: 'Someone shows me the app I made, on their own phone', weights: { mobile: 3 } },
    ],
  },
  {
    key: 'feedback-speed',
    prompt: 'How do you like to see the results of your work?',
    options: [
      {
        key: 'a',
        text: 'Right away, on screen: change something and watch it update',
        weights: { frontend: 2, mobile: 2 },
      },
      {
        key: 'b',
        text: 'In logs and numbers: requests served, errors down, response times flat',
        weights: { backend: 2, devops: 2 },
      },
      {
        key: 'c',
        text: 'In a chart or a model score that gets better with each experiment',
        weights: { data: 2, 'ai-ml': 3 },
      },
      {
        key: 'd',
        text: 'In people: watching someone use it without getting stuck',
        weights: { 'ux-design': 3, frontend: 1 },
      },
      {
        key: 'e',
        text: 'When the whole thing works end to end, from the form to the database and back',
        weights: { 'full-stack': 3 },
      },
    ],
  },
  {
    key: 'maths',
    prompt: 'How do you feel about maths and statistics?',
    options: [
      {
        key: 'a',
        text: 'I enjoy it: probability, linear algebra and proofs are fun',
        weights: { 'ai-ml': 3, data: 2 },
      },
      {
        key: 'b',
        text: 'Fine for everyday numbers: averages, percentages, a chart or two',
        weights: { data: 2, backend: 1, 'full-stack': 1 },
      },
      {
        key: 'c',
        text: 'I would rather think about logic and structure than formulas',
        weights: { backend: 1, security: 1, devops: 1 },
      },
      {
        key: 'd',
        text: 'I prefer visual and spatial thinking: layout, colour, motion',
        weights: { frontend: 2, 'ux-design': 2, mobile: 1 },
      },
    ],
  },
  {
    key: 'broken-thing',
    prompt: 'Something stopped working in production at 3 pm. What do you want to do?',
    options: [
      {
        key: 'a',
        text: 'Dig through the logs and metrics until I know exactly what happened',
        weights: { devops: 2, backend: 1 },
      },
      { key: 'b', text: 'Check whether someone is attacking us and what they could reach', weights: { security: 3 } },
      {
        key: 'c',
        text: 'Reproduce it in the browser and fix the screen users are stuck on',
        weights: { frontend: 2, 'full-stack': 2 },
      },
      {
        key: 'd',
        text: 'Find the bad data that caused it and make sure the numbers are right again',
        weights: { data: 2, backend: 2 },
      },
      { key: 'e', text: 'Reproduce it on a phone and ship a fixed version of the app', weights: { mobile: 3 } },
    ],
  },
  {
    key: 'reading',
    prompt: 'Which article would you click first?',
    options: [
      { key: 'a', text: '"10 CSS layout tricks that replace JavaScript"', weights: { frontend: 2 } },
      { key: 'b', text: '"How we cut our database bill in half"', weights: { backend: 2, devops: 2 } },
      { key: 'c', text: '"Inside the model that writes code"', weights: { 'ai-ml': 3 } },
      { key: 'd', text: '"Anatomy of a breach: how one leaked key exposed millions"', weights: { security: 3 } },
      { key: 'e', text: '"Why users abandon sign-up forms, with research"', weights: { 'ux-design': 3, frontend: 1 } },
      { key: 'f', text: '"What the data says about remote work"', weights: { data: 2 } },
      { key: 'g', text: '"Shipping a product alone: the whole stack in one weekend"', weights: { 'full-stack': 3 } },
    ],
  },
  {
    key: 'team-role',
    prompt: 'In a team project, which part do you take on without being asked?',
    options: [
      {
        key: 'a',
        text: 'Sketching how it should look and how people move through it',
        weights: { 'ux-design': 3, frontend: 1 },
      },
      {
        key: 'b',
        text: 'Deciding how the data is stored and how the pieces talk to each other',
        weights: { backend: 2, 'full-stack': 1 },
      },
      { key: 'c', text: 'Setting up the repository, the tests and the automatic deployment', weights: { devops: 2 } },
      { key: 'd', text: 'A bit of everything, wherever the project is stuck', weights: { 'full-stack': 3 } },
      { key: 'e', text: 'Measuring whether it works: collecting numbers and reporting them', weights: { data: 3 } },
      { key: 'f', text: 'Checking who can see what, and that the secrets stay secret', weights: { security: 3 } },
    ],
  },
  {
    key: 'devices',
    prompt: 'Where would you most like people to use what you build?',
    options: [
      { key: 'a', text: 'On their phone, on the go, with notifications and the camera', weights: { mobile: 3 } },
      { key: 'b', text: 'In any browser, on any screen size', weights: { frontend: 2, 'full-stack': 1 } },
      { key: 'c', text: 'Behind the scenes: other apps call my services', weights: { backend: 2, devops: 1 } },
      { key: 'd', text: 'In reports and decisions, not on a screen at all', weights: { data: 2, 'ai-ml': 2 } },
      {
        key: 'e',
        text: 'On whatever device they have, without ever wondering what to tap next',
        weights: { 'ux-design': 3, frontend: 1 },
      },
    ],
  },
  {
    key: 'detail-or-big-picture',
    prompt: 'Which describes you better?',
    options: [
      {
        key: 'a',
        text: 'I notice when something is two pixels off or a bit slow to react',
        weights: { frontend: 2, mobile: 2, 'ux-design': 1 },
      },
      {
        key: 'b',
        text: 'I notice when something could fail under load or with odd input',
        weights: { backend: 2, security: 2 },
      },
      { key: 'c', text: 'I notice when a process is repeated by hand and could be automated', weights: { devops: 2 } },
      {
        key: 'd',
        text: 'I notice when a conclusion does not follow from the numbers',
        weights: { data: 2, 'ai-ml': 1 },
      },
      { key: 'e', text: 'I notice when the pieces of a product do not fit together', weights: { 'full-stack': 3 } },
    ],
  },
  {
    key: 'learning-style',
    prompt: 'How do you like to learn something new?',
    options: [
      {
        key: 'a',
        text: 'Build a small project and learn by tinkering',
        weights: { 'full-stack': 2, frontend: 1, mobile: 1 },
      },
      { key: 'b', text: 'Read how it works underneath, then use it', weights: { backend: 2, security: 1, devops: 1 } },
      { key: 'c', text: 'Take a structured course with exercises and a grade', weights: { data: 1, 'ai-ml': 2 } },
      { key: 'd', text: 'Watch people and ask them what they need', weights: { 'ux-design': 3 } },
    ],
  },
  {
    key: 'puzzle',
    prompt: 'Which puzzle would you rather spend an afternoon on?',
    options: [
      { key: 'a', text: 'Making a complex page look right on every screen size', weights: { frontend: 3 } },
      {
        key: 'b',
        text: 'Designing the database for a booking system so no seat is sold twice',
        weights: { backend: 3 },
      },
      { key: 'c', text: 'Teaching a model to tell cats from dogs with fewer mistakes', weights: { 'ai-ml': 3 } },
      { key: 'd', text: 'Breaking into a deliberately vulnerable practice website', weights: { security: 3 } },
      { key: 'e', text: 'Making a slow deployment take two minutes instead of twenty', weights: { devops: 3 } },
      { key: 'f', text: 'Making an app feel instant on a cheap phone with a weak connection', weights: { mobile: 3 } },
    ],
  },
  {
    key: 'people-or-machines',
    prompt: 'Who would you rather spend most of your day with?',
    options: [
      {
        key: 'a',
        text: 'Users and designers, talking about what people need',
        weights: { 'ux-design': 3, frontend: 1 },
      },
      { key: 'b', text: 'Other developers, designing systems together', weights: { backend: 1, 'full-stack': 2 } },
      { key: 'c', text: 'Analysts and managers, answering their questions with data', weights: { data: 2 } },
      { key: 'd', text: 'Mostly machines, with deep focus time', weights: { devops: 2, security: 1, 'ai-ml': 1 } },
    ],
  },
  {
    key: 'risk',
    prompt: 'How do you feel about responsibility for things that must not go wrong?',
    options: [
      {
        key: 'a',
        text: 'I like it: being on call for critical systems feels meaningful',
        weights: { devops: 2, security: 1 },
      },
      {
        key: 'b',
        text: 'I like preventing problems more than firefighting them',
        weights: { security: 3, backend: 1 },
      },
      {
        key: 'c',
        text: 'I prefer work where a mistake is easy to see and quick to fix',
        weights: { frontend: 2, mobile: 1, 'ux-design': 1 },
      },
      {
        key: 'd',
        text: 'I prefer exploring and experimenting, where not every try has to work',
        weights: { 'ai-ml': 2, data: 2 },
      },
    ],
  },
  {
    key: 'apps-you-admire',
    prompt: 'What impresses you most in an app you love?',
    options: [
      { key: 'a', text: 'How smooth and polished it feels', weights: { mobile: 2, frontend: 2 } },
      { key: 'b', text: 'How it just works for millions of people at once', weights: { backend: 2, devops: 2 } },
      { key: 'c', text: 'How it seems to know what I want next', weights: { 'ai-ml': 3, data: 1 } },
      { key: 'd', text: 'How simple it is, even though it does a lot', weights: { 'ux-design': 3 } },
      { key: 'e', text: 'That I trust it with my data', weights: { security: 3 } },
    ],
  },
  {
    key: 'variety',
    prompt: 'Do you prefer to go deep on one thing or to do a bit of everything?',
    options: [
      { key: 'a', text: 'A bit of everything: I get bored doing only one kind of work', weights: { 'full-stack': 3 } },
      { key: 'b', text: 'Deep on the user-facing side', weights: { frontend: 2, mobile: 2, 'ux-design': 1 } },
      { key: 'c', text: 'Deep on the systems side', weights: { backend: 1, devops: 2 } },
      { key: 'd', text: 'Deep on data and models', weights: { data: 2, 'ai-ml': 2 } },
    ],
  },
  {
    key: 'first-job',
    prompt: 'Which first job posting would make you apply today?',
    options: [
      { key: 'a', text: '"Junior web developer: build our customer-facing React app"', weights: { frontend: 3 } },
      { key: 'b', text: '"Junior backend engineer: APIs and PostgreSQL"', weights: { backend: 3 } },
      { key: 'c', text: '"Junior developer at a startup: whatever needs doing"', weights: { 'full-stack': 3 } },
      { key: 'd', text: '"Junior iOS/Android developer"', weights: { mobile: 3 } },
      { key: 'e', text: '"Junior data analyst: SQL, Python and dashboards"', weights: { data: 3 } },
      { key: 'f', text: '"Junior cloud/DevOps engineer"', weights: { devops: 3 } },
      { key: 'g', text: '"Junior machine learning engineer: train and ship models"', weights: { 'ai-ml': 3 } },
      { key: 'h', text: '"Junior security analyst"', weights: { security: 3 } },
    ],
  },
  {
    key: 'curiosity',
    prompt: 'Which question keeps you curious?',
    options: [
      {
        key: 'a',
        text: 'How does a click in my browser reach a server and come back so fast?',
        weights: { backend: 2, devops: 1, 'full-stack': 2 },
      },
      { key: 'b', text: 'How do recommendation systems decide what I see?', weights: { 'ai-ml': 3 } },
      { key: 'c', text: 'How do attackers get into systems that look secure?', weights: { security: 3 } },
      {
        key: 'd',
        text: 'Why do some interfaces feel effortless and others frustrating?',
        weights: { 'ux-design': 2, frontend: 1 },
      },
      { key: 'e', text: 'What story do the numbers of my city, my team or my habits tell?', weights: { data: 2 } },
      { key: 'f', text: 'How do phone apps keep working offline and catch up later?', weights: { mobile: 3 } },
    ],
  },
];
