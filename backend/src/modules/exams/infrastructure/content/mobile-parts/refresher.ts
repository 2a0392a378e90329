import type { ExamQuestionContent } from '../exam-types.js';
import { opts } from '../question-builders.js';

/**
 * mobile exam questions written for issue 29, on the refresher and shared lessons the Mobile roadmap
 * lists (Git, JavaScript, async JavaScript, TypeScript, React, HTTP, authentication, CI/CD). Keys are
 * stable: never rename or reuse them. Every output question was run with Node 24 or bash.
 */
export const MOBILE_EXAM_REFRESHER: ExamQuestionContent[] = [
  // git-basics
  {
    key: 'mobile-086',
    kind: 'multiple',
    prompt:
      'You cloned the app repository before a long flight and have no connection on board. Which of these still work? Choose all that apply.',
    options: opts(
      'Reading the whole history with `git log`',
      'Committing your changes with `git commit`',
      'Uploading your commits to GitHub with `git push`',
      'Seeing the exact lines you changed with `git diff`',
    ),
    correct: ['a', 'b', 'd'],
    explanation:
      'Git is distributed: every clone holds the whole history, so reading it, diffing and committing all happen locally. `git push` is the separate step that talks to the remote, so it has to wait for a connection.',
    moduleKey: 'git-basics',
    section: 'What Git does',
  },
  {
    key: 'mobile-087',
    kind: 'single',
    prompt:
      'You ran `git add src/api/client.ts`, then decided that change belongs in a later commit. You want it out of the staging area but kept in the file. Which command does that?',
    options: opts(
      '`git restore src/api/client.ts`',
      '`git revert HEAD`',
      '`git restore --staged src/api/client.ts`',
      '`git reset --hard HEAD`',
    ),
    correct: ['c'],
    explanation:
      '`git restore --staged` unstages the file and leaves your edits in it. Plain `git restore` copies the staged version back over the working file, so here it changes nothing and the edit stays staged; `git reset --hard` throws the uncommitted edits away, and `git revert` undoes a commit, not a staged change.',
    moduleKey: 'git-basics',
    section: 'Undoing changes: restore, revert and reset',
  },
  {
    key: 'mobile-088',
    kind: 'single',
    prompt:
      'On your own feature branch you made two experimental commits that you never pushed, and you want to throw both away. What fits?',
    options: opts(
      '`git reset --hard HEAD~2`, because nobody else has these commits',
      'Two `git revert` commands, because `reset` must never be used',
      '`git restore .`, which removes the last two commits',
      'Delete the branch on GitHub, which removes the local commits too',
    ),
    correct: ['a'],
    explanation:
      'Moving the branch back with `reset` is fine for commits only you have: no one else’s history has to change. `revert` is the tool for commits others already pulled, and `git restore` only touches uncommitted edits.',
    moduleKey: 'git-basics',
    section: 'Undoing changes: restore, revert and reset',
  },
  {
    key: 'mobile-089',
    kind: 'output',
    prompt: 'A new app repository starts with a .gitignore. What does this script print?',
    language: 'bash',
    code: `git init -q shop-app && cd shop-app
git config user.email "dev@example.com"
git config user.name "App Dev"
printf '.env\\nnode_modules/\\n' > .gitignore
echo 'API_KEY=sk_test_123' > .env
mkdir node_modules && echo '{}' > node_modules/pkg.json
echo 'export default function App() {}' > App.js
git add .
git commit -q -m "First screen"
git ls-files`,
    options: opts(
      '.env .gitignore App.js',
      'App.js',
      '.env .gitignore App.js node_modules/pkg.json',
      '.gitignore App.js',
    ),
    correct: ['d'],
    explanation:
      '`git ls-files` lists the tracked files. Because `.env` and `node_modules/` were ignored before the first `git add .`, only `.gitignore` and `App.js` entered the history; the .gitignore itself is committed so the whole team shares it.',
    moduleKey: 'git-basics',
    section: 'Good habits',
  },
  {
    key: 'mobile-090',
    kind: 'single',
    prompt:
      'Your team wants GitHub to show its commits to the release branch as “Verified”. What makes a commit Verified?',
    options: opts(
      'An author email that matches a team member’s GitHub account',
      'A signature made with the committer’s SSH or GPG key',
      'A commit message that names the ticket it belongs to',
      'Pushing it over HTTPS instead of SSH',
    ),
    correct: ['b'],
    explanation:
      'The author name and email are whatever the committer configured, so anyone can claim to be anyone. A signature with an SSH or GPG key is what GitHub checks to mark a commit as Verified.',
    moduleKey: 'git-basics',
    section: 'Secrets and history',
  },
  // javascript-fundamentals
  {
    key: 'mobile-091',
    kind: 'output',
    prompt: 'A workout app sorts session lengths in minutes. What does this code print?',
    language: 'javascript',
    code: `const minutes = [45, 5, 120, 30];
const asText = minutes.toSorted();
const asNumbers = minutes.toSorted((a, b) => a - b);
console.log(asText.join(' '), '|', asNumbers.join(' '), '|', minutes[0]);`,
    options: opts(
      '5 30 45 120 | 5 30 45 120 | 45',
      '120 30 45 5 | 5 30 45 120 | 45',
      '120 30 45 5 | 5 30 45 120 | 5',
      '5 30 45 120 | 120 45 30 5 | 45',
    ),
    correct: ['b'],
    explanation:
      'Without a comparator, sorting compares the items as strings, so "120" comes before "30" and "5" comes last. `(a, b) => a - b` sorts numerically, and `toSorted` returns a sorted copy, leaving `minutes[0]` at 45.',
    moduleKey: 'javascript-fundamentals',
    section: 'Arrays and objects',
  },
  {
    key: 'mobile-092',
    kind: 'output',
    prompt: 'A basket screen adds two prices, once as floats and once as cents. What does this code print?',
    language: 'javascript',
    code: `const floatTotal = [0.1, 0.2].reduce((sum, price) => sum + price, 0);
const centTotal = [10, 20].reduce((sum, cents) => sum + cents, 0);
console.log(floatTotal === 0.3, (centTotal / 100).toFixed(2));`,
    options: opts('true 0.30', 'true 0.3', 'false 0.3', 'false 0.30'),
    correct: ['d'],
    explanation:
      'A JavaScript number is a 64-bit float, so 0.1 + 0.2 is 0.30000000000000004, not 0.3. Adding whole cents is exact, and formatting once at the end with `toFixed(2)` gives "0.30".',
    moduleKey: 'javascript-fundamentals',
    section: 'Values and variables',
  },
  {
    key: 'mobile-093',
    kind: 'multiple',
    prompt:
      'A podcast app keeps `episodes`, an array of objects with a boolean `downloading`. Which expressions answer “is any episode still downloading?” without changing the array? Choose all that apply.',
    options: opts(
      '`episodes.every((e) => e.downloading)`',
      '`episodes.some((e) => e.downloading)`',
      '`episodes.find((e) => e.downloading) !== undefined`',
      '`episodes.splice(0).some((e) => e.downloading)`',
      '`episodes.filter((e) => e.downloading).length > 0`',
    ),
    correct: ['b', 'c', 'e'],
    explanation:
      '`some` answers the yes/no question directly, `find` returns the first match or `undefined`, and `filter` builds a new array. `every` asks whether all are downloading, and `splice` empties the original array.',
    moduleKey: 'javascript-fundamentals',
    section: 'Arrays and objects',
  },
  {
    key: 'mobile-094',
    kind: 'single',
    prompt:
      'The order API returns ids such as `"9007199254740993"` as strings rather than numbers. Why is that a sensible choice for a JavaScript app?',
    options: opts(
      'Strings are faster to compare than numbers',
      'JSON cannot contain numbers larger than 32 bits',
      'A JavaScript number is exact for whole numbers only up to 2^53 − 1, so a bigger id could silently change',
      'Numbers in JSON are always converted to floats with two decimals',
    ),
    correct: ['c'],
    explanation:
      'Numbers are 64-bit floats, and whole numbers are only exact up to `Number.MAX_SAFE_INTEGER` (2^53 − 1). Ids beyond that limit travel as strings (or are read as `bigint`) so that no digit is lost.',
    moduleKey: 'javascript-fundamentals',
    section: 'Values and variables',
  },
  {
    key: 'mobile-095',
    kind: 'single',
    prompt: 'Which of these helpers for a fitness app is a pure function?',
    options: opts(
      '`const pace = (km, minutes) => minutes / km;`',
      '`const pace = (km, minutes) => { lastPace = minutes / km; return lastPace; };`',
      '`const pace = (km) => (Date.now() - startedAt) / km;`',
      '`const pace = (run) => { run.pace = run.minutes / run.km; return run.pace; };`',
    ),
    correct: ['a'],
    explanation:
      'A pure function gives the same output for the same inputs and changes nothing outside itself. The others write to an outer variable, read the clock and outer state, or change the object they were given.',
    moduleKey: 'javascript-fundamentals',
    section: 'Functions',
  },
  // typescript-basics
  {
    key: 'mobile-096',
    kind: 'single',
    prompt:
      'A pull request contains a TypeScript type error, yet the app starts fine on the simulator, because the bundler runs TypeScript by removing the types. What is going on, and what catches the error?',
    options: opts(
      'The bundler fixed the error while compiling; nothing else is needed',
      'Type errors only matter in production builds, so the simulator ignores them',
      'The error is not real, because the code ran',
      'Stripping tools never check types; running `tsc --noEmit` in CI and the editor does',
    ),
    correct: ['d'],
    explanation:
      'Types are erased before the code runs, and tools that only strip them do not check anything. The check happens when `tsc` runs, which is why projects run `tsc --noEmit` in CI.',
    moduleKey: 'typescript-basics',
    section: 'What TypeScript adds',
  },
  {
    key: 'mobile-097',
    kind: 'single',
    prompt: 'An `async function loadProfile()` returns a `User` object on success. Which return type describes it?',
    options: opts('`User`', '`Promise<User>`', '`User | Promise`', '`Array<User>`'),
    correct: ['b'],
    explanation:
      'An async function always returns a promise, and the generic `Promise<User>` says what that promise gives back when it fulfills.',
    moduleKey: 'typescript-basics',
    section: 'Generics',
  },
  {
    key: 'mobile-098',
    kind: 'multiple',
    prompt:
      'The app reads `await response.json()` from the profile API. Which ways of handling that data keep the compiler from trusting something nobody checked? Choose all that apply.',
    options: opts(
      'Write `(await response.json()) as User`',
      'Declare it as `unknown` and narrow it with a type guard such as `isUser(data)`',
      'Declare it as `any` so every property access compiles',
      'Validate it with a schema library such as Zod, which gives the type and the check from one definition',
    ),
    correct: ['b', 'd'],
    explanation:
      'Data from outside can be anything, so check it once at the boundary: `unknown` plus a type guard, or a schema library that generates the check and the type. An `as` cast and `any` compile but check nothing.',
    moduleKey: 'typescript-basics',
    section: 'Worked example',
  },
  {
    key: 'mobile-099',
    kind: 'output',
    prompt: 'Node.js runs this TypeScript by stripping its types. What does it print?',
    language: 'typescript',
    code: `function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
const samples: unknown[] = [null, [], { id: 1 }, 'user', 42];
console.log(samples.map(isRecord).join(' '));`,
    options: opts(
      'true true true false false',
      'false true true false false',
      'false false true false false',
      'false false true true false',
    ),
    correct: ['c'],
    explanation:
      '`typeof null` and `typeof []` are both "object", which is why the guard also checks `!== null` and `Array.isArray`. Only the plain object passes; the string and the number fail the `typeof` check.',
    moduleKey: 'typescript-basics',
    section: 'Narrowing',
  },
  {
    key: 'mobile-100',
    kind: 'single',
    prompt:
      'The app declares `interface Coordinates { latitude: number; longitude: number }` and `function showOnMap(c: Coordinates)`. A location library returns a variable `fix` of its own type `{ latitude: number; longitude: number; accuracy: number }`, which never mentions Coordinates. Does `showOnMap(fix)` compile?',
    options: opts(
      'Yes: TypeScript compares structure, and `fix` has the properties Coordinates needs',
      'No: the library type must declare that it implements Coordinates',
      'No: the extra `accuracy` property always makes it a different type',
      'Only after casting it with `fix as Coordinates`',
    ),
    correct: ['a'],
    explanation:
      'TypeScript compares types by their structure, not their name: any value with the right properties fits an interface without declaring that it implements it.',
    moduleKey: 'typescript-basics',
    section: 'Describing data',
  },
  // react-fundamentals
  {
    key: 'mobile-101',
    kind: 'single',
    prompt:
      'A teammate writes `function profileCard() { ... }` and uses it as `<profileCard />`. Their component never renders. Why?',
    options: opts(
      'Components must be arrow functions',
      'JSX tags cannot close themselves',
      'Components must receive at least one prop',
      'JSX treats lower-case names as built-in tags, so the function is never called; component names start with a capital letter',
    ),
    correct: ['d'],
    explanation:
      'JSX reads a lower-case tag as a built-in element such as `<div>`, not as your component. Naming it `ProfileCard` and writing `<ProfileCard />` makes React call the function.',
    moduleKey: 'react-fundamentals',
    section: 'Components',
  },
  {
    key: 'mobile-102',
    kind: 'single',
    prompt:
      'In development, a chat screen’s effect logs “connect”, “disconnect”, “connect” when the screen first appears. The effect returns a cleanup that disconnects. What is happening?',
    options: opts(
      'React is leaking connections and the effect must be removed',
      'The dependency array is missing, so the effect runs on every render',
      'StrictMode mounts, unmounts and mounts the component again in development to expose missing cleanup; with a proper cleanup this is expected',
      'The cleanup runs before the effect because effects run in reverse order',
    ),
    correct: ['c'],
    explanation:
      'In development StrictMode deliberately mounts every component twice with an unmount in between. Because the cleanup disconnects, only one connection stays open; without it you would see two.',
    moduleKey: 'react-fundamentals',
    section: 'Effects',
  },
  {
    key: 'mobile-103',
    kind: 'multiple',
    prompt:
      'A chat list renders messages, and new messages are inserted at the top. Which values make good keys for each message row? Choose all that apply.',
    options: opts(
      'The message id the server assigned',
      'The position in the array (`index`)',
      '`Math.random()` computed while rendering',
      'A UUID created once when the message was written and stored with it',
      'The message text',
    ),
    correct: ['a', 'd'],
    explanation:
      'Keys must be stable and unique among siblings. Indexes shift when a message is inserted at the top, random keys change on every render, and two messages can have the same text.',
    moduleKey: 'react-fundamentals',
    section: 'Lists and keys',
  },
  {
    key: 'mobile-104',
    kind: 'multiple',
    prompt:
      'A product screen shows the products loaded from the API, a search field, the list of products matching the search and the number of matches. Following “Thinking in React”, which of these should be state? Choose all that apply.',
    options: opts(
      'The filtered list of matching products',
      'The list of products from the API',
      'The number of matching products',
      'The text typed into the search field',
    ),
    correct: ['b', 'd'],
    explanation:
      'State is the minimal set the UI needs; anything you can compute is not state. The filtered list and its length follow from the products and the search text, so they are calculated during render.',
    moduleKey: 'react-fundamentals',
    section: 'Thinking in React',
  },
  {
    key: 'mobile-105',
    kind: 'single',
    prompt:
      'In the lesson’s to-do app, a user types `<b>Buy milk</b>` as a title, and the list renders it with `{todo.title}`. What is shown?',
    options: opts(
      'The words “Buy milk” in bold',
      'The text `<b>Buy milk</b>`, tags and all, because React escapes it',
      'Nothing, because React drops text that contains tags',
      'An error, because JSX cannot render strings with angle brackets',
    ),
    correct: ['b'],
    explanation:
      'Text placed in JSX with curly braces is escaped by React, so typed HTML is shown as text and is never run as markup.',
    moduleKey: 'react-fundamentals',
    section: 'Worked example',
  },
  // http-and-apis
  {
    key: 'mobile-106',
    kind: 'single',
    prompt:
      'After signing in, the app sends `Authorization: Bearer <token>` with every API call, not only once after sign-in. Why?',
    options: opts(
      'HTTP is stateless: each request stands on its own, so the server knows the caller only from what that request carries',
      'The server forgets tokens after each request and issues a new one every time',
      'Sending it only once would be slower',
      'The header is needed only to choose the response language',
    ),
    correct: ['a'],
    explanation:
      'Every HTTP request is independent. The server recognises the caller only because each request carries something that says who they are, such as a cookie or an Authorization header.',
    moduleKey: 'http-and-apis',
    section: 'Requests and responses',
  },
  {
    key: 'mobile-107',
    kind: 'multiple',
    prompt:
      'The app creates an order by sending JSON, wants JSON back, and is signed in with a token. Which request headers belong on that request? Choose all that apply.',
    options: opts(
      '`Content-Type: application/json`',
      '`Set-Cookie: token=…`',
      '`Accept: application/json`',
      '`Authorization: Bearer <token>`',
      '`Location: /api/orders`',
    ),
    correct: ['a', 'c', 'd'],
    explanation:
      '`Content-Type` says what the body is, `Accept` what the client wants back, and `Authorization` carries the credentials. `Set-Cookie` and `Location` are response headers the server sends.',
    moduleKey: 'http-and-apis',
    section: 'Headers, cookies and state',
  },
  {
    key: 'mobile-108',
    kind: 'output',
    prompt: 'The app’s error handling relies on `response.ok`. What does this code print in Node.js?',
    language: 'javascript',
    code: `const statuses = [200, 201, 204, 304, 404, 500];
console.log(statuses.map((status) => new Response(null, { status }).ok).join(' '));`,
    options: opts(
      'true true true true false false',
      'true false false false false false',
      'true true true false false false',
      'true true true false true false',
    ),
    correct: ['c'],
    explanation:
      '`ok` is true only for statuses 200 to 299. A 304, a 404 and a 500 are all real responses, so `fetch` resolves with them and the code has to check `ok` or the status itself.',
    moduleKey: 'http-and-apis',
    section: 'APIs',
  },
  {
    key: 'mobile-109',
    kind: 'single',
    prompt:
      'The app’s background sync starts receiving `429` responses from the API. What does the status say, and what should the app do?',
    options: opts(
      'The server crashed; retry immediately in a loop',
      'The token expired; delete the user’s data',
      'The resource moved; follow the Location header',
      'Too many requests; slow down before trying again',
    ),
    correct: ['d'],
    explanation:
      '429 Too Many Requests is a client error meaning the app is sending requests too fast. Retrying at once makes it worse; the app should slow down first.',
    moduleKey: 'http-and-apis',
    section: 'Status codes',
  },
  {
    key: 'mobile-110',
    kind: 'single',
    prompt:
      'In a REST-style API where `/users/7` is user 7, the settings screen lets the user change only their nickname. Which request fits?',
    options: opts(
      '`GET /users/7?nickname=Sam`',
      '`PATCH /users/7` with `{"nickname": "Sam"}`',
      '`PUT /users/7` with `{"nickname": "Sam"}` and no other fields',
      '`DELETE /users/7` followed by `POST /users`',
    ),
    correct: ['b'],
    explanation:
      'PATCH changes part of a resource. GET must not change data, PUT replaces the whole resource with the body sent (here dropping the other fields), and deleting and recreating the user is not an update.',
    moduleKey: 'http-and-apis',
    section: 'APIs',
  },
  // async-javascript
  {
    key: 'mobile-111',
    kind: 'output',
    prompt: 'What does this code print (its lines joined by spaces)?',
    language: 'javascript',
    code: `Promise.resolve(2)
  .then((n) => n * 10)
  .then((n) => {
    if (n > 5) throw new Error('too big: ' + n);
    return n;
  })
  .then((n) => console.log('value', n))
  .catch((error) => {
    console.log('caught', error.message);
    return 0;
  })
  .then((n) => console.log('after', n));`,
    options: opts(
      'caught too big: 20 after 0',
      'value 20 after undefined',
      'caught too big: 20',
      'caught too big: 2 after 0',
    ),
    correct: ['a'],
    explanation:
      'Each `.then` receives what the previous step returned, so the check sees 20 and throws. The chain skips to `.catch`, whose return value 0 becomes the value of the next `.then`.',
    moduleKey: 'async-javascript',
    section: 'Promises',
  },
  {
    key: 'mobile-112',
    kind: 'output',
    prompt:
      'The app loads its config from two mirrors: mirror-b fails after 10 ms, mirror-a answers after 50 ms. What does this code print? (Top-level await is allowed.)',
    language: 'javascript',
    code: `const wait = (ms, name, fails = false) =>
  new Promise((resolve, reject) =>
    setTimeout(() => (fails ? reject(new Error(name)) : resolve(name)), ms),
  );
const raced = await Promise.race([wait(50, 'mirror-a'), wait(10, 'mirror-b', true)]).catch(
  (error) => 'failed: ' + error.message,
);
const anyOk = await Promise.any([wait(50, 'mirror-a'), wait(10, 'mirror-b', true)]);
console.log(raced, '/', anyOk);`,
    options: opts(
      'mirror-a / mirror-a',
      'failed: mirror-b / failed: mirror-b',
      'mirror-a / failed: mirror-b',
      'failed: mirror-b / mirror-a',
    ),
    correct: ['d'],
    explanation:
      '`Promise.race` settles like the first promise to settle, here mirror-b’s rejection. `Promise.any` waits for the first success and only rejects if all fail, so it gives mirror-a.',
    moduleKey: 'async-javascript',
    section: 'Running things in parallel',
  },
  {
    key: 'mobile-113',
    kind: 'single',
    prompt:
      'On a weak mobile connection, the app’s `fetch` to the API sometimes hangs for minutes. How does it give up after 8 seconds?',
    options: opts(
      'Wrap the `await fetch(url)` in `try`/`catch`',
      'Call `fetch` inside `setTimeout(..., 8000)`',
      'Pass `{ signal: AbortSignal.timeout(8000) }` to `fetch`, which then rejects with a TimeoutError',
      'Check `response.ok` after the call',
    ),
    correct: ['c'],
    explanation:
      'An abort signal makes `fetch` reject after the limit. A `catch` only runs once something rejects, `setTimeout` merely delays the start, and `response.ok` can be read only after a response arrives.',
    moduleKey: 'async-javascript',
    section: 'async / await',
  },
  {
    key: 'mobile-114',
    kind: 'single',
    prompt:
      'A user selects 200 photos to upload, and the upload API allows only a few requests at a time. How should the app run the uploads?',
    options: opts(
      'Start all 200 at once with `Promise.all`',
      'Use a pool that keeps at most N uploads in flight and starts the next one when one finishes',
      'Call them inside `forEach` with an async callback',
      'Chain them with `setTimeout` delays guessed to be long enough',
    ),
    correct: ['b'],
    explanation:
      'Starting everything at once can overload a server or hit its rate limit. A pool limits how many run in parallel while still overlapping the work; `forEach` ignores the promises and guessed delays are fragile.',
    moduleKey: 'async-javascript',
    section: 'Running things in parallel',
  },
  {
    key: 'mobile-115',
    kind: 'multiple',
    prompt: 'Which statements about the event loop are true? Choose all that apply.',
    options: opts(
      '`setTimeout(fn, 0)` runs `fn` only after the current code and every pending microtask',
      'Code after `await Promise.resolve()` runs before a `setTimeout(fn, 0)` callback queued earlier',
      'Wrapping a long synchronous loop in a promise keeps the screen responsive while it runs',
      '`setTimeout(fn, 0)` runs `fn` immediately, before the next line',
    ),
    correct: ['a', 'b'],
    explanation:
      'The loop runs one task to the end, then empties the microtask queue (`.then` callbacks, code after `await`), and only then takes the next task such as a timer. A long synchronous loop blocks everything however it is wrapped.',
    moduleKey: 'async-javascript',
    section: 'The event loop in one sentence',
  },
  // authentication-and-sessions
  {
    key: 'mobile-116',
    kind: 'single',
    prompt:
      'Why does a self-contained bearer token suit an API called by a mobile app, and what is the price of that design?',
    options: opts(
      'It is encrypted, so it may carry the user’s password; the price is size',
      'It never expires, so users sign in once; the price is nothing',
      'The phone sends it automatically like a cookie; the price is CSRF',
      'The app sends it in the Authorization header and any service with the key can check it without a database lookup; the price is that it stays valid until it expires',
    ),
    correct: ['d'],
    explanation:
      'A signed token carries its own claims, so services verify it without a lookup, and the client attaches it itself. It cannot simply be deleted on the server, which is why access tokens are kept short-lived.',
    moduleKey: 'authentication-and-sessions',
    section: 'Staying signed in',
  },
  {
    key: 'mobile-117',
    kind: 'multiple',
    prompt:
      'The backend of your app keeps server-side sessions. At which moments should it end or replace a session? Choose all that apply.',
    options: opts(
      'Whenever the app is sent to the background',
      'At every sign-in, issue a new session id instead of keeping the one the device had',
      'When the user signs out, delete the session on the server',
      'Only when the user uninstalls the app',
      'When the user changes their password, end their other sessions',
    ),
    correct: ['b', 'c', 'e'],
    explanation:
      'A new id at sign-in defeats session fixation, a server-side delete makes sign-out real, and ending other sessions after a password change locks out whoever had the old password. Idle and absolute timeouts end the rest.',
    moduleKey: 'authentication-and-sessions',
    section: 'Staying signed in',
  },
  {
    key: 'mobile-118',
    kind: 'output',
    prompt: 'A sign-up service stores salted scrypt hashes. What does this code print?',
    language: 'javascript',
    code: `import { randomBytes, scryptSync } from 'node:crypto';
const hash = (password, salt) => scryptSync(password, salt, 32).toString('hex');
const saltA = randomBytes(16);
const saltB = randomBytes(16);
const stored = hash('hunter2', saltA);
console.log(hash('hunter2', saltB) === stored, hash('hunter2', saltA) === stored, hash('Hunter2', saltA) === stored);`,
    options: opts('false true false', 'true true false', 'false false false', 'true true true'),
    correct: ['a'],
    explanation:
      'A random salt per password makes equal passwords hash differently, so the first comparison fails. Checking a sign-in hashes the attempt again with the same salt: the right password matches, a different one does not.',
    moduleKey: 'authentication-and-sessions',
    section: 'Passwords',
  },
  {
    key: 'mobile-119',
    kind: 'single',
    prompt:
      'The web backend of your app names its session cookie `__Host-sid`. What does the prefix make the browser enforce?',
    options: opts(
      'That the cookie is encrypted',
      'That scripts cannot read the cookie',
      'That the cookie is set with Secure and Path=/ and without a Domain, so it goes back only to the host that set it',
      'That the cookie expires after 30 minutes',
    ),
    correct: ['c'],
    explanation:
      'The `__Host-` prefix makes the browser insist on Secure, Path=/ and no Domain attribute. Keeping scripts away from the cookie is the job of HttpOnly, and the server’s own timeouts decide how long the session lasts.',
    moduleKey: 'authentication-and-sessions',
    section: 'Cookie flags',
  },
  {
    key: 'mobile-120',
    kind: 'single',
    prompt:
      'A token that the company’s identity provider issued for its analytics service is accepted by the payments API of your app. Signature and expiry are valid. Which check is missing?',
    options: opts(
      'The `alg` header, which the API should follow',
      'The `aud` claim, which says which service the token is for',
      'Decoding the payload before verifying it',
      'Checking that the payload is encrypted',
    ),
    correct: ['b'],
    explanation:
      'Besides the signature and `exp`, an API must check `iss` (who issued the token) and `aud` (which service it is for); otherwise a token meant for another service works on yours.',
    moduleKey: 'authentication-and-sessions',
    section: 'JWT pitfalls',
  },
  // ci-cd-pipelines
  {
    key: 'mobile-121',
    kind: 'output',
    prompt:
      'The store upload step of the app’s pipeline runs this script, but the STORE_KEY secret was never passed to the step. What does the script print?',
    language: 'bash',
    code: `set -eu
API_URL="https://api.example.com"
echo "building for $API_URL"
echo "uploading with key \${STORE_KEY}"
echo "upload finished"`,
    options: opts(
      'building for https://api.example.com uploading with key upload finished',
      'building for uploading with key upload finished',
      'building for https://api.example.com',
      'Nothing, because set -u checks every variable before the script starts',
    ),
    correct: ['c'],
    explanation:
      'With `-u` the unset STORE_KEY is an error the moment the line runs: bash prints the error to stderr and, in a script, exits at once, so only the first echo got through. Without `-u` the key would expand to nothing and the step would report success.',
    moduleKey: 'ci-cd-pipelines',
    section: 'Continuous integration',
  },
  {
    key: 'mobile-122',
    kind: 'single',
    prompt:
      'In GitHub Actions, the team wants the job that deploys the app’s backend to production to wait for a reviewer’s approval, and to be the only job that gets the production deploy key. What provides both?',
    options: opts(
      'A `production` environment with a required reviewer and its own secrets',
      'A repository secret named PRODUCTION_KEY',
      'A comment in the workflow asking people to be careful',
      'A separate workflow file for production',
    ),
    correct: ['a'],
    explanation:
      'Environments such as `production` can hold their own secrets and require approval before a job that uses them runs, so the key is handed only to jobs someone approved. A plain repository secret is not tied to any approval.',
    moduleKey: 'ci-cd-pipelines',
    section: 'Continuous delivery and deployment',
  },
  {
    key: 'mobile-123',
    kind: 'single',
    prompt:
      'Before moving all API traffic to a new backend version, the team wants to send a small share of requests to it and compare its error rate with the old one. What is that called?',
    options: opts('A feature flag', 'Continuous integration', 'Rebuilding per environment', 'A canary deployment'),
    correct: ['d'],
    explanation:
      'A canary sends a small share of traffic, say 5 %, to the new version first and compares its errors with the old one before going further. A feature flag switches code on for users; it does not split traffic between versions.',
    moduleKey: 'ci-cd-pipelines',
    section: 'Releasing safely',
  },
  {
    key: 'mobile-124',
    kind: 'single',
    prompt:
      'To debug a failing store upload, a step runs `echo "$UPLOAD_TOKEN" | rev` to check the token “without showing it”. The token is a repository secret. Is the log safe because GitHub masks secrets?',
    options: opts(
      'Yes: GitHub masks every value derived from a secret',
      'No: masking looks for the secret’s value and a few common encodings; a reversed copy is another string and can appear in full',
      'Yes: reversed text cannot be turned back into the token',
      'No: GitHub never masks secrets in logs',
    ),
    correct: ['b'],
    explanation:
      'GitHub redacts the secret’s value and common encodings such as Base64, but says redaction is not guaranteed because a secret can be transformed in many ways. A reversed copy is such a transformation and anyone can reverse it back, so do not print secrets, and rotate one that leaked.',
    moduleKey: 'ci-cd-pipelines',
    section: 'Secrets and permissions in pipelines',
  },
  {
    key: 'mobile-125',
    kind: 'multiple',
    prompt:
      'The app repository’s pipeline takes 40 minutes, and people have started merging without waiting for it. Which changes follow the lesson? Choose all that apply.',
    options: opts(
      'Cache dependencies between runs',
      'Run the pipeline only once a night',
      'Run independent jobs in parallel',
      'Drop the branch protection so merges are not blocked',
      'Put lint, type check and unit tests first so most failures show quickly',
    ),
    correct: ['a', 'c', 'e'],
    explanation:
      'Caching, parallel jobs and fast checks first bring feedback closer to the ten-minute target. A nightly run and dropping protection just let broken changes reach the main branch.',
    moduleKey: 'ci-cd-pipelines',
    section: 'Keep pipelines fast and honest',
  },
];
