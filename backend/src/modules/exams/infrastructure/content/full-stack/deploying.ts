import type { ExamQuestionContent } from '../exam-types.js';
import { opts } from '../question-builders.js';

/** Full-Stack exam questions, part deploying (issue 29). Keys are stable: never rename or reuse them. Every output question was run with Node 24. */
export const FULL_STACK_EXAM_DEPLOYING: ExamQuestionContent[] = [
  // deploying-full-stack-apps
  {
    key: 'full-stack-006',
    kind: 'single',
    prompt:
      'The API’s liveness endpoint runs `select 1` against PostgreSQL. The managed database fails over and is unreachable for 40 seconds. What is the most likely effect?',
    options: opts(
      'Nothing, because liveness probes are only checked while a container starts',
      'Only new deploys are paused until the database is back',
      'Every API instance fails its liveness probe and is restarted, adding start-up load to the outage',
      'The load balancer sends traffic only to instances whose database still answers',
    ),
    correct: ['c'],
    explanation:
      'A failing liveness probe makes the platform restart the container, and a restart cannot fix the database. Checking the database belongs in readiness, which only takes an instance out of traffic.',
    moduleKey: 'deploying-full-stack-apps',
    section: 'Health checks and zero-downtime rollouts',
  },
  {
    key: 'full-stack-007',
    kind: 'multiple',
    prompt:
      'PostgreSQL accepts 100 connections. The API runs as 3 instances with a pool of 20 each, and a rolling deploy starts 3 new instances before stopping the old ones. Which statements are right? Choose all that apply.',
    options: opts(
      'During the rollout the instances may try to open up to 120 connections, more than the database accepts',
      'Connection pools are shared between instances, so the total stays at 20',
      'max_connections is counted per API instance, so each may open 100',
      'Pool sizes should be chosen from the database’s total limit, including the overlap during deploys',
    ),
    correct: ['a', 'd'],
    explanation:
      'Each instance keeps its own pool, and old and new instances run side by side during a rollout: 6 × 20 = 120. The database’s limit is one number for all clients together, so pools are sized from it.',
    moduleKey: 'deploying-full-stack-apps',
    section: 'The database in production',
  },
  {
    key: 'full-stack-008',
    kind: 'output',
    prompt: 'The API validates its configuration at start-up like this. What does the code print?',
    code: `function loadConfig(env) {
  const missing = ['DATABASE_URL', 'SESSION_SECRET', 'MAIL_API_KEY'].filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(\`Missing config: \${missing.join(', ')}\`);
  return { port: Number(env.PORT ?? 3000) };
}
try {
  console.log(loadConfig({ DATABASE_URL: 'postgres://db/app', SESSION_SECRET: '', PORT: '8080' }).port);
} catch (err) {
  console.log(err.message);
}`,
    language: 'javascript',
    options: opts('8080', 'Missing config: MAIL_API_KEY', '3000', 'Missing config: SESSION_SECRET, MAIL_API_KEY'),
    correct: ['d'],
    explanation:
      'An empty string is falsy, so SESSION_SECRET counts as missing just like the absent MAIL_API_KEY, and the function throws before returning a port. Failing at start-up with every missing name is the point of validating configuration.',
    moduleKey: 'deploying-full-stack-apps',
    section: 'Configuration and secrets',
  },
  {
    key: 'full-stack-009',
    kind: 'single',
    prompt:
      'The SPA is served from one registrable domain and the API from a completely unrelated one. Sign-in works in some browsers, but in Safari the session cookie is never sent to the API. What explains it, and what is the sturdiest fix?',
    options: opts(
      'Seen from the page, the API’s cookie is a third-party cookie, which Safari blocks by default; serve the SPA and API from the same site',
      'Safari does not support HttpOnly cookies; store the session token in localStorage instead',
      'The API forgot Access-Control-Max-Age; add it so Safari caches the preflight',
      'Safari only sends cookies over HTTP/1.1; disable HTTP/2 on the API',
    ),
    correct: ['a'],
    explanation:
      'Cookies are scoped by site. A cookie for an unrelated domain is third-party from the page’s point of view and needs SameSite=None; Secure, and Safari blocks such cookies by default anyway. Serving both from one site (or one origin) avoids the problem.',
    moduleKey: 'deploying-full-stack-apps',
    section: 'Serving the SPA: one origin or two',
  },
  {
    key: 'full-stack-010',
    kind: 'single',
    prompt:
      'The Dockerfile ends with `CMD node dist/main.js`. The API has a SIGTERM handler that drains requests, yet on every deploy the handler never runs and requests are cut off when the container is killed after the grace period. Why?',
    options: opts(
      'Node.js cannot handle SIGTERM; only SIGINT can be caught',
      'In the shell form Node runs as a child of /bin/sh -c, which does not pass the signal on',
      'The grace period is too long, so the platform skips SIGTERM and sends SIGKILL',
      'SIGTERM is only sent to containers that have a HEALTHCHECK instruction',
    ),
    correct: ['b'],
    explanation:
      'The shell form runs the command under /bin/sh -c, which Docker’s documentation warns does not pass signals on, so Node never receives SIGTERM. The exec form, CMD ["node", "dist/main.js"], makes Node the main process that receives the signal.',
    moduleKey: 'deploying-full-stack-apps',
    section: 'Running the API as a process',
  },
  // how-the-web-works
  {
    key: 'full-stack-041',
    kind: 'single',
    prompt:
      'The SPA is served from `https://book.example.com`, and during a migration its API runs at `https://book.example.com:8443/api`. Are the page and the API the same origin?',
    options: opts(
      'Yes, because the host name is the same',
      'Yes, because both use HTTPS',
      'No, because the port differs, and scheme, host and port together make the origin',
      'Only for requests whose paths start with /api',
    ),
    correct: ['c'],
    explanation:
      'An origin is scheme, host and port. The page uses the default port 443 and the API uses 8443, so they are two origins, and the browser’s same-origin policy applies to the API calls. The path plays no part in the origin.',
    moduleKey: 'how-the-web-works',
    section: 'Anatomy of a URL',
  },
  {
    key: 'full-stack-042',
    kind: 'output',
    prompt: 'The booking page reads its own address like this. What does the code print?',
    code: `const u = new URL('https://book.example.com/tutors/7?week=2026-W48#reviews');
console.log(u.pathname, u.searchParams.get('week'), u.hash);`,
    language: 'javascript',
    options: opts(
      '/tutors/7?week=2026-W48 2026-W48 reviews',
      'book.example.com/tutors/7 week=2026-W48 #reviews',
      '/tutors/7 ?week=2026-W48 null',
      '/tutors/7 2026-W48 #reviews',
    ),
    correct: ['d'],
    explanation:
      'The path is the part after the host up to the ?, the query carries key=value pairs that searchParams reads by name, and the fragment after # keeps its # in u.hash. The fragment is only used in the browser and is never sent to the server.',
    moduleKey: 'how-the-web-works',
    section: 'Anatomy of a URL',
  },
  {
    key: 'full-stack-043',
    kind: 'multiple',
    prompt:
      'The React booking form disables the "Book" button for slots in the past and limits the note field to 500 characters. The request body is `{ "slotId": 42, "note": "...", "userId": 17 }`. What must the API do? Choose all that apply.',
    options: opts(
      'Reject bookings for slots in the past, even though the form already prevents them',
      'Check the length of the note again on the server',
      'Take the user from the body’s userId field, since the form filled it in',
      'Skip validation for requests that come from its own frontend',
    ),
    correct: ['a', 'b'],
    explanation:
      'The server cannot trust anything the client sends: anyone can edit the page or send the request by hand, so every rule is checked again on the server. The user must come from the server-side session, never from a field the client controls.',
    moduleKey: 'how-the-web-works',
    section: 'Clients and servers',
  },
  {
    key: 'full-stack-044',
    kind: 'single',
    prompt:
      'A user reports that the bookings page is slow. In the Network tab’s Timing for `GET /api/bookings` you see: DNS lookup 8 ms, initial connection and TLS 35 ms, waiting for the server’s first byte 2.9 s, content download 12 ms. Where do you look next?',
    options: opts(
      'The DNS records of the domain',
      'The API and its database query, since the server took almost three seconds to start answering',
      'The TLS certificate, which must be close to expiry',
      'The user’s bandwidth, since the download was slow',
    ),
    correct: ['b'],
    explanation:
      'The timing breaks the request into its steps. DNS, connection, TLS and download are all fast; nearly all the time is spent waiting for the first byte, which is work on the server side.',
    moduleKey: 'how-the-web-works',
    section: 'See it yourself',
  },
  {
    key: 'full-stack-045',
    kind: 'single',
    prompt:
      'A password-reset link sends users to `https://book.example.com/reset?token=9f2c...`. The whole site uses HTTPS. Which statement is right?',
    options: opts(
      'The token is encrypted on the way, but it is still saved in browser history and can appear in server, proxy and analytics logs',
      'Because of HTTPS, the token is visible to nobody but the user',
      'The query string is never sent to the server, so the token stays in the browser',
      'The token is safe only if the page also has a valid padlock',
    ),
    correct: ['a'],
    explanation:
      'HTTPS protects data in transit, but URLs are stored in history and written to logs at the server, proxies and analytics tools. Keep such tokens short-lived and single-use, and send long-lived secrets in headers or the body, not in URLs.',
    moduleKey: 'how-the-web-works',
    section: 'Common mistakes',
  },
  // command-line-basics
  {
    key: 'full-stack-046',
    kind: 'output',
    prompt: 'You move between the API and web folders of a project. What does the last command print?',
    code: `mkdir -p shop/api shop/web
cd shop/api
cd ../web
cd - > /dev/null
basename "$PWD"`,
    language: 'bash',
    options: opts('web', 'api', 'shop', 'the path of your home directory'),
    correct: ['b'],
    explanation:
      '`cd ../web` goes up from api and into its sibling web; `cd -` returns to the previous directory, shop/api. basename prints the last part of the current path: api.',
    moduleKey: 'command-line-basics',
    section: 'Moving around',
  },
  {
    key: 'full-stack-047',
    kind: 'output',
    prompt: 'A deploy script passes a release name to a command. What does it print?',
    code: `release="v2 hotfix"
printf '[%s]\\n' $release
printf '[%s]\\n' "$release"`,
    language: 'bash',
    options: opts(
      '[v2 hotfix] [v2 hotfix]',
      '[$release] [v2 hotfix]',
      '[v2] [hotfix] [v2 hotfix]',
      '[v2] [hotfix] [v2] [hotfix]',
    ),
    correct: ['c'],
    explanation:
      'Without quotes the shell splits the value at the space, so printf receives two arguments and prints two lines. Inside double quotes the variable is still expanded but stays one word.',
    moduleKey: 'command-line-basics',
    section: 'Quoting and variables',
  },
  {
    key: 'full-stack-048',
    kind: 'output',
    prompt: 'What does this script print?',
    code: `set -e
false | true
echo "after pipe: $?"
set -o pipefail
if ! false | true; then echo "pipefail caught it"; fi`,
    language: 'bash',
    options: opts(
      'Nothing: set -e stops the script at the first false',
      'after pipe: 1',
      'after pipe: 1 pipefail caught it',
      'after pipe: 0 pipefail caught it',
    ),
    correct: ['d'],
    explanation:
      'Without pipefail a pipeline’s status is that of its last command, so `false | true` succeeds and set -e does not stop. With pipefail the pipeline fails because one command in it failed, and the if catches that.',
    moduleKey: 'command-line-basics',
    section: 'Exit codes and safer scripts',
  },
  {
    key: 'full-stack-049',
    kind: 'single',
    prompt:
      'To count the distinct IP addresses that got a 500 from the API you run `grep " 500 " access.log | awk \'{print $1}\' | uniq | wc -l`. The number is far higher than expected. Why?',
    options: opts(
      'uniq only removes repeats that are next to each other, so the addresses must be sorted first',
      'wc -l counts characters, not lines',
      'grep stops at the first match unless given -r',
      'awk prints the whole line when a field is missing',
    ),
    correct: ['a'],
    explanation:
      'Log lines from the same address are spread through the file, so uniq keeps most of them. `sort | uniq | wc -l` (or `sort -u | wc -l`) counts each address once.',
    moduleKey: 'command-line-basics',
    section: 'Pipes, redirection and searching',
  },
  {
    key: 'full-stack-050',
    kind: 'multiple',
    prompt:
      'A setup guide for the project’s dev tools says `curl https://get.example.dev/install.sh | sudo bash`, and then `rm -rf build/*` to clean up. Which habits from the lesson apply here? Choose all that apply.',
    options: opts(
      'Download the install script and read it before running it',
      'Run the whole guide with sudo, so no step fails on permissions',
      'Pass the database password as a command argument, so it is not stored in a file',
      'Run `ls build/*` first to see what the rm would delete',
    ),
    correct: ['a', 'd'],
    explanation:
      'Piping a script into a shell runs whatever the server sends, unseen, and with sudo it runs as the administrator. Listing a pattern before removing it shows its reach. Arguments are visible in the shell history and to other users through ps.',
    moduleKey: 'command-line-basics',
    section: 'Habits that save you',
  },
  // git-basics
  {
    key: 'full-stack-051',
    kind: 'single',
    prompt:
      'You ran `git add` and `git commit -m "Add booking endpoint"`, and `git log` shows the commit. Your teammate cannot see it on GitHub. What is missing?',
    options: opts(
      'A second git add, because commit only records the staging area',
      'git push: commits are saved locally until you upload them to the remote',
      'A merge into main, since GitHub only shows the main branch',
      'Nothing; GitHub needs a few minutes to index new commits',
    ),
    correct: ['b'],
    explanation:
      'add and commit only change your local repository. git push is the separate step that uploads your commits to a remote such as GitHub.',
    moduleKey: 'git-basics',
    section: 'The everyday loop',
  },
  {
    key: 'full-stack-052',
    kind: 'single',
    prompt:
      'You staged `api.js` with `git add`, then noticed it still contains a debug line you want to fix before committing. How do you take it out of the staging area without losing your edits?',
    options: opts('git restore api.js', 'git reset --hard HEAD', 'git restore --staged api.js', 'git revert api.js'),
    correct: ['c'],
    explanation:
      'git restore --staged unstages the file and keeps the changes in your working directory. Plain git restore copies the staged version back over the file, so it stays staged (and any later, unstaged edits are lost); reset --hard throws every edit away, and revert works on commits, not files.',
    moduleKey: 'git-basics',
    section: 'Undoing changes: restore, revert and reset',
  },
  {
    key: 'full-stack-053',
    kind: 'multiple',
    prompt:
      'A `.env` file with the staging database password was committed on a feature branch and pushed to the team’s GitHub repository. The branch was never merged. Which statements are right? Choose all that apply.',
    options: opts(
      'Deleting .env in a new commit on the branch removes the password from the history',
      'The staging password should be rotated, because it must be treated as known',
      'Everyone who can read the repository can read the pushed branch and its history',
      'Because the branch was never merged into main, nobody else can see the password',
    ),
    correct: ['b', 'c'],
    explanation:
      'A pushed branch is part of the shared repository, and a deleting commit leaves the old commit in history. Rotate the secret first, add .env to .gitignore, and clean the history afterwards if needed.',
    moduleKey: 'git-basics',
    section: 'Secrets and history',
  },
  {
    key: 'full-stack-054',
    kind: 'single',
    prompt:
      'The team’s repository was deleted on the hosting service by mistake. Two developers have clones they pulled yesterday. What can be recovered?',
    options: opts(
      'Only the files of the latest commit; the history lived on the server',
      'Nothing; the history must be rebuilt from backups of the server',
      'Only the branches each developer created themselves',
      'The whole history up to their last pull, because every clone holds the full history',
    ),
    correct: ['d'],
    explanation:
      'Git is distributed: a clone contains every commit, not just the latest files, so the repository can be pushed again to a new remote from a clone. The same property is why a secret in history travels with every copy.',
    moduleKey: 'git-basics',
    section: 'What Git does',
  },
  {
    key: 'full-stack-055',
    kind: 'output',
    prompt: 'What does this script print?',
    code: `git init -q demo && cd demo
git config user.email dev@example.com && git config user.name Dev
echo "v1" > app.txt && git add app.txt && git commit -qm "v1"
echo "v2" > app.txt && git commit -qam "v2"
git revert --no-edit HEAD > /dev/null
cat app.txt
git log --oneline | wc -l`,
    language: 'bash',
    options: opts('v1 3', 'v1 1', 'v2 2', 'v2 3'),
    correct: ['a'],
    explanation:
      'git revert adds a new commit that applies the opposite of the last one, so the file is back to v1 and the history now has three commits: v1, v2 and the revert. Nothing is deleted, which is why revert is safe on shared branches.',
    moduleKey: 'git-basics',
    section: 'Undoing changes: restore, revert and reset',
  },
  // html-semantics
  {
    key: 'full-stack-056',
    kind: 'single',
    prompt:
      'A React slot picker renders each free slot as `<div className="slot" onClick={() => book(slot.id)}>10:30</div>`. Keyboard users report they cannot book. What is the best fix?',
    options: opts(
      'Add an onKeyDown handler to each div',
      'Render `<button type="button" onClick={() => book(slot.id)}>10:30</button>` and style it',
      'Add cursor: pointer in CSS so it looks clickable',
      'Wrap the div in a <span> with a title attribute',
    ),
    correct: ['b'],
    explanation:
      'A button is focusable, pressable with Enter and Space and announced as a button without extra code. A clickable div needs tabindex, a role and key handlers to imitate it, and CSS changes only the look.',
    moduleKey: 'html-semantics',
    section: 'Why meaning matters',
  },
  {
    key: 'full-stack-057',
    kind: 'single',
    prompt:
      'Inside the booking `<form>`, a `<button>Clear selection</button>` should only reset the chosen slot in React state. Clicking it also sends the booking to the API. Why?',
    options: opts(
      'React attaches a submit handler to every button',
      'The form is missing method="post"',
      'Buttons send a request whenever they are inside a <section>',
      'A button inside a form is a submit button unless it has type="button"',
    ),
    correct: ['d'],
    explanation:
      'The default type of a button in a form is submit, so a click submits the form and runs its submit handler. Write type="button" on buttons that only change something on the page.',
    moduleKey: 'html-semantics',
    section: 'Forms and text-level meaning',
  },
  {
    key: 'full-stack-058',
    kind: 'multiple',
    prompt:
      'You are writing the layout of the app shell: a top bar with the logo and main menu, the content of the current route, a box of suggested tutors beside it, and a footer. Which choices are right? Choose all that apply.',
    options: opts(
      'Exactly one visible <main> that holds the content of the current route',
      'A <nav> around every group of links on the page, including the footer’s legal links',
      'An <aside> for the suggested tutors box',
      'A <section> with no heading as the wrapper used for styling the content area',
    ),
    correct: ['a', 'c'],
    explanation:
      'One main holds the page’s own content and is a target for "skip to content"; an aside is related but separate content. nav is for major navigation blocks, and a section without a heading adds noise, so a div is the styling hook.',
    moduleKey: 'html-semantics',
    section: 'Landmarks and sectioning elements',
  },
  {
    key: 'full-stack-059',
    kind: 'single',
    prompt:
      'Each tutor card has "View profile", which opens /tutors/7, and "Save to favourites", which sends a POST to the API and changes an icon. Which markup fits?',
    options: opts(
      'Two <button> elements, each with an onClick handler',
      'Two <a> elements, the second with href="#"',
      'An <a href="/tutors/7"> for View profile and a <button type="button"> for Save to favourites',
      'Two <div role="link"> elements',
    ),
    correct: ['c'],
    explanation:
      'Use a link to go somewhere and a button to do something. A link keeps open-in-new-tab and sharing working for the profile, and the button announces an action that changes data.',
    moduleKey: 'html-semantics',
    section: 'Rules of thumb',
  },
  {
    key: 'full-stack-060',
    kind: 'single',
    prompt:
      'The page has an <h1> "My bookings", and under it the title "Upcoming" as an <h2>. The designer wants "Upcoming" smaller, and a developer changes it to <h4>. What should the review say?',
    options: opts(
      'Keep <h2> for the structure and make it smaller with CSS',
      'Fine, because heading levels only affect the default font size',
      'Use a <div> with bold text, so the level does not matter',
      'Change the <h1> to <h3> as well, so the levels stay consistent',
    ),
    correct: ['a'],
    explanation:
      'Heading levels form the page outline that screen reader users navigate by; skipping from h1 to h4 breaks it. Choose the level from the structure and set the size in CSS.',
    moduleKey: 'html-semantics',
    section: 'Common mistakes',
  },
  // css-layout
  {
    key: 'full-stack-061',
    kind: 'single',
    prompt:
      'Without any box-sizing rule, a sidebar has `width: 300px; padding: 24px; border: 1px solid #ccc`. How wide is it on screen?',
    options: opts('300px', '324px', '326px', '350px'),
    correct: ['d'],
    explanation:
      'By default width sets only the content box, so padding and border are added on both sides: 300 + 2 × 24 + 2 × 1 = 350px. With box-sizing: border-box the box would be exactly 300px.',
    moduleKey: 'css-layout',
    section: 'Everything is a box',
  },
  {
    key: 'full-stack-062',
    kind: 'single',
    prompt:
      'The app’s top bar should show the logo at the left edge and the menu at the right edge, both centred vertically. Which rules on the bar do that?',
    options: opts(
      'display: grid; justify-content: center;',
      'display: flex; justify-content: space-between; align-items: center;',
      'display: flex; align-items: space-between; justify-content: center;',
      'position: absolute; left: 0; right: 0;',
    ),
    correct: ['b'],
    explanation:
      'In a flex row, justify-content distributes items along the main axis (space-between pushes them to the edges) and align-items aligns them across it.',
    moduleKey: 'css-layout',
    section: 'Flexbox: one dimension',
  },
  {
    key: 'full-stack-063',
    kind: 'multiple',
    prompt:
      'The dashboard uses `display: grid; grid-template-columns: 16rem 1fr; gap: 1rem;` for a sidebar and the main area. Which statements are true? Choose all that apply.',
    options: opts(
      'The sidebar stays 16rem wide and the main area takes the rest of the width',
      'fr means a fraction of the free space left after fixed tracks and gaps',
      'The grid changes only where the boxes appear: the Tab key and screen readers still follow the HTML source order',
      'gap also adds space outside the first and last column, like margins on every item',
    ),
    correct: ['a', 'b', 'c'],
    explanation:
      'Fixed tracks are sized first and fr shares what is left, and grid placement is visual only, so keyboard and screen reader order stay those of the source. gap only adds space between tracks, never at the outer edges.',
    moduleKey: 'css-layout',
    section: 'Grid: two dimensions',
  },
  {
    key: 'full-stack-064',
    kind: 'single',
    prompt:
      'A "Booking saved" toast must stay in the bottom-right corner of the window while the user scrolls. Which positioning fits?',
    options: opts(
      'position: fixed; right: 1rem; bottom: 1rem;',
      'position: relative; right: 1rem; bottom: 1rem;',
      'position: sticky; bottom: 1rem;',
      'position: absolute inside the page footer',
    ),
    correct: ['a'],
    explanation:
      'fixed places the box against the viewport, so it stays put while the page scrolls. relative only nudges a box in the flow, sticky sticks within its container, and absolute is placed against a positioned ancestor that scrolls with the page.',
    moduleKey: 'css-layout',
    section: 'Normal flow and positioning',
  },
  {
    key: 'full-stack-065',
    kind: 'single',
    prompt:
      'A row of filter chips ("Maths", "Physics", "English literature", ...) should make each chip as wide as its label and wrap onto new lines when the row is full. No column alignment is needed. Which tool fits best?',
    options: opts(
      'A grid with repeat(4, 1fr), so every chip gets a column',
      'Absolute positioning of each chip',
      'Flexbox with flex-wrap: wrap and a gap',
      'A table with one chip per cell',
    ),
    correct: ['c'],
    explanation:
      'Flexbox is content-out: items take the size their content needs and wrap when told to. Grid is layout-in, for items that must line up in columns; equal columns would stretch short labels and squeeze long ones.',
    moduleKey: 'css-layout',
    section: 'Choosing',
  },
  // javascript-fundamentals
  {
    key: 'full-stack-066',
    kind: 'output',
    prompt: 'What does this code print?',
    code: `const price = { cents: 1999 };
const copy = price;
copy.cents = 999;
console.log(price.cents, [1] === [1], '5' == 5, '5' === 5);`,
    language: 'javascript',
    options: opts('1999 false true false', '999 false true false', '999 true true false', '1999 true false false'),
    correct: ['b'],
    explanation:
      'Assigning an object copies a reference, so copy and price are the same object. Two array literals are two different objects, so === is false; == converts "5" to a number, === never converts.',
    moduleKey: 'javascript-fundamentals',
    section: 'Values and variables',
  },
  {
    key: 'full-stack-067',
    kind: 'output',
    prompt: 'An order comes back from the API without a customer and with an empty note. What does this code print?',
    code: `const order = { id: 7, customer: null, notes: '' };
console.log(order.customer?.address?.city);
console.log(JSON.stringify(order.notes ?? 'none'), order.notes || 'none');`,
    language: 'javascript',
    options: opts(
      'TypeError: Cannot read properties of null',
      'null "none" none',
      'undefined "" none',
      'undefined "none" none',
    ),
    correct: ['c'],
    explanation:
      'Optional chaining stops at the null customer and gives undefined instead of throwing. ?? only replaces null or undefined, so the empty string is kept, while || replaces every falsy value, including "".',
    moduleKey: 'javascript-fundamentals',
    section: 'Control flow',
  },
  {
    key: 'full-stack-068',
    kind: 'output',
    prompt: 'The tutor dashboard totals booked minutes per tutor. What does this code print?',
    code: `const bookings = [
  { tutor: 'ana', minutes: 30 },
  { tutor: 'ben', minutes: 60 },
  { tutor: 'ana', minutes: 45 },
];
const totals = new Map();
for (const { tutor, minutes } of bookings) {
  totals.set(tutor, (totals.get(tutor) ?? 0) + minutes);
}
console.log([...totals].map(([t, m]) => \`\${t}=\${m}\`).join(','), totals.has('cy'));`,
    language: 'javascript',
    options: opts(
      'ana=75,ben=60 false',
      'ana=45,ben=60 false',
      'ana=30,ben=60,ana=45 false',
      'ana=75,ben=60 undefined',
    ),
    correct: ['a'],
    explanation:
      'The Map is keyed by tutor: the second "ana" adds to the existing total instead of creating a new entry, and a Map keeps insertion order. has answers with a boolean.',
    moduleKey: 'javascript-fundamentals',
    section: 'Arrays and objects',
  },
  {
    key: 'full-stack-069',
    kind: 'output',
    prompt: 'What does this code print?',
    code: `function priceWithTax(rate = 0) {
  return (cents) => Math.round(cents * (1 + rate));
}
const de = priceWithTax(0.19);
const uk = priceWithTax(0.2);
console.log(de(1000), uk(1000), priceWithTax()(1000));`,
    language: 'javascript',
    options: opts('1200 1200 1000', '1190 1200 NaN', '1000 1000 1000', '1190 1200 1000'),
    correct: ['d'],
    explanation:
      'Each returned function is a closure that remembers the rate it was created with. Called without an argument, the default parameter makes the rate 0.',
    moduleKey: 'javascript-fundamentals',
    section: 'Functions',
  },
  {
    key: 'full-stack-070',
    kind: 'output',
    prompt: 'A list of lesson lengths in minutes is sorted for display. What does this code print?',
    code: `const durations = [45, 120, 30, 60];
console.log(durations.toSorted().join(' '));
console.log(durations.toSorted((a, b) => a - b).join(' '));`,
    language: 'javascript',
    options: opts(
      '30 45 60 120 30 45 60 120',
      '120 60 45 30 30 45 60 120',
      '120 30 45 60 30 45 60 120',
      '30 45 60 120 120 60 45 30',
    ),
    correct: ['c'],
    explanation:
      'Without a comparator, sorting compares the items as strings, and "120" comes before "30" because "1" < "3". The comparator (a, b) => a - b sorts numerically. toSorted returns a new array and leaves durations unchanged.',
    moduleKey: 'javascript-fundamentals',
    section: 'Common mistakes',
  },
  // async-javascript
  {
    key: 'full-stack-071',
    kind: 'single',
    prompt:
      'The booking form runs `fetch("/api/bookings", { method: "POST", ... }).then((r) => r.json()).then(showConfirmation).catch(showError)`. The slot is taken and the API answers 409 with `{ "error": "slot taken" }`. What does the user see?',
    options: opts(
      'The error message, because fetch rejects on 4xx and 5xx statuses',
      'A confirmation screen built from the error body, because fetch fulfils for any HTTP response',
      'Nothing, because the promise stays pending',
      'A network error from the browser',
    ),
    correct: ['b'],
    explanation:
      'fetch rejects only when no response arrives. A 409 is a response, so the chain continues with its JSON. Check response.ok or response.status and throw for errors before using the body.',
    moduleKey: 'async-javascript',
    section: 'Promises',
  },
  {
    key: 'full-stack-072',
    kind: 'output',
    prompt: 'What does this code print?',
    code: `const log = [];
async function save() {
  log.push('save:start');
  await Promise.resolve();
  log.push('save:done');
}
setTimeout(() => {
  log.push('timer');
  console.log(log.join(' '));
}, 0);
save();
log.push('sync:end');`,
    language: 'javascript',
    options: opts(
      'save:start save:done sync:end timer',
      'timer save:start sync:end save:done',
      'save:start sync:end save:done timer',
      'sync:end save:start save:done timer',
    ),
    correct: ['c'],
    explanation:
      'save runs synchronously until its await, then the rest of the script runs. The code after the await is a microtask, which runs before the setTimeout callback, a task, even with a delay of 0.',
    moduleKey: 'async-javascript',
    section: 'The event loop in one sentence',
  },
  {
    key: 'full-stack-073',
    kind: 'multiple',
    prompt:
      'A dashboard needs `/api/me` (required) plus `/api/bookings` and `/api/tutors`, which are independent of each other and may each fail without breaking the page. Which statements are right? Choose all that apply.',
    options: opts(
      'Awaiting the three requests one after another takes about the sum of their times',
      'Promise.all rejects as soon as any of its promises rejects',
      'Promise.allSettled reports each result as fulfilled or rejected, which suits the optional requests',
      'Promise.race waits for all three and returns the fastest value',
    ),
    correct: ['a', 'b', 'c'],
    explanation:
      'Independent requests should start together. all fails fast, which fits required data; allSettled keeps partial results. race settles like the first promise to settle and does not wait for the others.',
    moduleKey: 'async-javascript',
    section: 'Running things in parallel',
  },
  {
    key: 'full-stack-074',
    kind: 'output',
    prompt: 'What does this code print? (Top-level await is allowed.)',
    code: `async function countSlots() {
  return 5;
}
const result = countSlots();
console.log(result instanceof Promise, await result);`,
    language: 'javascript',
    options: opts('true 5', 'false 5', 'true Promise { 5 }', 'false undefined'),
    correct: ['a'],
    explanation:
      'An async function always returns a promise, even when it returns a plain value, so the caller has to await it (or use then) to get the 5.',
    moduleKey: 'async-javascript',
    section: 'async / await',
  },
  {
    key: 'full-stack-075',
    kind: 'single',
    prompt:
      'A "Cancel all" button runs `ids.forEach(async (id) => { await api.cancel(id); }); showToast("All bookings cancelled");`. Users see the toast, but some bookings are still there when they reload at once. What is the fix?',
    options: opts(
      'Wrap showToast in setTimeout(..., 1000)',
      'Use map instead of forEach, without awaiting the result',
      'Make showToast an async function',
      'Use `await Promise.all(ids.map((id) => api.cancel(id)))` (or for...of with await), then show the toast',
    ),
    correct: ['d'],
    explanation:
      'forEach ignores the promises its callback returns, so the toast runs before the cancellations finish. Awaiting Promise.all (together) or a for...of loop with await (one at a time) waits for the real work; guessing a delay is fragile.',
    moduleKey: 'async-javascript',
    section: 'Common mistakes',
  },
];
