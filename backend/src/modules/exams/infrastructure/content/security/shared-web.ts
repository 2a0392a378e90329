import type { ExamQuestionContent } from '../exam-types.js';
import { opts } from '../question-builders.js';

/** Security exam questions (issue 29). Keys are stable: never rename or reuse them. Every output question was run with bash or Node 24. */
export const SECURITY_EXAM_SHARED_WEB: ExamQuestionContent[] = [
  // how-the-web-works
  {
    key: 'security-001',
    kind: 'single',
    prompt:
      'A phishing report contains the link https://portal.example.com@login-example.net/reset. Which host does a browser connect to when the link is opened?',
    options: opts(
      'portal.example.com',
      'login-example.net',
      'example.com, the domain both names share',
      'portal.example.com first, which then redirects to login-example.net',
    ),
    correct: ['b'],
    explanation:
      'Everything before the @ is a user-name field, not the host. The browser contacts login-example.net, which is why attackers use this trick to make a link look like it belongs to a trusted site.',
    moduleKey: 'how-the-web-works',
    section: 'Anatomy of a URL',
  },
  {
    key: 'security-002',
    kind: 'single',
    prompt:
      'On a hotel network, an attacker forges DNS answers so that shop.example.com resolves to their own server. A guest then types https://shop.example.com. What should happen?',
    options: opts(
      'The attacker’s page loads normally, because HTTPS only encrypts traffic and does not check who answers',
      'The browser shows a certificate error, because the attacker cannot present a valid certificate for shop.example.com',
      'Nothing: DNS answers cannot be forged on a network that uses Wi-Fi encryption',
      'The browser quietly falls back to plain HTTP and loads the attacker’s page',
    ),
    correct: ['b'],
    explanation:
      'During the TLS handshake the server must prove it holds the name with a certificate a trusted authority signed. A forged DNS answer can redirect the connection, but it cannot produce that certificate, so the browser stops with an error.',
    moduleKey: 'how-the-web-works',
    section: 'What HTTPS protects and what it does not',
  },
  {
    key: 'security-003',
    kind: 'multiple',
    prompt:
      'A patient opens https://clinic.example.org/results?patient=381 on a café Wi-Fi. Which of these can the Wi-Fi operator usually observe? Choose all that apply.',
    options: opts(
      'The IP address of the clinic’s server',
      'The host name clinic.example.org',
      'The path and query /results?patient=381',
      'The patient’s session cookie',
    ),
    correct: ['a', 'b'],
    explanation:
      'The connection’s IP address is always visible, and the host name usually leaks through the DNS lookup and the server name sent at the start of the TLS handshake. The path, query, headers and cookies travel inside the encrypted connection.',
    moduleKey: 'how-the-web-works',
    section: 'What HTTPS protects and what it does not',
  },
  {
    key: 'security-004',
    kind: 'single',
    prompt:
      'A script on https://app.example.com wants to read the responses of https://api.example.com. Are the two the same origin?',
    options: opts(
      'Yes, because both belong to the registered domain example.com',
      'No, because the hosts differ, so the API must explicitly allow the app',
      'Yes, because both use https and therefore the same default port 443',
      'No, but only because the two names resolve to different IP addresses',
    ),
    correct: ['b'],
    explanation:
      'An origin is the scheme, host and port together; app.example.com and api.example.com are different hosts, so they are different origins. Sharing a registered domain or an IP address does not make them the same origin.',
    moduleKey: 'how-the-web-works',
    section: 'Anatomy of a URL',
  },
  {
    key: 'security-005',
    kind: 'single',
    prompt:
      'During a test of a web shop you find the price in the checkout form as <input type="hidden" name="price" value="59.90">, and the server charges whatever price arrives. How should the finding be judged?',
    options: opts(
      'Not a problem: hidden fields are not shown, so users cannot change them',
      'Not a problem as long as the checkout page is served over HTTPS',
      'A real flaw: anything sent by the client can be edited, so the server must look up the price itself',
      'A cosmetic issue that minifying the HTML would fix',
    ),
    correct: ['c'],
    explanation:
      'The form runs on the user’s machine and any request can be edited or written by hand, so the server must never trust a price, role or total the client sends. HTTPS protects the data in transit, not against the user at one end.',
    moduleKey: 'how-the-web-works',
    section: 'Clients and servers',
  },

  // command-line-basics
  {
    key: 'security-006',
    kind: 'output',
    prompt: 'You summarise failed logins by IP address. What does this print?',
    code: `printf '198.51.100.23\\n203.0.113.77\\n198.51.100.23\\n192.0.2.5\\n198.51.100.23\\n' \\
  | sort | uniq -c | sort -rn | head -n 1 | awk '{print $2}'`,
    language: 'bash',
    options: opts('198.51.100.23', '3 198.51.100.23', '192.0.2.5', '203.0.113.77'),
    correct: ['a'],
    explanation:
      'sort and uniq -c count each address (198.51.100.23 appears three times), sort -rn puts the highest count first, head keeps that line, and awk prints its second field, the address.',
    moduleKey: 'command-line-basics',
    section: 'Worked example',
  },
  {
    key: 'security-007',
    kind: 'single',
    prompt:
      'A clean-up script contains rm -rf $TARGET/* and is started on a machine where TARGET was never set. What happens, and which setting would have stopped it?',
    options: opts(
      'It runs rm -rf /* and starts deleting the whole system; set -u would stop at the unset variable',
      'Nothing: rm refuses to run when a variable in its arguments is empty',
      'It deletes only the files of the current folder; set -e would prevent that',
      'The shell asks for confirmation first, because the path is built from a variable',
    ),
    correct: ['a'],
    explanation:
      'An unset variable expands to nothing, so $TARGET/* becomes /*. set -u turns the use of an unset variable into an error that ends the script, and quoting "$TARGET" is the other half of the habit.',
    moduleKey: 'command-line-basics',
    section: 'Common mistakes',
  },
  {
    key: 'security-008',
    kind: 'output',
    prompt: 'What does this print?',
    code: `user='ana'
msg='Hi $user'
echo "$msg" "from $user"`,
    language: 'bash',
    options: opts('Hi ana from ana', 'Hi $user from ana', 'Hi $user from $user', '$msg from ana'),
    correct: ['b'],
    explanation:
      'The single quotes stored the text Hi $user literally in msg. Double quotes then expand $msg to that text and $user to ana, and the shell does not expand the result a second time.',
    moduleKey: 'command-line-basics',
    section: 'Quoting and variables',
  },
  {
    key: 'security-009',
    kind: 'multiple',
    prompt:
      'A colleague shares how they connect to a production database from a shared server. Which of these practices put the password at risk? Choose all that apply.',
    options: opts(
      'Running mysql -u app -pS3cretPass prod',
      'Typing export DB_PASSWORD=S3cretPass in the interactive shell',
      'Letting the client read the password from a file that only the service user can read',
      'Typing the password only when the program prompts for it',
    ),
    correct: ['a', 'b'],
    explanation:
      'Both first commands put the password in the shell history file, and a command-line argument is also visible to other users through ps while the program runs. A tightly permissioned file or a prompt keeps it off the command line.',
    moduleKey: 'command-line-basics',
    section: 'Habits that save you',
  },
  {
    key: 'security-010',
    kind: 'output',
    prompt: 'users.txt does not contain the word admin. What does this script print?',
    code: `#!/usr/bin/env bash
set -e
grep -q "admin" users.txt && echo "admin found"
echo "checked"`,
    language: 'bash',
    options: opts('checked', 'admin found', 'admin found and then checked', 'Nothing: the script stops at grep'),
    correct: ['a'],
    explanation:
      'set -e does not stop the script for a failure on the left of && or ||: that failure counts as handled. grep fails, so echo "admin found" is skipped, and the script goes on to print checked.',
    moduleKey: 'command-line-basics',
    section: 'Exit codes and safer scripts',
  },

  // git-basics
  {
    key: 'security-011',
    kind: 'single',
    prompt:
      'Secret scanning alerts you that a cloud access key was pushed to a public repository 20 minutes ago. What do you do first?',
    options: opts(
      'Revoke the key and issue a new one',
      'Run git revert on the commit that added it',
      'Make the repository private',
      'Rewrite history with git filter-repo and force-push',
    ),
    correct: ['a'],
    explanation:
      'Once pushed to a public repository the key must be treated as known to attackers, and every clone and copy still has it. Only revoking it makes it useless; cleaning the repository and its history comes afterwards.',
    moduleKey: 'git-basics',
    section: 'Secrets and history',
  },
  {
    key: 'security-012',
    kind: 'single',
    prompt: 'A scan finds that https://www.example.com/.git/config answers 200 OK. Why is this rated high?',
    options: opts(
      'It only shows the editor and branch settings, a minor information leak',
      'The .git folder holds every commit, so the source code and its whole history can be rebuilt',
      'It lets anyone push commits to the company’s GitHub repository',
      'It is only a risk if the repository on GitHub is public as well',
    ),
    correct: ['b'],
    explanation:
      'A web-served .git folder lets an attacker download the objects and rebuild the code with every past version, including secrets deleted from the current files. It gives no push access, but it is serious on its own.',
    moduleKey: 'git-basics',
    section: 'Secrets and history',
  },
  {
    key: 'security-013',
    kind: 'single',
    prompt:
      'A commit on the shared main branch introduced an injection bug. It is already deployed and six developers have pulled it. How do you undo it?',
    options: opts(
      'git revert <commit>, then push and deploy',
      'git reset --hard to the commit before it, then force-push',
      'git commit --amend to rewrite the bad commit',
      'Delete main on GitHub and push it again from your clone',
    ),
    correct: ['a'],
    explanation:
      'revert adds a new commit that undoes the change, so everyone simply pulls it and history stays consistent. reset, amend and re-creating the branch all rewrite history that six people already have.',
    moduleKey: 'git-basics',
    section: 'Undoing changes: restore, revert and reset',
  },
  {
    key: 'security-014',
    kind: 'multiple',
    prompt:
      'During an audit you suspect a database password was committed months ago and deleted since. Which commands can show it? Choose all that apply.',
    options: opts(
      'git log -p',
      'git show <the old commit>',
      'git log -p -S "db_password" --all',
      'git status',
      'ls -la in the working directory',
    ),
    correct: ['a', 'b', 'c'],
    explanation:
      'Deleting a file in a new commit leaves it in the history, and log -p, show and the -S search all read that history. git status and ls only look at the current files.',
    moduleKey: 'git-basics',
    section: 'Secrets and history',
  },
  {
    key: 'security-015',
    kind: 'single',
    prompt:
      'A suspicious commit that weakens a login check shows the author “Security Lead <lead@example.com>” and no signature. What can you conclude from the author field?',
    options: opts(
      'That the security lead wrote it, since Git records the real author',
      'Nothing certain: name and email are whatever the committer configured',
      'That the commit came from GitHub, since it has an email address',
      'That the lead’s password was stolen, since the commit is suspicious',
    ),
    correct: ['b'],
    explanation:
      'Anyone can set user.name and user.email to any value. Signed commits (shown as Verified) and the logs of who pushed are what tie a change to a person.',
    moduleKey: 'git-basics',
    section: 'Secrets and history',
  },

  // http-and-apis
  {
    key: 'security-016',
    kind: 'single',
    prompt:
      'Signed in as customer A, you change GET /api/invoices/5521 to GET /api/invoices/5522 and receive customer B’s invoice. What is the flaw and its fix?',
    options: opts(
      'Broken object level authorization: check on every request that the invoice belongs to the caller',
      'Missing encryption: serve the API over HTTPS',
      'Wrong method: use POST so the invoice id is hidden in the body',
      'Missing rate limiting: allow fewer requests per minute',
    ),
    correct: ['a'],
    explanation:
      'Being signed in is not the same as being allowed to see this record; the server must check ownership of the object itself. A POST body or a rate limit only makes the same flaw slower to exploit.',
    moduleKey: 'http-and-apis',
    section: 'Worked example',
  },
  {
    key: 'security-017',
    kind: 'single',
    prompt:
      'A checkout client automatically retries POST /api/payments when a response does not arrive within 10 seconds. What is the risk, and the usual remedy?',
    options: opts(
      'None, because POST requests are idempotent by definition',
      'A customer may be charged twice; send an idempotency key so the server recognises the repeat',
      'The payment may be cached by proxies; switch the request to GET',
      'Only 5xx answers are a risk, so retry only when the status is 500',
    ),
    correct: ['b'],
    explanation:
      'POST is not idempotent: the first request may have succeeded before the response was lost, so a blind retry can create a second payment. An idempotency key lets the server return the first result instead of acting again.',
    moduleKey: 'http-and-apis',
    section: 'Methods: safe and idempotent',
  },
  {
    key: 'security-018',
    kind: 'output',
    prompt: 'What does this code print?',
    code: `const h = new Headers();
h.append('X-Forwarded-For', '203.0.113.7');
h.append('x-forwarded-for', '10.0.0.1');
console.log(h.get('X-FORWARDED-FOR'));`,
    language: 'javascript',
    options: opts('203.0.113.7', '10.0.0.1', '203.0.113.7, 10.0.0.1', 'null'),
    correct: ['c'],
    explanation:
      'Header names are case-insensitive, so all three spellings name the same header, and a repeated header’s values are joined with a comma and a space.',
    moduleKey: 'http-and-apis',
    section: 'Headers, cookies and state',
  },
  {
    key: 'security-019',
    kind: 'single',
    prompt:
      'A proxy’s access log contains the line GET /api/export?api_key=sk_live_4f9a... 200. What should the team do?',
    options: opts(
      'Nothing: HTTPS encrypts the URL, so it cannot appear in any log',
      'Switch the endpoint to POST, which keeps the query string out of logs',
      'Rotate the key and have clients send it in the Authorization header',
      'Nothing: access logs drop the query string before writing a line',
    ),
    correct: ['c'],
    explanation:
      'URLs, including their query strings, are written to server and proxy logs and browser history, where many people and tools can read them. The exposed key must be replaced, and credentials belong in a header.',
    moduleKey: 'http-and-apis',
    section: 'Common mistakes',
  },
  {
    key: 'security-020',
    kind: 'multiple',
    prompt: 'Which Set-Cookie attributes make a session cookie harder to steal or misuse? Choose all that apply.',
    options: opts('HttpOnly', 'Secure', 'SameSite=Lax', 'Max-Age=31536000', 'Path=/'),
    correct: ['a', 'b', 'c'],
    explanation:
      'HttpOnly keeps scripts from reading the cookie, Secure sends it only over HTTPS, and SameSite limits sending it with requests started by other sites. A year-long Max-Age makes a stolen cookie useful for longer, and Path=/ only widens where it is sent.',
    moduleKey: 'http-and-apis',
    section: 'Headers, cookies and state',
  },
];
