import type { ModuleContent } from '../content-types.js';

/** Modules used by more than one roadmap. Keys are stable: never rename or reuse them. */
export const SHARED_MODULES: ModuleContent[] = [
  {
    key: 'how-the-web-works',
    title: 'How the Web Works',
    summary:
      'Follow a request from the address bar to a rendered page: URLs and origins, DNS, TLS, HTTP and the browser, and what HTTPS does and does not protect.',
    contentMd: `### From a URL to a page

When you type \`https://shop.example.com/orders\` and press Enter, a chain of small steps runs in well under a second. Knowing the chain is useful every day: when a page is slow, broken or suspicious, the problem sits in one of these links.

1. **The URL is parsed.** \`https\` is the protocol (the scheme), \`shop.example.com\` is the domain, \`/orders\` is the path.
2. **DNS lookup.** Computers connect to IP addresses, not names, so the browser asks the Domain Name System which address belongs to \`shop.example.com\`. The answer is cached for a while (its time to live, or TTL) by the browser, the operating system and the resolver of your network, so most visits skip this step.
3. **Connection.** The browser opens a connection to that address, on port 443 by default for HTTPS, and runs the **TLS handshake**: the server shows a certificate proving it holds the name \`shop.example.com\`, and both sides agree on encryption keys so nobody in between can read or change the traffic.
4. **HTTP request and response.** Over that connection the browser sends a request such as \`GET /orders\`; the server replies with a status code (\`200 OK\`, \`404 Not Found\`), headers and a body, usually HTML.
5. **Rendering.** The browser reads the HTML, finds the CSS, JavaScript and images it references, requests each of those too, builds the page and paints it on screen.

### Anatomy of a URL

A URL packs several parts into one line, and each part has a job:

\`\`\`text
https://shop.example.com:8443/orders/42?sort=date#summary
scheme  host             port path      query     fragment
\`\`\`

- The **scheme** says how to talk to the server: \`https\` or \`http\`.
- The **host** is the name DNS turns into an address. Read it from the right: the registered domain is the last part before the path (\`example.com\` here), and everything to its left is a subdomain chosen by whoever owns that domain.
- The **port** is only written when it is not the default (443 for \`https\`, 80 for \`http\`).
- The **path** names the resource on that server, and the **query** after \`?\` carries \`key=value\` parameters for it.
- The **fragment** after \`#\` never leaves the browser: it is not sent to the server, only used to scroll to a part of the page or read by the page's scripts.

Scheme, host and port together form the **origin**. Browsers use it as their main security boundary (the same-origin policy): a script loaded by one origin cannot read the pages or responses of another origin unless that origin allows it. \`https://example.com\` and \`https://api.example.com\` are two origins, and so are \`http://example.com\` and \`https://example.com\`.

Attackers rely on people reading URLs from the left. In \`https://shop.example.com.account-check.net/login\` the real domain is \`account-check.net\`; in \`https://shop.example.com@evil.example/\` everything before \`@\` is a user-name field and the browser goes to \`evil.example\`.

### Clients and servers

Your browser is the **client**: it asks. The machine holding the website is the **server**: it answers. A "website" is just files and programs on a server (a web server such as nginx, an application written in Node.js, Python or Java) that respond to requests. One IP address can serve many sites; the \`Host\` header of each request says which one is meant. A CDN (content delivery network) keeps copies of files on servers close to users so pages load faster, and a reverse proxy or load balancer often sits in front of the real servers to spread the traffic.

The most important security fact about this split: **the server cannot trust anything the client sends.** The page, its JavaScript and its form checks run on the user's machine, and the user can change them or skip the browser entirely and send requests by hand. Checks in the browser are for convenience; the server must check everything again. Likewise, anything the server sends to the browser (HTML comments, hidden fields, API responses) can be read by the user.

### What HTTPS protects and what it does not

HTTPS is HTTP sent inside a TLS connection. It gives you three things:

- **Confidentiality**: the path, query, headers, cookies and body are encrypted, so someone on the same Wi-Fi or an internet provider cannot read them.
- **Integrity**: any change to the data in transit is detected, so nobody can inject content into the page.
- **Server authentication**: the certificate, signed by a certificate authority the browser trusts, proves the server controls that domain name. This is also what defeats a forged DNS answer: a machine pretending to be \`shop.example.com\` cannot present a valid certificate for it, so the browser shows an error instead of the page.

It does not make a site honest. A phishing site can get a valid certificate for its own look-alike domain in minutes, so the padlock only means "you are privately connected to whoever owns this name". The name of the site you visit is usually still visible to the network (through the DNS lookup and the server name sent at the start of the TLS handshake), even though the rest of the traffic is hidden. And HTTPS protects data only on the way: once it reaches the server, or a device infected with malware, it is as safe as that machine.

### See it yourself

Open your browser's developer tools (F12), go to the **Network** tab and reload any page. Every row is one request: the HTML, each stylesheet, script, image and API call. Click one and look at:

- **Headers**: the request URL, method, status code and remote address;
- **Timing**: how long the DNS lookup, the connection, the TLS setup, the wait for the server's first byte and the download each took.

Click the icon left of the address bar to see the site's certificate: who it was issued to, by whom, and until when.

### Worked example

\`curl -v\` shows the whole chain from a terminal. This is a trimmed session against a test shop (the address comes from a range reserved for documentation):

\`\`\`text
$ curl -v https://shop.example.com/orders
* Host shop.example.com:443 was resolved.
* IPv4: 203.0.113.10
*   Trying 203.0.113.10:443...
* Connected to shop.example.com (203.0.113.10) port 443
* SSL connection using TLSv1.3 / TLS_AES_128_GCM_SHA256
* Server certificate:
*  subject: CN=shop.example.com
*  expire date: Feb 14 23:59:59 2027 GMT
*  issuer: C=US; O=Let's Encrypt; CN=R11
*  SSL certificate verify ok.
> GET /orders HTTP/2
> Host: shop.example.com
> User-Agent: curl/8.11.1
>
< HTTP/2 302
< location: /login?next=%2Forders
\`\`\`

Read it top to bottom: the DNS answer (203.0.113.10), the connection to port 443, the TLS version and the certificate (its subject matches the host, it is not expired, and verification succeeded), then the request lines marked \`>\` and the response lines marked \`<\`. The server answered \`302\` with a \`location\` header: you are not signed in, so it redirects you to the login page and remembers where you wanted to go in the query string.

Now a link from a suspicious email: \`https://shop.example.com.secure-login.app/orders\`. Reading the host from the right, the registered domain is \`secure-login.app\`, not \`example.com\`. It may well have a valid certificate; that proves only who owns \`secure-login.app\`.

### Common mistakes

- **Trusting the padlock.** It proves a private connection to the owner of the domain, not that the owner is who you think. Check the domain itself.
- **Clicking through certificate warnings.** On a café network a warning is exactly what interception looks like. Stop, and fix the clock or the network instead.
- **Reading a URL from the left.** Find the registered domain just before the first \`/\` of the path; anything before an \`@\` is not the host.
- **Putting secrets in URLs.** Query strings are saved in browser history, server and proxy logs and analytics. Send tokens in headers or the body.
- **Hiding things in the page.** Hidden fields, HTML comments and client-side checks are visible and editable by any user; decide and enforce on the server.
- **Expecting a DNS change to apply at once.** Old answers stay cached until their TTL runs out, so a moved site can keep reaching the old server for a while.

### At work

Every web role uses this chain. Frontend developers live in the Network tab: why is this page slow, which request failed, what did the API really return. Backend and DevOps engineers look up DNS records with \`dig\` or \`nslookup\`, watch certificate expiry dates (an expired certificate takes a site down as surely as a crash) and configure CDNs and load balancers. Security engineers put an intercepting proxy such as Burp Suite or OWASP ZAP between the browser and the server, which shows and lets them change every request, the same picture you saw in the Network tab. A junior is typically asked to find out why a page loads slowly from the waterfall, to check that a new subdomain has a valid certificate, or, in a security team, to look at a reported phishing link and say which domain it really points to.`,
    estimatedMinutes: 120,
    reviewedOn: '2026-11',
    resources: [
      {
        title: 'MDN: How the web works',
        url: 'https://developer.mozilla.org/en-US/docs/Learn_web_development/Getting_started/Web_standards/How_the_web_works',
        kind: 'article',
      },
      {
        title: 'MDN: What is a URL?',
        url: 'https://developer.mozilla.org/en-US/docs/Learn_web_development/Howto/Web_mechanics/What_is_a_URL',
        kind: 'docs',
      },
      {
        title: 'Chrome DevTools: Inspect network activity',
        url: 'https://developer.chrome.com/docs/devtools/network',
        kind: 'interactive',
      },
      {
        title: 'Cloudflare Learning: What is DNS?',
        url: 'https://www.cloudflare.com/learning/dns/what-is-dns/',
        kind: 'article',
      },
    ],
  },
  {
    key: 'command-line-basics',
    title: 'Command Line Basics',
    summary:
      'Move around, manage files, chain commands with pipes, quote variables correctly and write small scripts that stop on errors.',
    contentMd: `### Why bother with the terminal?

Almost every developer tool, from Git to npm to deployment scripts, is driven from the command line, and servers usually have no graphical interface at all: you reach them over SSH and type. You type a command, press Enter, and the **shell** (Bash on most Linux servers, Zsh on recent macOS) runs it. It feels slow at first and becomes much faster than clicking within a week, because commands can be repeated, combined and saved in scripts.

### Moving around

The shell always has a **current directory**. These commands work in macOS and Linux terminals and in Git Bash or WSL on Windows:

\`\`\`bash
pwd                 # print the directory you are in
ls -la              # list files, including hidden ones, with details
cd projects         # go into the "projects" folder
cd ..               # go up one level
cd ~                # go to your home directory
cd -                # go back to the previous directory
\`\`\`

A path starting with \`/\` is **absolute** (from the top of the file system); any other path is **relative** to where you are. Files whose names start with a dot, such as \`.env\` or \`.git\`, are hidden from a plain \`ls\`, which is why \`ls -la\` is the habit: configuration and secrets often live in exactly those files.

### Creating and changing files

\`\`\`bash
mkdir my-site                 # make a folder
touch my-site/index.html      # create an empty file
cp index.html backup.html     # copy
mv backup.html old.html       # move or rename
rm old.html                   # delete (no recycle bin!)
cat index.html                # print a file's contents
less server.log               # page through a long file (q quits)
\`\`\`

\`mv\` to a new name in the same folder is how you rename. \`rm\` and \`rm -r\` (a folder and everything inside it) delete immediately and for good.

### Pipes, redirection and searching

Small commands become powerful when chained. A pipe \`|\` sends one command's output into the next, and \`>\` writes output to a file (replacing it) while \`>>\` appends:

\`\`\`bash
grep -r "localhost" src/                 # every line containing localhost, in every file under src/
grep -c "ERROR" app.log                  # count the matching lines instead of printing them
grep -i -n "password" config.yml         # ignore case, show line numbers
sort names.txt | uniq | wc -l            # count the distinct lines
grep "ERROR" app.log > errors.txt        # save the matches to a file
\`\`\`

\`uniq\` only drops repeats that sit next to each other, hence the \`sort\` before it; \`uniq -c\` prefixes each line with how many times it occurred. Errors go to a separate stream: \`2>\` redirects them, so \`command 2> errors.txt\` keeps them apart from the normal output.

### Quoting and variables

The shell splits what you type into words at spaces and expands some characters before the command ever sees them: \`$name\` becomes the value of a variable, \`*\` becomes the matching file names. Quotes control this:

- **Single quotes** keep everything literally: \`echo 'Total: $5'\` prints \`Total: $5\`.
- **Double quotes** keep the spaces together but still expand \`$variables\` (and \`\` \`commands\` \`\`): with \`name=world\`, \`echo "hello $name"\` prints \`hello world\`, while \`echo 'hello $name'\` prints \`hello $name\`.

Always write \`"$var"\` with double quotes when you use a variable. Without them the shell splits its value at spaces and expands any \`*\` in it: with \`file="my report.txt"\`, \`rm $file\` tries to delete two files, \`my\` and \`report.txt\`, while \`rm "$file"\` deletes the one you meant. Note also that \`name = world\` (with spaces) is not an assignment: the shell looks for a command called \`name\`.

### Exit codes and safer scripts

Every command ends with an **exit status**: \`0\` means success, anything else means failure. \`$?\` holds the status of the last command, \`a && b\` runs \`b\` only if \`a\` succeeded, and \`a || b\` runs \`b\` only if \`a\` failed.

A shell script is just commands in a file. By default a script **keeps going after a command fails**, which is dangerous: if \`cd build\` fails, the next \`rm -rf *\` runs in the wrong folder. So scripts start with:

\`\`\`bash
#!/usr/bin/env bash
set -euo pipefail
\`\`\`

\`set -e\` stops the script at the first command that fails (failures inside an \`if\` condition or on the left of \`&&\` and \`||\` are treated as handled and do not stop it). \`set -u\` makes using an unset variable an error instead of an empty string, and \`set -o pipefail\` makes a pipeline fail when any command in it fails, not only the last one.

### Habits that save you

- Press **Tab** to auto-complete file and folder names, and the **Up arrow** to bring back previous commands.
- Most commands explain themselves with \`--help\`, or \`man ls\` for the full manual.
- \`Ctrl+C\` stops a running command.
- Run \`ls\` on a pattern before you \`rm\` it, and be careful with \`rm -r\`: it deletes folders and everything inside immediately.
- Use \`sudo\` (run as the administrator) only for the one command that needs it, never to make an error go away.
- Do not type passwords or tokens as command arguments: the shell saves commands in its history file (\`~/.bash_history\`), and the arguments of a running program can be seen by other users of the machine with \`ps\`.
- Read a script before you pipe it into a shell. \`curl https://... | bash\` runs whatever that server sends, unseen.

### Worked example

You look after a small Linux server and want to know who is trying to guess SSH passwords. Login failures are logged in \`/var/log/auth.log\` (on Debian and Ubuntu), one line each:

\`\`\`text
Nov 27 03:14:07 web1 sshd[2213]: Failed password for invalid user admin from 198.51.100.23 port 52144 ssh2
Nov 27 03:14:09 web1 sshd[2215]: Failed password for root from 198.51.100.23 port 52160 ssh2
Nov 27 03:20:41 web1 sshd[2301]: Failed password for deploy from 203.0.113.77 port 40112 ssh2
\`\`\`

Build the answer one pipe at a time, checking the output at each step:

\`\`\`bash
grep -c "Failed password" /var/log/auth.log          # how many failures? e.g. 1893
grep "Failed password" /var/log/auth.log \\
  | awk '{print $(NF-3)}' \\
  | sort | uniq -c | sort -rn | head -n 5
\`\`\`

\`awk '{print $(NF-3)}'\` prints the fourth field from the end of each line, the IP address; \`sort | uniq -c\` counts each address; \`sort -rn\` puts the biggest count first and \`head -n 5\` keeps the top five:

\`\`\`text
   1840 198.51.100.23
     41 203.0.113.77
     12 192.0.2.5
\`\`\`

One address made almost all the attempts: a password-guessing bot. The follow-up is to check that password login is disabled for SSH (keys only) and that the address is blocked or rate-limited. Saved as a script with \`set -euo pipefail\` and \`"$LOG"\` quoted, the same pipeline becomes a daily report.

### Common mistakes

- **Unquoted variables.** \`rm -rf $DIR/*\` with an empty or unset \`DIR\` becomes \`rm -rf /*\`. Quote (\`"$DIR"\`) and use \`set -u\`.
- **Scripts without \`set -e\`.** A failed step is silently ignored and the next one runs on a broken state. Stop at the first failure.
- **Single quotes where you wanted a variable.** \`'$HOME'\` stays literally \`$HOME\`; use double quotes when you want the value.
- **\`uniq\` without \`sort\`.** Repeats that are not next to each other are all kept, so the count is wrong.
- **\`sudo\` as a fix for everything.** Files created as root end up unusable by your own user, and a mistake runs with full power. Find out why permission was denied.
- **Secrets on the command line.** Read them from an environment variable or a file with tight permissions instead.

### At work

Developers use the terminal for Git, package managers, running tests and reading logs on a server over SSH. DevOps engineers write the shell scripts that build and deploy, and CI pipelines run them: those scripts start with \`set -euo pipefail\` and are checked with ShellCheck. In a security team, the same \`grep\`, \`sort\`, \`uniq -c\` pipelines are the first tool of incident response, long before a big log platform answers: who logged in, from where, how often. Junior tasks include searching a codebase for every use of a deprecated function with \`grep -rn\`, pulling the top error messages out of a log, or fixing a deploy script that kept going after a failed step.`,
    estimatedMinutes: 150,
    reviewedOn: '2026-11',
    resources: [
      {
        title: 'MDN: Command line crash course',
        url: 'https://developer.mozilla.org/en-US/docs/Learn_web_development/Getting_started/Environment_setup/Command_line',
        kind: 'article',
      },
      {
        title: 'GNU Bash manual: Quoting',
        url: 'https://www.gnu.org/software/bash/manual/html_node/Quoting.html',
        kind: 'docs',
      },
      {
        title: 'GNU Bash manual: The Set Builtin (set -e, -u, -o pipefail)',
        url: 'https://www.gnu.org/software/bash/manual/html_node/The-Set-Builtin.html',
        kind: 'docs',
      },
      {
        title: 'OverTheWire: Bandit (practise the shell level by level)',
        url: 'https://overthewire.org/wargames/bandit/',
        kind: 'interactive',
      },
    ],
  },
  {
    key: 'git-basics',
    title: 'Git Basics',
    summary:
      'Track changes with commits, branches and merges, undo safely with restore and revert, and keep secrets out of history.',
    contentMd: `### What Git does

Git records **snapshots** of your project over time. Each snapshot is a **commit** with an author, a date, a message explaining why it was made, and an id (a hash such as \`3f9c2ab\`) computed from its content and its parent commit. Because every commit points to the one before it, the history is a chain you can read, compare and return to: if you break something, you can see exactly what changed and go back to a version that worked.

Git is distributed: every clone holds the whole history, not only the latest files. That is why it works offline, and why anything that ever entered the history travels with every copy.

### The everyday loop

\`\`\`bash
git init                      # start tracking the current folder
git status                    # what has changed?
git diff                      # the exact lines that changed
git add index.html            # stage a file for the next commit
git commit -m "Add homepage"  # save the snapshot
git log --oneline             # list previous commits
\`\`\`

Git has three areas: the **working directory** (your files), the **staging area** (what will go into the next commit) and the **repository** (the saved history). \`git add\` moves changes to the staging area; \`git commit\` saves them to history. The staging area lets you commit some changes and leave others for later, so each commit stays about one thing. Nothing here talks to a server: \`git push\` is the separate step that uploads commits to a remote such as GitHub.

### Branches

A branch is a movable label pointing at a commit. It lets you work on a feature without disturbing the main line:

\`\`\`bash
git switch -c add-contact-form   # create and switch to a new branch
# ...edit, add, commit...
git switch main
git merge add-contact-form       # bring the work into main
\`\`\`

If both branches changed the same lines, Git stops with a **merge conflict**. Open the file, keep the right content and delete the conflict markers (\`<<<<<<<\`, \`=======\` and \`>>>>>>>\`), then \`git add\` and \`git commit\`. Changes to different lines, or to different files, merge automatically.

### Undoing changes: restore, revert and reset

Which undo you need depends on where the change is and whether others already have it:

\`\`\`bash
git restore app.js            # throw away uncommitted edits to app.js (gone for good)
git restore --staged app.js   # unstage app.js, keeping the edits in the file
git revert 3f9c2ab            # new commit that undoes commit 3f9c2ab
git reset --hard HEAD~1       # move the branch back one commit, discarding it
\`\`\`

\`git revert <commit>\` does not delete anything: it adds a **new commit** that applies the opposite of the old one, so the history keeps both the mistake and its correction. That makes it the safe way to undo on a shared branch such as \`main\`: your teammates simply pull one more commit.

\`git reset\` moves the branch label itself to an earlier commit, and \`--hard\` also overwrites your files. On commits only you have, that is fine. On commits already pushed it rewrites shared history: you would have to force-push, and everyone who pulled the old commits now has a history that no longer matches. Use \`reset\` for your own local work and \`revert\` for anything others already have.

### Secrets and history

Because every clone carries the full history, **deleting a file in a new commit does not remove it from the history**. A password committed last month can still be read with \`git log -p\` or \`git show\`, by anyone who has a clone and by anyone who can read the repository on GitHub. Attackers run tools that scan public repositories for keys within minutes of a push.

So the first line of defence is never committing secrets at all: keep them in environment variables or a secrets manager, and list \`.env\` in \`.gitignore\`. The second is a scanner: GitHub's secret scanning with push protection, or a pre-commit hook such as gitleaks, can block a push that contains a recognised key.

If a secret does get committed and pushed, **revoke or rotate it first**; treat it as known to attackers. Removing it from history (with \`git filter-repo\`, then a coordinated force-push, as GitHub's guide on removing sensitive data describes) is a clean-up step that comes after, because copies may already exist.

Two more facts matter for security. The author name and email on a commit are whatever the committer configured, so anyone can create a commit that claims to be you; signed commits (with an SSH or GPG key) are what GitHub marks as **Verified**. And a \`.git\` folder left on a web server lets anyone download it and rebuild the entire source code and its history.

### Good habits

- Commit small, related changes with messages that say *why*.
- Run \`git status\` and \`git diff\` before committing.
- Add a \`.gitignore\` so secrets (\`.env\`), \`node_modules\` and build output such as \`dist/\` never enter history: dependencies and builds can be regenerated, and a secret once committed stays in the history.
- To undo a commit that others already have, use \`git revert <commit>\`: it adds a new commit that reverses the change and keeps history intact.
- Pull before you start and push often, so branches do not drift far apart.

### Worked example

On Friday a teammate merged a commit into \`main\` that added a debug endpoint and, by mistake, the file \`.env\` with the live payment API key. Here is the clean-up.

First, find the commit:

\`\`\`bash
$ git log --oneline -3
a41d9e0 Add debug endpoint for orders
7c2b113 Show order totals with tax
5e90f4d Fix pagination on the orders page
$ git show --stat a41d9e0
 .env                  |  2 ++
 src/routes/debug.js   | 18 ++++++++++++++++++
\`\`\`

**Step 1, the key.** The commit is on GitHub, so the key is compromised. Revoke it in the payment provider's dashboard, create a new one and store it in the deployment's secret settings, not in the repository.

**Step 2, the code.** \`main\` is shared, so undo the commit with a new one instead of rewriting history:

\`\`\`bash
$ git revert a41d9e0
[main 9b3f1c7] Revert "Add debug endpoint for orders"
 2 files changed, 20 deletions(-)
$ echo ".env" >> .gitignore
$ git add .gitignore && git commit -m "Ignore .env so local secrets are never committed"
$ git push
\`\`\`

**Step 3, check.** \`git log -p -S "sk_live" --all\` still finds the old key in commit \`a41d9e0\`: the revert removed the file from the current version, not from history. That is acceptable because the key no longer works; if the repository were public, the team would also purge the file from history and force-push, in agreement with everyone who has a clone.

### Common mistakes

- **Thinking a deleting commit removes a secret.** It stays in history; rotate the secret, then clean history if needed.
- **\`git reset --hard\` plus force-push on a shared branch.** Teammates' clones break and work can be lost. Use \`git revert\`.
- **\`git add .\` without looking.** It stages stray files such as \`.env\`, logs and editor backups. Check \`git status\` first and keep \`.gitignore\` current.
- **Adding \`.gitignore\` after the fact.** It only ignores untracked files; a file already committed must be removed with \`git rm --cached\`.
- **Huge commits with messages like "fix".** Nobody can review, revert or understand them later.
- **Trusting the author field.** It is self-declared; rely on signed commits and protected branches.

### At work

Every developer, data scientist and operations engineer uses Git daily: infrastructure, configuration and documentation live in repositories too. Teams protect \`main\` so changes arrive only through reviewed pull requests, run secret scanning on every push, and often require signed commits. When production breaks after a deploy, the usual first move is to \`git revert\` the suspect commit and redeploy. Security engineers read history during reviews and incidents (\`git log -p\`, \`git blame\` to see when and why a line appeared) and hunt for leaked credentials. A junior is asked to keep commits small and well described, resolve merge conflicts, revert a bad change without force-pushing, and never, ever commit a key.`,
    estimatedMinutes: 150,
    reviewedOn: '2026-11',
    resources: [
      { title: 'Pro Git book (free)', url: 'https://git-scm.com/book/en/v2', kind: 'book' },
      {
        title: 'Pro Git: Undoing things',
        url: 'https://git-scm.com/book/en/v2/Git-Basics-Undoing-Things',
        kind: 'book',
      },
      {
        title: 'GitHub Docs: Removing sensitive data from a repository',
        url: 'https://docs.github.com/en/authentication/keeping-your-account-and-data-secure/removing-sensitive-data-from-a-repository',
        kind: 'docs',
      },
      { title: 'Learn Git Branching (interactive)', url: 'https://learngitbranching.js.org/', kind: 'interactive' },
    ],
  },
  {
    key: 'github-collaboration',
    title: 'Collaborating on GitHub',
    summary:
      'Work with others on GitHub: remotes and fetch vs pull, pull requests from branch to merge, keeping a branch up to date, protected branches and code owners, contributing through a fork, and reviews that help.',
    contentMd: `### Remotes

Git works on your machine; GitHub hosts a copy of the repository online so others can see it, review it and build on it. Each online copy you talk to is a **remote**, a short name for a URL. When you clone a repository, Git names the copy you cloned from \`origin\`.

\`\`\`bash
git clone https://github.com/owner/project.git   # copy a repository locally
git remote -v                                    # list remotes and their URLs
git fetch origin                                 # download new commits, change nothing of yours
git pull                                         # fetch, then merge them into your branch
git push -u origin my-branch                     # upload your branch and remember where it goes
\`\`\`

The difference between \`fetch\` and \`pull\` matters. \`git fetch\` only downloads: it updates **remote-tracking branches** such as \`origin/main\`, your own view of where the remote was, and leaves your branches and files alone, so you can look before you mix anything in (\`git log main..origin/main\` shows what is new). \`git pull\` is a fetch followed by integrating the remote branch into the one you are on, which can create a merge commit or even a conflict. The \`-u\` on your first push sets the branch's upstream, so later a plain \`git push\` or \`git pull\` knows which remote branch you mean.

### The pull request flow

Most teams follow a simple routine often called **GitHub flow**:

1. Create a branch from \`main\` for one piece of work, ideally tied to an issue that says what and why.
2. Commit and push it.
3. Open a **pull request (PR)** describing what changed and why.
4. Teammates **review** the diff, leave comments and request changes.
5. Automated checks (tests, linting, a build) run on the PR.
6. Once approved and green, the branch is merged into \`main\` and deleted.

A pull request is a conversation about a branch: every new commit you push to that branch appears in it automatically, so you answer feedback by pushing more commits, not by opening a new PR. If you want early feedback on unfinished work, open it as a **draft**: a draft cannot be merged, and code owners are not asked to review it until you mark it ready.

A good PR is small (a reviewer can read a few hundred lines with care, not a few thousand), has a clear title, explains how to test it, shows screenshots for visual changes and links the related issue. A closing keyword such as \`Closes #42\` (also \`Fixes\` or \`Resolves\`) closes the issue automatically when the PR is merged, but only when the PR targets the repository's default branch; merged into any other branch, the keyword does nothing.

When the PR is ready, GitHub offers three ways to merge it: a **merge commit** keeps every commit plus one commit that joins the branches; **squash and merge** combines the branch into a single commit on \`main\`; **rebase and merge** replays the commits on top of \`main\` without a merge commit. Teams pick one and often turn the others off.

### Keeping your branch up to date

While your PR waits, \`main\` moves on. If someone else changed the same lines, GitHub shows that the branch has conflicts and cannot be merged. You have two ways to catch up. **Merging** \`main\` into your branch (\`git fetch origin\` then \`git merge origin/main\`) is always safe: it only adds a commit. **Rebasing** (\`git rebase origin/main\`) replays your commits on top of the new \`main\` and gives a tidier history, but it rewrites your branch's commits, so the next push is rejected and must be forced.

Force with care. \`git push --force-with-lease\` overwrites the remote branch only if it is still where you last saw it, so you cannot silently wipe a commit a teammate pushed in the meantime; a plain \`--force\` would. The rule of thumb: rebase only branches that nobody else builds on, and never rewrite \`main\`.

### Protected branches and required checks

On a team, nobody pushes straight to \`main\`. Administrators protect it with a **branch protection rule** or a **ruleset**, which can require a pull request before merging, a number of approving reviews, status checks (the CI jobs) that must pass, and conversations to be resolved. With those rules on, the merge button stays disabled until every requirement is met. A **CODEOWNERS** file (in \`.github/\`, the repository root or \`docs/\`) names the people or teams responsible for paths, for example \`/src/payments/ @acme/payments\`; they are requested as reviewers automatically, and the rules can demand their approval ([GitHub Docs: About code owners](https://docs.github.com/en/repositories/managing-your-repositorys-settings-and-features/customizing-your-repository/about-code-owners)).

Two details surprise newcomers. You cannot approve your own pull request. And a "Request changes" review blocks the merge only when the rules require reviews; without them it is a strong comment, not a lock. Many teams also dismiss stale approvals, so pushing new commits after an approval means asking for another review.

### Contributing to someone else's project

You cannot push to a repository you do not own, so you **fork** it (your own copy on GitHub), push a branch to your fork, and open a PR back to the original. Read the project's \`CONTRIBUTING.md\` first: it says how to build and test, which style to follow, and whether to open an issue before a large change. Issues labelled "good first issue" are a friendly place to start.

Your clone then has two remotes: \`origin\` (your fork, where you push) and, by convention, \`upstream\` (the original, where you fetch the latest work). Start each new piece of work from a fresh \`upstream/main\`, not from a fork that may be months old. In public repositories, the project's GitHub Actions workflows usually wait for a maintainer to approve them on a first-time contributor's PR, and they do not get the project's secrets, so a check that waits is normal.

### Reviewing kindly

Reviewing is half of the job. Review the code, not the person. Ask questions ("What happens if the list is empty?"), suggest concrete changes and point out what is good, too. Read the description first, run the change if you can, and look for behaviour bugs, missing tests and unclear names before style (a formatter and linter should settle style). GitHub lets you attach a **suggestion** to a line, which the author can commit with one click.

When you submit, you choose **Comment** (feedback without a verdict), **Approve** (ready to merge) or **Request changes** (something must be fixed first). Say which comments block the merge and which are optional, for example by starting small preferences with "nit:". As an author, answer every comment, with a fix or a reason, and resolve the thread when it is settled.

### Worked example

Sam wants to fix a broken link in the docs of an open-source project, \`acme/widgets\`, after finding an issue (#87) that reports it.

\`\`\`bash
# 1. Fork acme/widgets on GitHub, then clone your fork
$ git clone https://github.com/sam/widgets.git && cd widgets
$ git remote add upstream https://github.com/acme/widgets.git
$ git remote -v
origin    https://github.com/sam/widgets.git (fetch)
origin    https://github.com/sam/widgets.git (push)
upstream  https://github.com/acme/widgets.git (fetch)
upstream  https://github.com/acme/widgets.git (push)

# 2. Start from the project's latest main, on a branch named for the work
$ git fetch upstream
$ git switch -c fix-install-link upstream/main

# 3. Fix, commit, push to the fork
$ git commit -am "Fix broken install link in README"
$ git push -u origin fix-install-link
\`\`\`

On GitHub, Sam opens a PR from \`sam:fix-install-link\` to \`acme:main\` titled "Fix broken install link in README", with "Fixes #87" and a line on how to check it. A maintainer approves the workflow run, the link checker passes, and a reviewer leaves a suggestion to use the new docs URL. Sam commits the suggestion from the PR page. Meanwhile \`main\` has moved and GitHub reports a conflict in the README, so Sam updates the branch:

\`\`\`bash
$ git fetch upstream
$ git rebase upstream/main        # fix the conflict, git add README.md, git rebase --continue
$ git push --force-with-lease
\`\`\`

The PR updates itself, the checks run again, the reviewer approves, and the maintainer squashes and merges. Issue #87 closes automatically because the PR targeted the default branch. Sam deletes the branch and, before the next contribution, starts again from \`git fetch upstream\`.

### Common mistakes

- **Huge pull requests.** A PR that mixes a feature, a refactor and three fixes gets a shallow review. Split it into small PRs that each do one thing.
- **Working on \`main\` in your fork.** Your PR then changes whenever you push anything. Use one branch per piece of work.
- **A plain \`git push --force\` on a shared branch.** It can delete a teammate's commits. Use \`--force-with-lease\`, and only on your own branches.
- **Opening a new PR for every round of feedback.** Push more commits to the same branch; the PR and its discussion update together.
- **Starting from a stale fork.** Fetch \`upstream\` and branch from \`upstream/main\`, or you will fix conflicts that did not need to exist.
- **Reviews that only say "LGTM" or "this is wrong".** Say what you checked, and give reasons and a way forward.

### At work

Every developer works this way. A junior's first weeks are usually small PRs: a bug fix from the issue tracker, a missing test, a copy change. The team expects a clear description, green checks before asking for review, and quick, polite answers to comments. Juniors review too, from the start: reading others' PRs is the fastest way to learn a codebase, and a question such as "why is this retried three times?" is a useful review.

Teams protect \`main\` with required reviews and status checks, use CODEOWNERS so the right people see changes to their area, and connect PRs to issues on a project board. Many use the GitHub CLI (\`gh pr create\`, \`gh pr checkout 123\`) and an editor integration for reviews; AI review tools may add comments, but a human still approves. Contributing a small fix to an open-source library you use is also one of the best things a junior can show in a portfolio.`,
    estimatedMinutes: 120,
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
      {
        title: 'GitHub Skills: Review pull requests (interactive)',
        url: 'https://github.com/skills/review-pull-requests',
        kind: 'interactive',
      },
    ],
  },
  {
    key: 'http-and-apis',
    title: 'HTTP and APIs',
    summary:
      'Read HTTP requests and responses: methods and idempotency, status codes, headers and cookies, and call a REST API safely from code.',
    contentMd: `### Requests and responses

Every HTTP exchange is a **request** from a client and a **response** from a server. A request has a **method**, a **URL**, **headers** and sometimes a **body**. A response has a **status code**, headers and usually a body. Written out, as HTTP/1.1 sends them, they are plain text:

\`\`\`http
POST /api/orders HTTP/1.1
Host: shop.example.com
Content-Type: application/json
Authorization: Bearer eyJhbGciOi...

{"productId": 42, "quantity": 2}
\`\`\`

\`\`\`http
HTTP/1.1 201 Created
Content-Type: application/json
Location: /api/orders/1042

{"id": 1042, "status": "pending"}
\`\`\`

HTTP/2 and HTTP/3 encode the same parts more compactly, but the meaning is identical, and it is what browser developer tools and \`curl\` show you. Each request stands on its own: HTTP is **stateless**, so the server knows who you are only because every request carries something that says so, such as a cookie or an \`Authorization\` header.

### Methods: safe and idempotent

| Method | Typical meaning |
| --- | --- |
| \`GET\` | Read something (no body, safe to repeat) |
| \`POST\` | Create something or trigger an action |
| \`PUT\` | Replace something with the body sent |
| \`PATCH\` | Change part of something |
| \`DELETE\` | Remove something |

Two properties of methods matter in practice. A **safe** method only reads: \`GET\` (and \`HEAD\` and \`OPTIONS\`) must not change data, because browsers, caches, link previews and crawlers may repeat or prefetch a \`GET\` on their own, so one that changed data could delete things nobody meant to.

An **idempotent** method has the same effect on the server whether it is sent once or several times. \`PUT\` is idempotent: it replaces the resource with the body sent, so sending \`PUT /users/7\` with the same body twice leaves user 7 exactly as sending it once would. \`DELETE\` is idempotent too (the second call may answer \`404\`, but the resource is gone either way), and so are the safe methods. \`POST\` is **not**: two identical \`POST /orders\` may create two orders. \`PATCH\` **need not be**: "set the email to x" is idempotent, "add 1 to the counter" is not. This matters when a response gets lost: a client may safely retry an idempotent request, but retrying a \`POST\` can charge a customer twice, which is why payment APIs ask for an idempotency key with each request. The definitions are in [RFC 9110, the HTTP specification](https://www.rfc-editor.org/rfc/rfc9110.html).

### Status codes

Status codes are grouped by their first digit:

- **2xx success**: \`200 OK\`; \`201 Created\` when a new resource was made; \`204 No Content\` when there is nothing to send back.
- **3xx redirects**: the resource is elsewhere (\`301\`, \`302\`, with a \`Location\` header), or \`304 Not Modified\`, use your cached copy.
- **4xx the client made a mistake**: \`400 Bad Request\` (malformed or invalid input), \`401 Unauthorized\` (not authenticated: no valid credentials were sent), \`403 Forbidden\` (authenticated, but not allowed), \`404 Not Found\`, \`409 Conflict\`, \`429 Too Many Requests\` (slow down).
- **5xx the server failed**: \`500 Internal Server Error\`, \`502 Bad Gateway\`, \`503 Service Unavailable\`. The request may have been fine.

Despite its name, \`401\` is about who you are and \`403\` is about what you may do. Servers often answer \`404\` rather than \`403\` for other people's records, so they do not even confirm the record exists.

### Headers, cookies and state

Headers are \`Name: value\` lines of metadata. Their names are case-insensitive: \`Content-Type\` and \`content-type\` are the same header, and the \`Headers\` object that \`fetch\` gives you stores names in lower case and joins repeated values with \`", "\`. Common ones:

- \`Content-Type\` says what the body is (\`application/json\`, \`text/html\`), and \`Accept\` what the client wants back.
- \`Authorization\` carries credentials, usually \`Bearer <token>\` for APIs.
- \`Set-Cookie\` (response) stores a cookie in the browser, and \`Cookie\` (request) sends it back on later requests to the same site. Session cookies should be set with \`HttpOnly\` (scripts cannot read them), \`Secure\` (sent over HTTPS only) and \`SameSite\` (limits sending them with requests from other sites).
- \`Location\` points to a new or moved resource, and \`Cache-Control\` says how long a response may be reused.

Everything in a request, method, URL, headers, cookies and body, is chosen by the client. A user can edit any of it with the browser's developer tools or send a completely hand-made request with \`curl\`, so a server decides who the caller is and what they may do on **every** request, from credentials it can verify, never from a field such as \`"role": "admin"\` that the client sent.

### APIs

An **API** (here, a web API) is a set of URLs a program can call to read or change data, usually exchanging **JSON**. A REST-style API models things as resources: \`GET /users/7\` reads user 7, \`POST /users\` creates one, \`PATCH /users/7\` updates part of it and \`DELETE /users/7\` removes it. JSON travels as text: \`JSON.parse\` (or \`response.json()\`) turns it into values, and \`JSON.stringify\` turns values into text. JSON has no \`undefined\`: \`JSON.stringify\` leaves out object properties whose value is \`undefined\`.

\`\`\`javascript
const response = await fetch('https://api.github.com/users/octocat');
if (!response.ok) {
  throw new Error(\`Request failed with status \${response.status}\`);
}
const user = await response.json();
console.log(user.name, user.public_repos);
\`\`\`

Note that \`fetch\` only rejects on network errors (no response arrived at all); a \`404\` or \`500\` still resolves, which is why you check \`response.ok\`, true only for statuses 200 to 299.

### Worked example

\`curl -i\` prints the status line and headers of the response. Here a learner explores an order API with a token in the shell variable \`TOKEN\`:

\`\`\`text
$ curl -i https://shop.example.com/api/orders/1042
HTTP/2 401
www-authenticate: Bearer
content-type: application/json

{"error":"authentication required"}

$ curl -i -H "Authorization: Bearer $TOKEN" https://shop.example.com/api/orders/1042
HTTP/2 200
content-type: application/json

{"id":1042,"customerId":77,"total":"59.90","status":"paid"}

$ curl -i -H "Authorization: Bearer $TOKEN" https://shop.example.com/api/orders/1043
HTTP/2 404
content-type: application/json

{"error":"not found"}
\`\`\`

Without credentials the server answers \`401\`. With the token, order 1042 (ours) comes back. Order 1043 belongs to another customer, and the server answers \`404\`: it checked that the order belongs to the caller, not only that the caller is logged in. Had it returned the order, any customer could read every order by counting up the id, the flaw the OWASP API Security Top 10 lists first as [broken object level authorization](https://owasp.org/API-Security/editions/2023/en/0xa1-broken-object-level-authorization/).

Now cancel the order. The request times out, so you send it again:

\`\`\`bash
curl -X PUT -H "Authorization: Bearer $TOKEN" -H "Content-Type: application/json" \\
  -d '{"status":"cancelled"}' https://shop.example.com/api/orders/1042/status
\`\`\`

Because \`PUT\` sets the status to a given value, the retry is harmless: the order is cancelled once, whatever the number of calls. A retried \`POST /api/orders\` could have created a second order.

### Common mistakes

- **Changing data with \`GET\`.** Prefetchers and crawlers will trigger it. Use \`POST\`, \`PUT\`, \`PATCH\` or \`DELETE\`.
- **Treating a resolved \`fetch\` as success.** Check \`response.ok\` or the status; a \`404\` and a \`500\` resolve too.
- **Retrying \`POST\` blindly.** Make the operation idempotent (an idempotency key, or a \`PUT\` to a known id) before adding retries.
- **Answering every error with \`200\` and an error message in the body.** Clients, monitoring and caches rely on the status code.
- **Putting tokens in the URL** (\`?api_key=...\`). URLs end up in logs and browser history; send them in the \`Authorization\` header.
- **Trusting what the client sends.** Hidden buttons, a \`role\` field or a user id in the body are all editable; check permissions on the server for every request.

### At work

Frontend and mobile developers call APIs all day and read failures in the Network tab; backend developers design the endpoints, choose status codes and write the authorization checks; DevOps engineers watch the rate of \`5xx\` responses as a health signal. Tools such as \`curl\`, Postman or Bruno send requests by hand, and an OpenAPI document describes what an API accepts. Security testers use an intercepting proxy (Burp Suite, OWASP ZAP) to replay requests with a changed id, method or role and see whether the server still says no. A junior is typically asked to add an endpoint with the right method and status codes, to handle errors from a third-party API, or to reproduce a bug report with a single \`curl\` command.`,
    estimatedMinutes: 150,
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
      {
        title: 'PortSwigger Web Security Academy: API testing (with labs)',
        url: 'https://portswigger.net/web-security/api-testing',
        kind: 'interactive',
      },
    ],
  },
];
