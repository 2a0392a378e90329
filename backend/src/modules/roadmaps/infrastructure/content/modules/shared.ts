import type { ModuleContent } from '../content-types.js';

/** Modules used by more than one roadmap. Keys are stable: never rename or reuse them. */
export const SHARED_MODULES: ModuleContent[] = [
  {
    key: 'how-the-web-works',
    title: 'How the Web Works',
    summary: 'Follow a request from the address bar to a rendered page: URLs, DNS, servers, HTTP and the browser.',
    contentMd: `### From a URL to a page

When you type \`https://example.com/about\` and press Enter, several things happen in a second or less:

1. **The URL is parsed.** \`https\` is the protocol, \`example.com\` is the domain, \`/about\` is the path.
2. **DNS lookup.** Computers talk using IP addresses, not names, so the browser asks the Domain Name System which IP address belongs to \`example.com\`. The answer is usually cached for a while.
3. **Connection.** The browser opens a connection to that server and, because this is HTTPS, agrees on encryption keys (the TLS handshake) so nobody in between can read or change the traffic.
4. **HTTP request and response.** The browser sends a request such as \`GET /about\`; the server replies with a status code (\`200 OK\`, \`404 Not Found\`) and a body, usually HTML.
5. **Rendering.** The browser reads the HTML, finds the CSS, JavaScript and images it references, requests those too, builds the page and paints it on screen.

### Clients and servers

Your browser is the **client**: it asks. The machine holding the website is the **server**: it answers. A "website" is just files and programs on a server that respond to requests. A CDN (content delivery network) keeps copies of files on servers close to users so pages load faster.

### See it yourself

Open your browser's developer tools (F12), go to the **Network** tab and reload any page. Every row is one request. Click one and look at its status, headers and timing.`,
    estimatedMinutes: 45,
    reviewedOn: '2026-11',
    resources: [
      {
        title: 'MDN: How the web works',
        url: 'https://developer.mozilla.org/en-US/docs/Learn_web_development/Getting_started/Web_standards/How_the_web_works',
        kind: 'article',
      },
      {
        title: 'MDN: An overview of HTTP',
        url: 'https://developer.mozilla.org/en-US/docs/Web/HTTP/Guides/Overview',
        kind: 'docs',
      },
      { title: 'web.dev: How browsers work', url: 'https://web.dev/articles/howbrowserswork', kind: 'article' },
    ],
  },
  {
    key: 'command-line-basics',
    title: 'Command Line Basics',
    summary: 'Move around, create, inspect and run things from a terminal with confidence.',
    contentMd: `### Why bother with the terminal?

Almost every developer tool, from Git to npm to deployment scripts, is driven from the command line. You type a command, press Enter, and the shell runs it. It feels slow at first and becomes much faster than clicking within a week.

### Moving around

The shell always has a **current directory**. These commands work in macOS and Linux terminals and in Git Bash or WSL on Windows:

\`\`\`bash
pwd                 # print the directory you are in
ls -la              # list files, including hidden ones, with details
cd projects         # go into the "projects" folder
cd ..               # go up one level
cd ~                # go to your home directory
\`\`\`

### Creating and changing files

\`\`\`bash
mkdir my-site                 # make a folder
touch my-site/index.html      # create an empty file
cp index.html backup.html     # copy
mv backup.html old.html       # move or rename
rm old.html                   # delete (no recycle bin!)
cat index.html                # print a file's contents
\`\`\`

### Habits that save you

- Press **Tab** to auto-complete file and folder names.
- Press the **Up arrow** to bring back previous commands.
- Most commands explain themselves with \`--help\` (or \`man ls\` for the manual).
- \`Ctrl+C\` stops a running command.
- Be careful with \`rm -r\`: it deletes folders and everything inside them immediately.
- A pipe \`|\` sends one command's output into the next: \`grep -r "localhost" src/\` prints every line containing localhost in the files under \`src/\` (\`grep -c\` counts matching lines instead), and \`sort names.txt | uniq | wc -l\` counts the distinct lines (\`uniq\` only drops repeats that sit next to each other, hence the \`sort\`).`,
    estimatedMinutes: 60,
    reviewedOn: '2026-11',
    resources: [
      {
        title: 'MDN: Command line crash course',
        url: 'https://developer.mozilla.org/en-US/docs/Learn_web_development/Getting_started/Environment_setup/Command_line',
        kind: 'article',
      },
      {
        title: 'Ubuntu: The Linux command line for beginners',
        url: 'https://ubuntu.com/tutorials/command-line-for-beginners',
        kind: 'interactive',
      },
      {
        title: 'The Odin Project: Foundations path',
        url: 'https://www.theodinproject.com/paths/foundations/courses/foundations',
        kind: 'course',
      },
    ],
  },
  {
    key: 'git-basics',
    title: 'Git Basics',
    summary: 'Track changes to your code with commits, branches and merges so you can always go back.',
    contentMd: `### What Git does

Git records **snapshots** of your project over time. Each snapshot is a **commit** with a message explaining why it was made. If you break something, you can see exactly what changed and return to a version that worked.

### The everyday loop

\`\`\`bash
git init                      # start tracking the current folder
git status                    # what has changed?
git add index.html            # stage a file for the next commit
git commit -m "Add homepage"  # save the snapshot
git log --oneline             # list previous commits
\`\`\`

Git has three areas: the **working directory** (your files), the **staging area** (what will go into the next commit) and the **repository** (the saved history). \`git add\` moves changes to the staging area; \`git commit\` saves them to history.

### Branches

A branch is a movable label pointing at a commit. It lets you work on a feature without disturbing the main line:

\`\`\`bash
git switch -c add-contact-form   # create and switch to a new branch
# ...edit, add, commit...
git switch main
git merge add-contact-form       # bring the work into main
\`\`\`

If both branches changed the same lines, Git stops with a **merge conflict**. Open the file, keep the right content and delete the conflict markers (\`<<<<<<<\`, \`=======\` and \`>>>>>>>\`), then \`git add\` and \`git commit\`.

### Good habits

- Commit small, related changes with messages that say *why*.
- Run \`git status\` and \`git diff\` before committing.
- Add a \`.gitignore\` so secrets (\`.env\`), \`node_modules\` and build output such as \`dist/\` never enter history: dependencies and builds can be regenerated, and a secret once committed stays in the history.
- To undo a commit that others already have, use \`git revert <commit>\`: it adds a new commit that reverses the change and keeps history intact.`,
    estimatedMinutes: 90,
    reviewedOn: '2026-11',
    resources: [
      { title: 'Pro Git book (free)', url: 'https://git-scm.com/book/en/v2', kind: 'book' },
      {
        title: 'Pro Git: Recording changes to the repository',
        url: 'https://git-scm.com/book/en/v2/Git-Basics-Recording-Changes-to-the-Repository',
        kind: 'book',
      },
      {
        title: 'GitHub Docs: About Git',
        url: 'https://docs.github.com/en/get-started/using-git/about-git',
        kind: 'docs',
      },
    ],
  },
  {
    key: 'github-collaboration',
    title: 'Collaborating on GitHub',
    summary: 'Push your work to GitHub, open pull requests and review code with other people.',
    contentMd: `### Remotes

Git works on your machine; GitHub hosts a copy of the repository online so others can see and contribute. The online copy is a **remote**, usually called \`origin\`.

\`\`\`bash
git clone https://github.com/owner/project.git   # copy a repository locally
git push -u origin my-branch                     # upload your branch
git pull                                         # fetch and merge new commits
\`\`\`

### The pull request flow

Most teams follow a simple routine often called **GitHub flow**:

1. Create a branch from \`main\` for one piece of work.
2. Commit and push it.
3. Open a **pull request (PR)** describing what changed and why.
4. Teammates **review** the diff, leave comments and request changes.
5. Automated checks (tests, linting) run on the PR.
6. Once approved and green, the branch is merged into \`main\` and deleted.

A good PR is small, has a clear title, explains how to test it and links the related issue (\`Closes #42\` closes the issue automatically when the PR is merged into the default branch).

### Contributing to someone else's project

You cannot push to a repository you do not own, so you **fork** it (your own copy on GitHub), push a branch to your fork, and open a PR back to the original. Read the project's \`CONTRIBUTING.md\` first.

### Reviewing kindly

Review the code, not the person. Ask questions ("What happens if the list is empty?"), suggest concrete changes and point out what is good, too.`,
    estimatedMinutes: 60,
    reviewedOn: '2026-11',
    resources: [
      {
        title: 'GitHub Docs: GitHub flow',
        url: 'https://docs.github.com/en/get-started/using-github/github-flow',
        kind: 'docs',
      },
      {
        title: 'GitHub Docs: About pull requests',
        url: 'https://docs.github.com/en/pull-requests/collaborating-with-pull-requests/proposing-changes-to-your-work-with-pull-requests/about-pull-requests',
        kind: 'docs',
      },
      {
        title: 'Pro Git: Contributing to a project on GitHub',
        url: 'https://git-scm.com/book/en/v2/GitHub-Contributing-to-a-Project',
        kind: 'book',
      },
    ],
  },
  {
    key: 'http-and-apis',
    title: 'HTTP and APIs',
    summary: 'Understand HTTP methods, status codes and JSON, and call a REST API from code.',
    contentMd: `### Requests and responses

Every HTTP exchange is a **request** from a client and a **response** from a server. A request has a **method**, a **URL**, **headers** and sometimes a **body**. A response has a **status code**, headers and usually a body.

| Method | Typical meaning |
| --- | --- |
| \`GET\` | Read something (no body, safe to repeat) |
| \`POST\` | Create something or trigger an action |
| \`PUT\` / \`PATCH\` | Replace / partly update something |
| \`DELETE\` | Remove something |

\`GET\` must only read: browsers, caches and crawlers may repeat or prefetch a \`GET\`, so one that changed data could delete things nobody meant to. \`PUT\` and \`DELETE\` are **idempotent**: sending the same request twice leaves the server in the same state as sending it once, so a client may safely retry them; \`POST\` is not.

Status codes are grouped by their first digit: **2xx** success (\`200 OK\`; \`201 Created\` when a new resource was made), **3xx** redirects, **4xx** the client made a mistake (\`400 Bad Request\`, \`401 Unauthorized\`, \`404 Not Found\`), **5xx** the server failed.

### APIs

An **API** (here, a web API) is a set of URLs a program can call to read or change data, usually exchanging **JSON**. A REST-style API models things as resources: \`GET /users/7\` reads user 7, \`POST /users\` creates one. JSON has no \`undefined\`: \`JSON.stringify\` leaves out object properties whose value is \`undefined\`.

\`\`\`javascript
const response = await fetch('https://api.github.com/users/octocat');
if (!response.ok) {
  throw new Error(\`Request failed with status \${response.status}\`);
}
const user = await response.json();
console.log(user.name, user.public_repos);
\`\`\`

Note that \`fetch\` only rejects on network errors; a \`404\` still resolves, which is why you check \`response.ok\`.`,
    estimatedMinutes: 75,
    reviewedOn: '2026-11',
    resources: [
      {
        title: 'MDN: HTTP request methods',
        url: 'https://developer.mozilla.org/en-US/docs/Web/HTTP/Reference/Methods',
        kind: 'docs',
      },
      {
        title: 'MDN: HTTP response status codes',
        url: 'https://developer.mozilla.org/en-US/docs/Web/HTTP/Reference/Status',
        kind: 'docs',
      },
      {
        title: 'MDN: Using the Fetch API',
        url: 'https://developer.mozilla.org/en-US/docs/Web/API/Fetch_API/Using_Fetch',
        kind: 'docs',
      },
    ],
  },
];
