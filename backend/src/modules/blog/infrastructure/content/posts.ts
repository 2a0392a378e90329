/**
 * The posts DevPath ships (issue 15): written for people learning to code, with free links.
 * `since` is the content version that first shipped the post (see blog-content.pack.ts).
 */
export interface ShippedPost {
  slug: string;
  title: string;
  summary: string;
  bodyMd: string;
  tags: string[];
  authorName: string;
  publishAt: Date;
  since: number;
}

const md = (text: string) => `${text.trim()}\n`;

export const POSTS: ShippedPost[] = [
  {
    slug: 'how-to-pick-your-first-track',
    title: 'How to pick your first track (and why it matters less than you think)',
    summary:
      'Frontend, backend, data or DevOps? A practical way to choose a first direction in a weekend, and why switching later is cheap.',
    tags: ['careers', 'getting started'],
    authorName: 'DevPath team',
    publishAt: new Date('2026-09-08T09:00:00Z'),
    since: 1,
    bodyMd: md(`
Most people who start learning to code lose weeks comparing languages and job titles. The good news: the first months of every track share most of their ground. HTML, a programming language, the command line, Git and the habit of reading documentation carry over everywhere.

## The four common starting points

- **Frontend** builds what people see and touch in the browser: HTML, CSS and JavaScript, then a framework such as React. You see your progress on screen from the first day.
- **Backend** builds what runs on servers: APIs, databases, authentication. It suits people who like logic, data and making things reliable.
- **Data** turns numbers into answers: SQL, Python, statistics and charts. If spreadsheets already fascinate you, start here.
- **DevOps and cloud** keep software running: Linux, containers, CI pipelines, monitoring. It rewards patience and curiosity about how systems fail.

## A weekend experiment

Instead of deciding in your head, try each one for two hours:

1. Build a one-page site with the [MDN "Getting started with the web"](https://developer.mozilla.org/en-US/docs/Learn_web_development/Getting_started) guide.
2. Write a tiny Python script that reads a CSV file, with the [official Python tutorial](https://docs.python.org/3/tutorial/).
3. Write a SQL query or two in the [SQLBolt](https://sqlbolt.com/) exercises.
4. Run a Linux command-line lesson from [The Odin Project](https://www.theodinproject.com/paths/foundations/courses/foundations).

Notice which two hours went fastest. That is your signal, more reliable than any salary chart.

## Use the quiz, then commit for eight weeks

Take the [DevPath career quiz](/quiz): it matches what you enjoy with the roadmaps that fit. Then pick one roadmap and give it eight weeks before you judge it. Switching after that is cheap, because what you learned still counts on the next track.
`),
  },
  {
    slug: 'how-to-use-a-roadmap',
    title: 'How to use a roadmap without getting lost in it',
    summary:
      'A roadmap is a map, not a checklist to finish in order. How to move through modules, when to skip, and how to know you are ready for the exam.',
    tags: ['roadmaps', 'learning'],
    authorName: 'DevPath team',
    publishAt: new Date('2026-09-22T09:00:00Z'),
    since: 1,
    bodyMd: md(`
A roadmap lays out the skills a role needs, in an order that usually works. It is tempting to treat it like a to-do list and race to 100%. Learners who finish a roadmap well do something different.

## Work in small loops

For each module, run the same loop:

1. **Read or watch** one of the free resources linked in the module (one is enough to start).
2. **Build something tiny** with it the same day: ten lines of code beat ten pages of notes.
3. **Explain it** in two sentences, out loud or in a note. If you cannot, go back to step 1.
4. Mark the module **done** and move on.

## Skipping is allowed

If you already know a topic, mark it *skipped*. Your progress still moves, and you spend your time where it matters. Come back to it if the exam or a project shows a gap.

## Keep a streak, not a marathon

Thirty minutes a day beats a five-hour Sunday. Your DevPath streak counts a day when you learn something, and a freeze covers a missed day now and then. Consistency is what moves you up the [leaderboard](/leaderboard), and it is what makes knowledge stick.

## When are you ready for the exam?

The exam opens when most of the roadmap is done. A good test before you start: pick three modules at random and build a small exercise for each without looking anything up. If that works, take the exam. If not, the result tells you which modules to revisit, and you can try again after the waiting period.

## Further reading

- [Learning How to Learn](https://www.coursera.org/learn/learning-how-to-learn) (free to audit) explains spaced practice and why short daily sessions work.
- [roadmap.sh](https://roadmap.sh/) has community roadmaps you can compare with ours.
`),
  },
  {
    slug: 'your-first-portfolio-project',
    title: 'Your first portfolio project: small, finished and explained',
    summary:
      'Recruiters open a project for under a minute. What to build, how to scope it so you finish, and the README that makes that minute count.',
    tags: ['projects', 'careers'],
    authorName: 'DevPath team',
    publishAt: new Date('2026-10-06T09:00:00Z'),
    since: 1,
    bodyMd: md(`
A finished small project says more about you than an ambitious one abandoned at 60%. Your first portfolio piece has one job: show that you can take an idea from empty folder to something other people can use.

## Pick a problem you actually have

Good first projects solve a small real problem: a tracker for your plants, a page that shows the next bus, a budget splitter for flatmates. You will make better decisions because you are the user, and you will have a story to tell in interviews.

## Scope it to two weekends

Write down the **one thing** the project must do. Everything else goes on a "later" list. For a habit tracker that is: add a habit, tick it off today, see this week. Accounts, themes and charts can wait.

## Ship it where people can click

A project nobody can open does not exist for a recruiter. Static sites deploy for free on [GitHub Pages](https://docs.github.com/en/pages/getting-started-with-github-pages/creating-a-github-pages-site); put the live link at the top of the repository.

## The README is half the project

A reader should understand the project in thirty seconds. Include:

- one sentence on what it does and for whom;
- a screenshot or a short GIF;
- how to run it locally (the exact commands);
- what you learned and what you would do next.

[Make a README](https://www.makeareadme.com/) has a good template.

## Get feedback before you call it done

Ask someone to use it while you watch silently. Every place they hesitate is a fix for your list. DevPath's project feedback lets reviewers score your code, README and functionality, so you know what to improve before an employer looks.
`),
  },
  {
    slug: 'reading-error-messages',
    title: "Read the error message: a beginner's guide to debugging",
    summary:
      'Error messages are instructions, not insults. How to read a stack trace, narrow a bug down, and ask for help in a way that gets answers.',
    tags: ['debugging', 'learning'],
    authorName: 'DevPath team',
    publishAt: new Date('2026-10-20T09:00:00Z'),
    since: 1,
    bodyMd: md(`
The fastest developers are not the ones who write bug-free code. They are the ones who find bugs quickly. That skill starts with actually reading the red text.

## Anatomy of an error

Take this JavaScript error:

\`\`\`text
TypeError: Cannot read properties of undefined (reading 'length')
    at countWords (words.js:4:18)
    at main (app.js:12:3)
\`\`\`

- **The type** (\`TypeError\`) tells you the category: a value was not what the code expected.
- **The message** says what went wrong: something was \`undefined\` where the code read \`.length\`.
- **The stack trace** says where: line 4, column 18 of \`words.js\`, called from line 12 of \`app.js\`. Start at the top line that is *your* code.

## Narrow it down

1. **Reproduce** the bug with the smallest input you can.
2. **Print** the values just before the failing line (\`console.log\` or \`print\`). In DevPath practice problems, your output appears beside each test.
3. **Check one assumption at a time**: is the variable what you think? Is the function called when you think?
4. **Use the debugger**: set a breakpoint in your browser's [developer tools](https://developer.mozilla.org/en-US/docs/Learn_web_development/Howto/Tools_and_setup/What_are_browser_developer_tools) and step through.

## Explain it to a duck

Describing the code line by line to someone (or something) that knows nothing often reveals the bug before you finish. It is called [rubber duck debugging](https://en.wikipedia.org/wiki/Rubber_duck_debugging) and it works embarrassingly well.

## Ask for help well

When you are stuck for more than thirty minutes, ask. Include what you tried, the exact error text, the smallest code that shows it, and what you expected instead. People answer good questions fast, and half the time writing one solves the problem.
`),
  },
  {
    slug: 'git-in-your-first-week',
    title: 'Git in your first week: the ten commands you will actually use',
    summary:
      "You do not need to master Git to start. These commands cover almost every day of a beginner's work, with the habits that keep you out of trouble.",
    tags: ['git', 'tools'],
    authorName: 'DevPath team',
    publishAt: new Date('2026-11-03T09:00:00Z'),
    since: 1,
    bodyMd: md(`
Git records the history of your project so you can experiment without fear. Every job in software uses it, and the basics fit in one page.

## The daily loop

\`\`\`bash
git status                 # what changed?
git add words.js           # put a change in the next snapshot
git commit -m "Count words in a sentence"
git push                   # send your commits to GitHub
git pull                   # bring others' commits to you
\`\`\`

## Starting and looking around

\`\`\`bash
git init                   # make this folder a repository
git clone <url>            # copy an existing repository
git log --oneline          # the history, one line per commit
git diff                   # the changes not yet added
\`\`\`

## Branches for experiments

\`\`\`bash
git switch -c try-dark-mode   # a new branch for an idea
git switch main               # back to the main line
\`\`\`

If the idea works, merge it; if not, delete the branch and nothing is lost.

## Habits that save you

- **Commit small and often**, with a message that says *why*: "Fix crash on empty input" beats "changes".
- **Run \`git status\` before every commit**, so you know what goes in.
- **Never commit secrets** such as passwords or API keys; put them in a \`.env\` file listed in \`.gitignore\`.

## Learn more, for free

- [Pro Git](https://git-scm.com/book/en/v2), the whole book, free online.
- [Learn Git Branching](https://learngitbranching.js.org/), a visual game that makes branches click.
`),
  },
  {
    slug: 'practice-problems-without-burning-out',
    title: 'Practice problems without burning out',
    summary:
      'Coding problems build the muscle interviews test, if you practise them the right way. A routine for steady progress, and what to do when you are stuck.',
    tags: ['practice', 'interviews'],
    authorName: 'DevPath team',
    publishAt: new Date('2026-11-17T09:00:00Z'),
    since: 1,
    bodyMd: md(`
Solving small problems trains you to turn a description into working code, which is exactly what interviews and daily work ask of you. Grinding hundreds of them in a panic does not. Here is a routine that works.

## Start easy, stay easy for a while

Solve easy problems until they feel routine: arrays, strings, hash maps. Speed and confidence on easy problems matter more than struggling through one hard problem a week. DevPath's [practice area](/practice) lets you filter by difficulty and topic.

## A routine for each problem

1. **Read the statement twice** and the examples once more. Write the function's input and output in your own words.
2. **Solve one example by hand** on paper. The steps you take are your first algorithm.
3. **Write the simplest solution that works**, even if it is slow. Press *Run* to check it against the examples.
4. **Then improve it**: can a hash map replace a nested loop? Can you stop early?
5. **Submit**, and read the verdict. A wrong answer on a hidden test usually means an edge case: an empty list, one element, negative numbers, duplicates.

## When you are stuck

Give it twenty-five minutes, then open one hint. After another fifteen, read the editorial, close it, and write the solution yourself from memory the next day. Understanding someone else's solution and being able to write it are different skills; the second one is what counts.

## Keep it sustainable

Three problems a day, five days a week, is 780 problems in a year (3 × 5 × 52) that you actually understood. Rest days are part of the plan. Your streak has freezes for a reason.

## Free places to go further

- [Exercism](https://exercism.org/) has mentored tracks in many languages.
- [CS50](https://cs50.harvard.edu/x/) teaches the foundations behind the problems: arrays, memory, algorithms.
`),
  },
  {
    slug: 'what-a-junior-security-engineer-does',
    title: 'What a junior security engineer actually does, and how to start',
    summary:
      'Less hacking, more reading, explaining and fixing. What the junior security role looks like day to day, the skills under it, and legal places to practise from week one.',
    tags: ['careers', 'roadmaps'],
    authorName: 'DevPath team',
    publishAt: new Date('2026-06-16T09:00:00Z'),
    since: 2,
    bodyMd: md(`
"Security engineer" sounds like a job for people who break into banks in films. The real junior role is calmer and more useful: you help a team ship software that does not leak data, and you explain risks so that developers want to fix them. Here is what the work looks like, the skills it rests on, and a legal way to start practising this month.

## What a junior actually does all week

Titles vary (application security engineer, product security, security analyst), but a junior's week usually mixes the same tasks:

- **Reviewing code and pull requests** for risky patterns: a SQL query built by string concatenation, a missing ownership check on an API endpoint, a secret committed to the repository.
- **Triaging tool findings.** Dependency scanners, static analysis and secret scanning produce long lists. Someone has to decide which alerts are real, which matter for *this* application, and who should fix them. That someone is often you.
- **Helping with dependency updates**, because a vulnerable library in production is one of the most common ways in.
- **Answering developers' questions**: "Is it fine to store this token in localStorage?", "Which password hashing function should we use?" Good answers point to a standard, not to personal taste.
- **Joining threat modeling sessions**, where the team draws a new feature's data flows and asks what could go wrong at each step.
- **Supporting incident response**: collecting logs, building a timeline, writing up what happened and what changes would prevent a repeat.

Notice how much of this is reading, explaining and writing. Attacking things is a small part of most security jobs, and it always happens with permission.

## The skills underneath

Security builds on everything else in software, so the first skills are not "security" skills at all:

1. **How the web works**: HTTP requests and responses, cookies, headers, DNS and TLS. Most web attacks abuse one of these.
2. **One programming language you can read fluently**, plus enough of a second to follow code reviews. Python and JavaScript are common choices.
3. **Linux and the command line**: reading logs, inspecting processes, using \`grep\`, \`curl\` and SSH.
4. **Git and the way teams ship code**: pull requests, CI pipelines, dependency files.

On top of that sit the security ideas themselves: least privilege, defence in depth, authentication versus authorisation, and the common classes of weakness.

## Learn the common weaknesses by name

The [OWASP Top 10](https://owasp.org/Top10/2025/) is the list most teams use as a shared vocabulary for web application risks. The 2025 edition keeps **A01:2025 Broken Access Control** at the top, places **A02:2025 Security Misconfiguration** second, and adds two categories: **A03:2025 Software Supply Chain Failures**, which widens the old "Vulnerable and Outdated Components" category to the whole chain of dependencies, build systems and distribution, and **A10:2025 Mishandling of Exceptional Conditions**, about errors handled badly, such as code that fails open. **A05:2025 Injection** is still there and still includes SQL injection and cross-site scripting.

Do not memorise the list. For each category, be able to answer three questions: what the mistake looks like in code, how an attacker would notice it, and what the fix is. The free [OWASP Cheat Sheet Series](https://cheatsheetseries.owasp.org/) answers the third question for almost every topic, and it is what practitioners actually open at work.

## Practise legally, and only legally

The rule is simple: **only test systems you own or have written permission to test.** Scanning or probing someone else's website "to see if it is vulnerable" is unauthorised access in many countries, for example under the UK's Computer Misuse Act and the US Computer Fraud and Abuse Act, whatever your intentions. Bug bounty programmes are the exception that proves the rule: they grant permission, but only within the scope and rules they publish.

Fortunately, there are excellent free places built for practice:

- [PortSwigger Web Security Academy](https://portswigger.net/web-security): free written material and hands-on labs for SQL injection, cross-site scripting, access control, authentication and much more, from the makers of Burp Suite. Each lab is a deliberately vulnerable site you are allowed to attack.
- [OverTheWire Bandit](https://overthewire.org/wargames/bandit/): a wargame played over SSH that teaches the Linux command line one level at a time. It is the best warm-up if the terminal still feels foreign.
- [OWASP Juice Shop](https://owasp.org/www-project-juice-shop/): a deliberately insecure web shop you run on your own machine, with scored challenges of increasing difficulty.

A good rhythm is one Academy topic a week: read the material, solve the apprentice-level labs, then write three sentences on how you would have prevented the bug as a developer. That last step is what turns a puzzle into a skill you can use in a code review.

## A twelve-week plan

- **Weeks 1–3: foundations.** HTTP, Linux, Git. Play the first ten or so Bandit levels. If you are new to programming, take [the career quiz](/quiz) first and spend these weeks on the basics of one language.
- **Weeks 4–6: identity and access.** Authentication, sessions, passwords, access control. Do the matching Web Security Academy labs.
- **Weeks 7–9: injection and the browser.** SQL injection, cross-site scripting, CSRF and CORS. Break Juice Shop locally.
- **Weeks 10–12: operations.** Logging, dependency management, incident response. Write one short report on a vulnerability you found in a lab, as if for a developer team: what, where, impact, how to fix.

The [Security Engineer roadmap](/roadmap/security) follows this order, with a lesson, checks and free resources for every module. Questions you get wrong come back in [your review queue](/review), which matters in a field with this much vocabulary.

## How to show you are ready

Employers hiring juniors look for evidence that you can find a problem *and* communicate it. Three things make that evidence concrete:

1. **Write-ups** of labs you solved, explaining the root cause and the fix, not just the payload.
2. **A small project you secured**: take an app you built, add proper password hashing, access checks and security headers, and describe the changes in the README.
3. **Contributions**: fixing a documentation gap or a small security issue in an open-source project, through its published security policy.

Security rewards curiosity, patience and clear writing more than any single tool. Start with the foundations, practise where you are allowed to, and write down what you learn.
`),
  },
  {
    slug: 'reading-documentation-like-a-professional',
    title: 'Reading documentation like a professional',
    summary:
      'Tutorials, how-to guides, the API reference and the changelog each answer a different question. How to find the right one, read a reference page fast, and answer a real question from the docs.',
    tags: ['learning', 'tools'],
    authorName: 'DevPath team',
    publishAt: new Date('2026-06-30T09:00:00Z'),
    since: 2,
    bodyMd: md(`
When you are stuck, the quickest answer is often a search engine, a forum thread or an AI assistant. They are useful, but they are second-hand: sometimes out of date, sometimes about a different version, sometimes simply wrong. Professionals check those answers against the documentation, and with practice, they start there. Reading docs is a skill you can learn, and it pays off on every project.

## Know which kind of document you are in

Good documentation is not one long text. Most projects split it into parts with different jobs, an idea described well by the [Diátaxis framework](https://diataxis.fr/):

- **Tutorials** teach by doing, from zero, in a fixed order. The [official Python tutorial](https://docs.python.org/3/tutorial/) and MDN's learning area are tutorials. Read them front to back, once, typing every example.
- **How-to guides** solve one task: "How do I sort a list of dictionaries by a key?" Python's [Sorting Techniques](https://docs.python.org/3/howto/sorting.html) page is a how-to guide.
- **Reference** describes every function, option and return value, precisely and dryly. You do not read it in order; you look things up.
- **Explanation** discusses why things work the way they do: design notes, concept pages, architecture overviews.

Add one more to the list: the **changelog** (or "release notes", "What's New"). It records what changed in each version, and it is the first place to look when code that worked yesterday fails after an upgrade.

Much of the frustration beginners feel with documentation comes from reading the wrong kind: trying to learn a language from its reference, or looking for one exact parameter in a tutorial.

## How a reference page is built

Reference pages follow a pattern, and once you know it you can read them quickly. A page on [MDN Web Docs](https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Array/sort), the reference for web technologies, has these parts:

1. **A one-paragraph summary** of what the feature does. Read it slowly; every word is there for a reason.
2. **Syntax**: the ways to call it, with optional parameters shown.
3. **Parameters** and **Return value**: what goes in, what comes out.
4. **Description**: the rules and the edge cases. This is where the surprises live.
5. **Examples** you can paste and run.
6. **Specifications** and **Browser compatibility**: where it is defined and where it works.

Python's library reference, the Node.js API docs and most framework docs follow a similar shape, even if the headings differ.

## A worked example: why does my sort put 10 before 9?

Here is a real beginner bug in JavaScript:

\`\`\`js
const scores = [10, 9, 1, 100];
scores.sort();
console.log(scores); // [1, 10, 100, 9]
\`\`\`

Instead of searching "javascript sort broken", open the MDN page for \`Array.prototype.sort()\` and read the summary. It says that the method sorts the array *in place*, returns a reference to the same array, and that the default order comes from converting the elements into strings and comparing their sequences of UTF-16 code units. That one sentence explains the output: as strings, \`"10"\` comes before \`"9"\` because the character \`1\` comes before \`9\`.

Next, read **Parameters**. \`sort\` takes an optional \`compareFn(a, b)\` that returns a negative number if \`a\` should come first, a positive number if \`b\` should, and zero if they are equal. MDN even gives the memory aid that \`(a, b) => a - b\` sorts numbers in ascending order:

\`\`\`js
scores.sort((a, b) => a - b);
console.log(scores); // [1, 9, 10, 100]
\`\`\`

Then read the summary again for the detail you skipped: "in place". If another part of your program still needs the original order, sorting it changes that too. The page points to \`toSorted()\`, the copying version that returns a new array and leaves the original alone. Its own page shows it is newer (MDN marks it Baseline 2023), which tells you to check your target browsers or Node.js version before relying on it.

In five minutes you fixed the bug, learned why it happened, and found a second method you did not know existed. A forum answer would probably have given you only the first of those.

## Read the changelog before you upgrade

Changelogs look boring until they save you an afternoon. Suppose a teammate's Python code contains this line:

\`\`\`python
print(f"Total: {", ".join(names)}")
\`\`\`

It runs on their machine and fails with a \`SyntaxError\` on yours. The [What's New in Python 3.12](https://docs.python.org/3/whatsnew/3.12.html) page explains it: PEP 701 lifted restrictions on f-strings, and from 3.12 an expression inside an f-string may reuse the same quotes as the f-string itself. In Python 3.11 that was a syntax error. Your Python is simply older. The fix is to upgrade, or to use other quotes inside the braces.

A good habit: before upgrading a language, framework or major library version, read the release notes for the versions you skip, looking for "removed", "deprecated" and "changed". It takes ten minutes and prevents most upgrade surprises.

## Habits that make docs work for you

- **Check the version.** Most doc sites have a version picker. Make sure it matches what you run (\`node --version\`, \`python3 --version\`, the version in \`package.json\`).
- **Run the examples.** Paste them into a console or a scratch file and change one thing at a time. Reading alone rarely sticks.
- **Use the site's own search**, or search with the site name: "mdn fetch" finds the MDN page faster than "how to fetch in javascript".
- **Keep a docs-first rule for small questions.** Give the reference two minutes before you search elsewhere. You will be surprised how often the answer is in the first paragraph.
- **Write down what surprised you.** One line per surprise ("sort() converts numbers to strings") makes a personal cheat sheet. Turning those notes into questions for yourself, or letting [your review queue](/review) bring back the checks you missed, is how the details stick.

Every roadmap module on DevPath links to the official docs for its topic, for example in the [Frontend roadmap](/roadmap/frontend). Use the lesson to get the idea, then open the docs next to your editor and practise reading them. It is one of the habits that most clearly separates someone who has finished a course from someone who can keep learning on the job.
`),
  },
  {
    slug: 'why-spaced-repetition-works-for-programmers',
    title: 'Why spaced repetition works for programmers (and how to use your review queue)',
    summary:
      "Rereading feels productive but fades fast. What the research on testing and spacing says, how the FSRS scheduler behind DevPath's review queue decides when things come back, and how to get the most from ten minutes a day.",
    tags: ['learning', 'practice'],
    authorName: 'DevPath team',
    publishAt: new Date('2026-07-14T09:00:00Z'),
    since: 2,
    bodyMd: md(`
Most of us study the way we were taught at school: read the chapter again, highlight the important parts, feel that it makes sense, move on. A week later the details are gone. Memory research has a clear message about this, and it is good news for anyone learning to code: two simple changes, testing yourself and spacing your practice, make what you learn last much longer.

## The testing effect: remembering is the exercise

In a well-known study, [Roediger and Karpicke (2006), "Test-Enhanced Learning"](https://doi.org/10.1111/j.1467-9280.2006.01693.x), students read short prose passages. Some then reread them; others took recall tests without feedback, writing down what they remembered. On a final test five minutes later, the rereaders did better. On final tests two days and one week later, the students who had been tested remembered substantially more. The rereaders also felt *more* confident about how much they would remember.

That last detail is the trap. Rereading feels productive because the material looks familiar, but familiarity is not the same as being able to produce the answer from memory when you need it. Pulling an answer out of memory, with effort, is what strengthens it. Psychologists call this retrieval practice, or the testing effect.

## The spacing effect: leave time between sessions

The second finding is older than computers: practice spread over time beats the same amount of practice crammed into one session. [Cepeda and colleagues (2006)](https://doi.org/10.1037/0033-2909.132.3.354) pooled 839 assessments of distributed practice from 317 experiments. Their analysis found that spacing helps, and that the best gap between study sessions grows with how long you need to remember: to remember something for a year, you should let more time pass between reviews than to remember it until Friday.

A large review of study techniques, [Dunlosky and colleagues (2013), "Improving Students' Learning With Effective Learning Techniques"](https://doi.org/10.1177/1529100612453266), compared ten common techniques. Practice testing and distributed practice were the two it rated as high utility. Highlighting and rereading, which the authors included because many students report relying heavily on them, were rated low.

An honest caveat: most of this research uses vocabulary, facts, prose and school subjects, not programming. But a large part of learning to code *is* remembering: what \`git rebase\` does, which HTTP status means "forbidden", how a \`LEFT JOIN\` treats missing rows, why \`[10, 9].sort()\` surprises people. Those are exactly the kinds of things the research covers.

## What spaced repetition software adds

Spaced repetition combines both effects: you are tested on an item, and the next test is scheduled just before you would probably forget it. Getting the timing right by hand is hard, so software does it.

DevPath's review queue uses **FSRS**, the Free Spaced Repetition Scheduler, an open-source algorithm that the Anki flashcard app also offers. The [ABC of FSRS](https://github.com/open-spaced-repetition/fsrs4anki/wiki/ABC-of-FSRS) explains its model of each memory in three numbers:

- **Retrievability**: the probability that you can recall the item right now. It falls as time passes since the last review.
- **Stability**: how slowly that probability falls. The wiki defines it as the number of days it takes retrievability to drop from 100% to 90%.
- **Difficulty**: how hard it is to raise the item's stability with each review.

After every review, FSRS updates these numbers from your answer and picks the next date. We run it through the open-source [ts-fsrs](https://github.com/open-spaced-repetition/ts-fsrs) library with its default settings, which aim for a 90% chance that you still remember an item when it comes back. Easy items drift out to weeks and months; items you keep missing come back soon.

## How DevPath's review queue works

You never have to create cards. Two things enter [your review queue](/review) automatically:

1. **A check question you answered wrongly** in a roadmap lesson. When it is due, you answer it again, from memory.
2. **A practice problem that took you more than one Submit.** When it is due, you solve it again and then rate how it went.

Each review is graded with FSRS's four ratings: **Again**, **Hard**, **Good** and **Easy**. A wrong answer to a check counts as Again and the question comes back soon. A right answer counts as Good, and you can change it to Hard or Easy if that describes it better. The header shows how many items are due right now.

## Using the queue well

- **Review a little, every day.** Short daily sessions put the spacing effect to work; one weekly marathon is closer to cramming. When the queue is empty, you are done.
- **Answer before you look.** The effort of recalling is the point. If you peek at the options and recognise the answer, you trained recognition, not recall.
- **Rate honestly.** Hard means you got there slowly or with doubt; Easy means instant. Rating everything Easy to clear the queue pushes items out too far, and you will miss them later. FSRS can only schedule well if your ratings describe your memory.
- **For a problem, really re-solve it.** Start from an empty editor. If you remember the idea but not the code, that is a Hard, not a Good.
- **Do not fear the Again button.** Forgetting is information, not failure: the item simply comes back sooner, which is the system doing its job.
- **Add your own retrieval.** After a lesson, close it and write the three main ideas from memory before looking back. After [practice](/practice), explain your solution in two sentences. Both are free testing-effect sessions.

## A daily routine that fits in twenty minutes

1. Clear the due items in your review queue (5–10 minutes).
2. Continue one roadmap module: read, run the example, answer the checks. Whatever you miss joins tomorrow's queue.
3. Solve one practice problem, or re-solve yesterday's from scratch.

It feels slower than bingeing a course, but it is what makes the knowledge still there when an interviewer, a code review or a production bug asks for it.
`),
  },
  {
    slug: 'accessibility-from-your-first-page',
    title: 'Accessibility from your first page: five checks for every page you build',
    summary:
      'Most accessibility is just writing HTML properly. Five quick checks (semantic HTML, labels, keyboard, contrast, alt text) with the WCAG 2.2 criteria behind them and a before-and-after example.',
    tags: ['getting started', 'projects'],
    authorName: 'DevPath team',
    publishAt: new Date('2026-07-28T09:00:00Z'),
    since: 2,
    bodyMd: md(`
Accessibility sounds like a specialist topic you can add at the end. In practice, most of it is simply writing HTML properly, and it costs almost nothing when you do it from the first page. Retrofitting a finished site is where it gets expensive. This post gives you five checks to run on every page you build, a before-and-after example, and the official sources to go deeper.

The reference standard is the W3C's [Web Content Accessibility Guidelines (WCAG) 2.2](https://www.w3.org/WAI/WCAG22/quickref/), a W3C Recommendation since October 2023. It is organised into numbered success criteria at levels A, AA and AAA; teams usually aim for level AA, which includes every level A criterion. You do not need to read all of it today: the five checks below catch many everyday problems.

## Check 1: semantic HTML

Use the element that means what you are building: \`<button>\` for actions, \`<a href>\` for navigation, \`<h1>\`–\`<h6>\` for headings in order, \`<ul>\` for lists, \`<nav>\`, \`<main>\` and \`<footer>\` for page regions, \`<table>\` for tabular data.

Why it matters: screen readers, voice control and browser features read the structure of your HTML, not its appearance. A \`<div>\` styled to look like a heading is just text to them. Screen readers let people jump from heading to heading or from landmark to landmark, which only works if those elements exist. This is what WCAG's success criterion 1.3.1, Info and Relationships, asks for: structure that is visible on screen must also be present in the code.

**How to check:** turn off CSS (or look at the page in your browser's reader view) and see whether the page still makes sense as an outline.

## Check 2: every form control has a label

Every input needs a visible text label tied to it in code:

\`\`\`html
<label for="email">Email address</label>
<input id="email" name="email" type="email" autocomplete="email">
\`\`\`

The \`for\` attribute must match the input's \`id\`. A placeholder is not a label: it disappears as soon as someone types, and it is often pale grey. A bonus of a real label is that clicking it focuses the field, which gives people with limited fine motor control a bigger target. The W3C's [forms tutorial](https://www.w3.org/WAI/tutorials/forms/labels/) covers radio groups, hidden labels and more.

**How to check:** click each label. If the cursor does not jump into its field, the association is missing.

## Check 3: everything works with the keyboard

Put your mouse away and use the page with \`Tab\`, \`Shift+Tab\`, \`Enter\`, \`Space\` and the arrow keys. WCAG's success criterion 2.1.1, Keyboard, asks that all functionality be operable this way, and 2.4.7, Focus Visible, asks that you can always see where the focus is.

Native elements do most of the work for you: a \`<button>\` is focusable and responds to Enter and Space out of the box, while a \`<div onclick>\` does neither. The most common failures are clickable \`div\`s, menus that only open on hover, modals that do not move focus into themselves, and CSS like \`outline: none\` that hides the focus ring without a replacement.

**How to check:** can you reach every link, button and field, in a sensible order, and always see which one has focus?

## Check 4: enough colour contrast

Success criterion 1.4.3, [Contrast (Minimum)](https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html), asks for a contrast ratio of at least **4.5:1** between text and its background, and at least **3:1** for large text. Fashionable light grey text fails easily: \`#999999\` on white is about 2.85:1. Darkening it to \`#767676\` gives about 4.54:1, just enough; \`#595959\` gives 7:1.

Also, never use colour as the only signal. "Fields in red are required" tells a colour-blind user nothing; add a word or a symbol.

**How to check:** open your browser's developer tools, inspect a text element and look at the contrast ratio shown in the colour picker, or run the accessibility audit of Lighthouse, built into Chrome's developer tools.

## Check 5: meaningful alt text for images

Every \`<img>\` needs an \`alt\` attribute (success criterion 1.1.1, Non-text Content). What goes in it depends on the image's job:

- **Informative image**: describe what it conveys in context. A chart's alt text gives its conclusion, not "chart".
- **Functional image**, such as an icon inside a link or button: describe the action ("Search", not "magnifying glass").
- **Decorative image**: use an empty \`alt=""\` so screen readers skip it. Leaving the attribute out is different: some screen readers then read the file name aloud.

The W3C's [alt decision tree](https://www.w3.org/WAI/tutorials/images/decision-tree/) walks you through the choice with a short series of questions.

## Before and after

Here is a sign-up box written the quick way:

\`\`\`html
<div class="title">Join the newsletter</div>
<img src="envelope.png">
<input type="email" placeholder="Email">
<div class="btn" onclick="subscribe()">Sign up</div>
<p style="color: #aaaaaa">We send one email a month.</p>
\`\`\`

It looks fine on screen, and it fails all five checks: the heading is a \`div\`, the image has no \`alt\`, the field has no label, the "button" cannot be reached with Tab, and the grey note is about 2.3:1. The fixed version is barely longer:

\`\`\`html
<section aria-labelledby="newsletter-title">
  <h2 id="newsletter-title">Join the newsletter</h2>
  <img src="envelope.png" alt="">
  <form onsubmit="subscribe(event)">
    <label for="newsletter-email">Email address</label>
    <input id="newsletter-email" name="email" type="email" autocomplete="email" required>
    <button type="submit">Sign up</button>
  </form>
  <p style="color: #595959">We send one email a month.</p>
</section>
\`\`\`

The envelope is decorative, so it gets \`alt=""\`. The real \`<form>\` and \`<button>\` give you keyboard support and submit on Enter for free. Nothing here needed a library.

## Make it a habit

- Run the five checks before you call any page done, and add them to your project's pull request template.
- Learn your browser's accessibility tree view in the developer tools: it shows what assistive technology actually receives.
- Try a screen reader once (VoiceOver on macOS, Narrator on Windows, or the free NVDA) on your own page. Five minutes is an education.
- Go further with [MDN's accessibility module](https://developer.mozilla.org/en-US/docs/Learn_web_development/Core/Accessibility), and practise on the HTML and forms modules of the [Frontend roadmap](/roadmap/frontend).

Accessible pages are also better pages for everyone: keyboard users, people on a phone in sunlight, and anyone using search. Starting from your first page is the cheapest it will ever be.
`),
  },
  {
    slug: 'a-readme-that-gets-your-project-read',
    title: 'A README that gets your project read',
    summary:
      "The README is your project's front door. What readers look for first, a template you can copy, what goes in each section, and good examples to learn from.",
    tags: ['projects', 'git'],
    authorName: 'DevPath team',
    publishAt: new Date('2026-08-11T09:00:00Z'),
    since: 2,
    bodyMd: md(`
Your repository's README is its front door. GitHub shows it right under the file list, so it is usually the first thing a visitor reads, whether that visitor is a recruiter with a minute to spare, a developer deciding whether to use your library, or you in six months, trying to remember how to run the thing. A good README answers that reader's questions in the order they ask them.

## The questions a reader brings

GitHub's own guide, [About the repository README file](https://docs.github.com/en/repositories/managing-your-repositorys-settings-and-features/customizing-your-repository/about-readmes), lists what READMEs typically cover:

- what the project does;
- why the project is useful;
- how users can get started with it;
- where they can get help;
- who maintains and contributes to it.

Put those in order and you have the skeleton of almost every good README. The most common mistake is to start with the wrong thing: a long story of how the idea came about, a wall of badges, or installation steps before the reader even knows what the project is.

## A template you can copy

Here is a template for a personal or portfolio project. Delete the sections that do not apply; do not leave them empty.

\`\`\`markdown
# Plant Pal

Reminds you when each of your house plants needs water, based on its species
and the last time you watered it. Built for people who have killed a cactus.

**Live demo:** (link to the deployed site)

![The week view: three plants, one marked "water today"](docs/screenshot.png)

## Features

- Add a plant by species; watering intervals come from a built-in table
- Tick a plant as watered; the next date updates
- Works offline (data stays in your browser)

## Getting started

Requirements: Node.js 22 or later.

    git clone <this repository's clone URL>
    cd plant-pal
    npm install
    npm run dev

Then open the local address that \`npm run dev\` prints.

## Running the tests

    npm test

## How it works

A short paragraph on the architecture and one decision you made, for example
why you used localStorage instead of a server, and what you would change.

## Roadmap

- [ ] Reminders by email
- [ ] Import plants from a CSV file

## License

MIT, see [LICENSE](LICENSE).
\`\`\`

The first two lines do most of the work: a name and one sentence that says what it does *and* for whom. If you cannot write that sentence, the project may not be clear in your own head yet, which is useful to find out.

## Section by section

**The one-line description.** Concrete beats clever. "A command-line tool that renames photos by the date they were taken" tells a reader everything; "A smarter way to organise your memories" tells them nothing.

**A picture.** For anything with a user interface, a screenshot or a short GIF near the top shows more in a second than a paragraph can. Give it alt text, as in the template, so the README also works for people using a screen reader.

**Getting started.** Write the exact commands, in order, in code blocks, with the versions you need. Then test them: clone your repository into a fresh folder and follow your own instructions word for word. A missing step (an environment variable, a database to create, a seed script) is exactly where a newcomer gets stuck and leaves.

**Configuration.** If the project needs secrets such as API keys, commit an \`.env.example\` file with the variable names and dummy values, and explain where to get real ones. Never put real keys in the README or the repository.

**Usage and examples.** For a library or a command-line tool, show the most common use first, with its output. Readers copy examples long before they read reference tables.

**How it works, and what you learned.** In a portfolio project, this is the section that turns a code listing into evidence of how you think. Two or three short paragraphs: the main parts, one trade-off you made and why, one thing you would do differently.

**License.** If you want others to use your code, say so. GitHub's page on [licensing a repository](https://docs.github.com/en/repositories/managing-your-repositorys-settings-and-features/customizing-your-repository/licensing-a-repository) explains that without a license, default copyright law applies: you keep all rights, and nobody may reproduce, distribute or create derivative works from your code.

## Small things that help

- **Use relative links** to other files in the repository, such as \`[contributing guide](docs/CONTRIBUTING.md)\`. GitHub's README guide recommends them: they keep working on every branch and in clones.
- **Keep it current.** A README that describes features you removed is worse than a short one. Update it in the same pull request as the change.
- **Headings make it skimmable.** Readers jump to "Getting started" or "Usage"; make those sections easy to find.
- **Badges are optional.** A build-status badge is useful; ten badges above the description push the important part off the screen.
- **Long documentation goes elsewhere.** Once the README grows past a few screens, move detailed guides to a \`docs/\` folder or a wiki and link to them.

## Learn from good examples

The community list [Awesome README](https://github.com/matiassingers/awesome-readme) collects READMEs that others found well made, each with a note on what makes it work: a clear description, a demo GIF, step-by-step installation, a table of contents. Open three of them and compare their first screen with yours. [zoxide](https://github.com/ajeetdsouza/zoxide), a shell tool, is a good one to start with: in a few lines you know what it does, see it working and know how to install it.

[Make a README](https://www.makeareadme.com/) has another template and explains each section, if you want a second opinion.

## Before you share the link

Run this check on your portfolio projects:

1. Does the first screen say what the project is, for whom, and show it?
2. Could a stranger run it from the instructions alone, on a clean machine?
3. Is there a live link if it is a website?
4. Does it say what you learned or would improve?

Then ask someone else to read it. DevPath's [project feedback](/project-feedback) lets reviewers score your README alongside your code and functionality, so you know what a first-time reader sees before an employer does. If you are still choosing what to build, start with our post on [your first portfolio project](/blog/your-first-portfolio-project) and the projects in [the roadmaps](/roadmaps).
`),
  },
  {
    slug: 'sql-in-your-first-month',
    title: 'SQL in your first month: ten queries you will write every day',
    summary:
      'A small set of query shapes covers most everyday SQL. Ten of them, from SELECT and WHERE to LEFT JOIN, NULL handling and a window function, each with a tiny example you can run on PostgreSQL.',
    tags: ['getting started', 'practice'],
    authorName: 'DevPath team',
    publishAt: new Date('2026-08-25T09:00:00Z'),
    since: 2,
    bodyMd: md(`
SQL is older than most programming languages you will learn, and it is still everywhere: analysts use it to answer questions, backend developers use it to store and fetch data, and data engineers use it to move data around. The good news is that a small set of query shapes covers most everyday work. Here are ten of them, each with a tiny example you can run. All of them were run on PostgreSQL, with links to the parts of its documentation that explain them, starting with the [PostgreSQL tutorial](https://www.postgresql.org/docs/current/tutorial-select.html).

## The example data

Two small tables, a shop's customers and their orders:

\`\`\`sql
CREATE TABLE customers (id int PRIMARY KEY, name text NOT NULL, city text);
CREATE TABLE orders (
  id int PRIMARY KEY,
  customer_id int REFERENCES customers (id),
  total numeric(8, 2) NOT NULL,
  status text NOT NULL,
  created_at date NOT NULL
);
INSERT INTO customers VALUES
  (1, 'Ana', 'Lisbon'), (2, 'Ben', 'Leeds'), (3, 'Chen', NULL), (4, 'Dara', 'Lisbon');
INSERT INTO orders VALUES
  (10, 1, 25.00, 'paid', '2026-03-02'), (11, 1, 90.00, 'paid', '2026-03-09'),
  (12, 2, 40.00, 'refunded', '2026-03-05'), (13, 3, 15.50, 'paid', '2026-03-07'),
  (14, 2, 60.00, 'paid', '2026-03-12');
\`\`\`

Note that Chen's city is \`NULL\` (unknown) and Dara has no orders. Both will matter.

## 1. Choose your columns

\`\`\`sql
SELECT name, city FROM customers;
\`\`\`

Name the columns you need instead of \`SELECT *\`. The result is easier to read, and your code does not silently change when someone adds a column to the table.

## 2. Filter rows with WHERE

\`\`\`sql
SELECT id, total
FROM orders
WHERE status = 'paid'
  AND total >= 20
  AND created_at >= '2026-03-01' AND created_at < '2026-04-01';
\`\`\`

This returns orders 10, 11 and 14. For date ranges, the pattern "on or after the start, before the next period's start" is safer than \`BETWEEN\`, which includes both ends. For a list of values, use \`IN\`: \`WHERE city IN ('Lisbon', 'Porto')\`.

## 3. Sort and take the top rows

\`\`\`sql
SELECT id, total FROM orders ORDER BY total DESC LIMIT 3;
\`\`\`

Orders 11, 14 and 12: the three largest. Without \`ORDER BY\`, a database may return rows in any order, so never rely on the order you happen to see. \`LIMIT\` without \`ORDER BY\` gives you "some three rows", not "the top three". Also know that when you sort ascending, PostgreSQL puts \`NULL\`s last by default (first when descending); write \`NULLS FIRST\` or \`NULLS LAST\` to choose.

## 4. Summarise with aggregates

\`\`\`sql
SELECT count(*) AS orders, sum(total) AS revenue, avg(total) AS average
FROM orders
WHERE status = 'paid';
\`\`\`

Four orders, 190.50 in revenue. One subtlety: \`count(*)\` counts rows, but \`count(city)\` counts only rows where \`city\` is not null. On our customers, \`count(*)\` is 4, \`count(city)\` is 3, and \`count(DISTINCT city)\` is 2.

## 5. Group, then filter the groups

\`\`\`sql
SELECT customer_id, count(*) AS orders, sum(total) AS spent
FROM orders
WHERE status = 'paid'
GROUP BY customer_id
HAVING sum(total) > 50
ORDER BY spent DESC;
\`\`\`

Customer 1 spent 115.00 over two orders, customer 2 spent 60.00. The difference between \`WHERE\` and \`HAVING\` is the one to remember: [as the PostgreSQL tutorial on aggregates puts it](https://www.postgresql.org/docs/current/tutorial-agg.html), \`WHERE\` selects input rows *before* groups and aggregates are computed, and \`HAVING\` selects group rows *after*. That is why \`WHERE sum(total) > 50\` is an error.

## 6. Combine tables with JOIN

\`\`\`sql
SELECT o.id, c.name, o.total
FROM orders AS o
JOIN customers AS c ON c.id = o.customer_id
WHERE o.status = 'paid';
\`\`\`

An inner \`JOIN\` keeps only the pairs of rows where the \`ON\` condition is true, so every paid order appears with its customer's name. Short aliases (\`o\`, \`c\`) keep long queries readable. The [joins chapter of the tutorial](https://www.postgresql.org/docs/current/tutorial-join.html) walks through this step by step.

## 7. Keep rows without a match: LEFT JOIN

\`\`\`sql
SELECT c.name, count(o.id) AS orders
FROM customers AS c
LEFT JOIN orders AS o ON o.customer_id = c.id
GROUP BY c.id, c.name
ORDER BY c.name;
\`\`\`

A \`LEFT JOIN\` keeps every customer, filling the order columns with \`NULL\` when there is no match. Dara appears with 0 orders. Note \`count(o.id)\`, not \`count(*)\`: Dara's single row has a null \`o.id\`, so \`count(o.id)\` gives 0, while \`count(*)\` would wrongly give 1.

## 8. Find what is missing

\`\`\`sql
SELECT c.name
FROM customers AS c
LEFT JOIN orders AS o ON o.customer_id = c.id
WHERE o.id IS NULL;
\`\`\`

Only Dara. "Customers who never ordered", "products never sold" and "users who never logged in" are all this shape. \`NOT EXISTS\` with a subquery is a common alternative that says the same thing.

## 9. Handle NULL on purpose

\`NULL\` means "unknown", and comparing anything with unknown gives unknown, not true. So this returns **no rows**, even for Chen:

\`\`\`sql
SELECT name FROM customers WHERE city = NULL;
\`\`\`

Use \`IS NULL\` and \`IS NOT NULL\` instead, as the [comparison operators page](https://www.postgresql.org/docs/current/functions-comparison.html) explains. The same logic hides rows in other places: \`WHERE city <> 'Lisbon'\` returns only Ben, because Chen's unknown city is not known to differ from Lisbon. If you mean to include unknowns, say so, and use \`COALESCE\` to show a default:

\`\`\`sql
SELECT name, COALESCE(city, 'unknown') AS city
FROM customers
WHERE city IS NULL OR city <> 'Lisbon';
\`\`\`

Ben (Leeds) and Chen (unknown). \`COALESCE\` returns its first argument that is not null.

## 10. Look across rows with a window function

Window functions compute a value from related rows *without* collapsing them into groups. Two everyday uses: the latest order per customer, and a running total.

\`\`\`sql
SELECT id, customer_id, total, created_at
FROM (
  SELECT o.*,
         row_number() OVER (PARTITION BY customer_id ORDER BY created_at DESC) AS rn
  FROM orders AS o
) AS ranked
WHERE rn = 1;
\`\`\`

Orders 11, 14 and 13: each customer's most recent. The subquery is needed because window functions are only allowed in the select list and \`ORDER BY\`, not in \`WHERE\`.

\`\`\`sql
SELECT created_at, total, sum(total) OVER (ORDER BY created_at) AS running_total
FROM orders
WHERE status = 'paid'
ORDER BY created_at;
\`\`\`

The running total goes 25.00, 40.50, 130.50, 190.50. With an \`ORDER BY\` inside \`OVER\`, the sum covers the rows from the start up to the current one, and rows that tie on \`created_at\` share the same total. The [window functions tutorial](https://www.postgresql.org/docs/current/tutorial-window.html) explains these frames.

## How to practise

- Install PostgreSQL locally or in a container, paste the example data, and run every query above. Then change one thing in each and predict the result before you run it.
- Ask your own questions of the data: "Which city spends the most?" "Which customers ordered twice in one week?"
- Work through the SQL modules of the [Data roadmap](/roadmap/data) or the [Backend roadmap](/roadmap/backend); the checks you miss come back in [your review queue](/review), which suits SQL's many small rules.

After a month of writing these ten shapes by hand, most new queries you meet will turn out to be combinations of them.
`),
  },
];
