import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/shared.ts (issue 28). */
export const SHARED_CHECKS: ModuleChecks[] = [
  {
    moduleKey: 'how-the-web-works',
    questions: [
      {
        id: 'how-the-web-works-1',
        kind: 'single',
        section: 'From a URL to a page',
        prompt: 'Why does the browser need DNS before it can talk to `example.com`?',
        options: [
          {
            text: 'DNS encrypts the request so nobody in between can read it',
            correct: false,
            why: 'Encryption is the job of TLS, the handshake that puts the "S" in HTTPS. DNS only answers a lookup.',
          },
          {
            text: 'Connections go to IP addresses, and DNS finds the address for the name',
            correct: true,
            why: 'Computers talk using IP addresses; the Domain Name System translates the human-friendly name into one.',
          },
          {
            text: 'DNS sends back the HTML of the page from a nearby copy',
            correct: false,
            why: 'The HTML comes in the HTTP response from a server (or a CDN). DNS returns an address, not content.',
          },
          {
            text: 'The server only accepts browsers that have registered their name with DNS first',
            correct: false,
            why: 'Browsers do not register anywhere; DNS is a lookup service the browser asks, like a phone book.',
          },
        ],
      },
      {
        id: 'how-the-web-works-2',
        kind: 'order',
        section: 'From a URL to a page',
        prompt: 'Put what happens after you press Enter on `https://example.com/about` in order.',
        steps: [
          'The browser parses the URL into protocol, domain and path',
          'A DNS lookup finds the IP address of example.com',
          'The browser connects and does the TLS handshake',
          'It sends GET /about and receives a status code and HTML',
          'It fetches the CSS, JavaScript and images the HTML references and paints the page',
        ],
        why: 'Each step needs the previous one: no address without the parsed name, no connection without the address, no request without the connection, and rendering needs the HTML first.',
      },
      {
        id: 'how-the-web-works-3',
        kind: 'single',
        section: 'From a URL to a page',
        prompt: 'What does the "S" in HTTPS protect you from?',
        options: [
          {
            text: 'Viruses and other malware hidden inside the files you download from the site',
            correct: false,
            why: 'TLS protects the traffic in transit; a malicious file sent over HTTPS arrives encrypted but still malicious.',
          },
          {
            text: 'Too many visitors slowing down the server at busy times',
            correct: false,
            why: 'Load is handled by more servers or a CDN. Encryption actually adds a little work, it does not reduce it.',
          },
          {
            text: 'Someone between you and the server reading or changing the traffic',
            correct: true,
            why: 'The TLS handshake agrees on encryption keys so networks in between (public Wi-Fi, routers) cannot read or alter what is sent.',
          },
        ],
      },
      {
        id: 'how-the-web-works-4',
        kind: 'fill',
        section: 'From a URL to a page',
        prompt:
          'In `https://example.com/about`, `https` is the protocol, `example.com` the domain and `/about` the ____.',
        answers: ['path'],
        caseInsensitive: true,
        why: 'The path names the resource on that server; the browser sends it in the request line, as in `GET /about`.',
      },
      {
        id: 'how-the-web-works-5',
        kind: 'multiple',
        section: 'Clients and servers',
        prompt: 'Which statements are true? Pick all that apply.',
        options: [
          {
            text: 'Your browser is the client: it sends requests',
            correct: true,
            why: 'The client is the side that asks; the browser starts every exchange.',
          },
          {
            text: 'A website is files and programs on a server that answer requests',
            correct: true,
            why: 'That is all a website is: something on a server that responds to HTTP requests.',
          },
          {
            text: 'A CDN keeps copies of files on servers close to users so pages load faster',
            correct: true,
            why: 'A content delivery network shortens the distance the bytes travel, which cuts the waiting time.',
          },
          {
            text: 'The server sends pages to browsers on its own, without being asked',
            correct: false,
            why: 'In HTTP the server answers requests; it does not push pages to browsers that did not ask.',
          },
        ],
      },
      {
        id: 'how-the-web-works-6',
        kind: 'single',
        section: 'See it yourself',
        prompt: "You reload a page with the developer tools' Network tab open. What is one row of the list?",
        options: [
          {
            text: 'One request the page made, with its status, headers and timing',
            correct: true,
            why: 'Every file and API call is its own request, which is why even a simple page shows many rows.',
          },
          {
            text: 'One DNS server that was asked',
            correct: false,
            why: 'DNS lookups are not listed as rows; the Network tab lists HTTP requests (their timing may include the DNS lookup).',
          },
          {
            text: 'One page of the site you visited earlier in this tab, newest at the top',
            correct: false,
            why: 'That is the browser history. The Network tab shows the requests of the current page load.',
          },
        ],
      },
      {
        id: 'how-the-web-works-7',
        kind: 'single',
        section: 'Anatomy of a URL',
        prompt:
          'A message asks you to sign in at `https://bank.example.com.login-verify.net/account`. Which domain does this link really belong to?',
        options: [
          {
            text: 'bank.example.com',
            correct: false,
            why: 'That is only the start of the host name. Whoever owns the domain at the end of the host can put any subdomain in front of it.',
          },
          {
            text: 'login-verify.net',
            correct: true,
            why: 'Read the host from the right: the registered domain is the last part before the path, and everything to its left is a subdomain its owner chose.',
          },
          {
            text: 'example.com, because it appears in the name',
            correct: false,
            why: 'Appearing somewhere in the host means nothing; here `example.com` is just part of a subdomain of login-verify.net.',
          },
          {
            text: 'It cannot be told from the URL; only the certificate shows the owner',
            correct: false,
            why: 'The URL says exactly which host the browser will contact. A certificate would only confirm who controls that same host.',
          },
        ],
      },
      {
        id: 'how-the-web-works-8',
        kind: 'multiple',
        section: 'What HTTPS protects and what it does not',
        prompt: 'You open a page over HTTPS on a café Wi-Fi. What does HTTPS protect? Pick all that apply.',
        options: [
          {
            text: 'The path, query string, cookies and form data you send',
            correct: true,
            why: 'Everything inside the HTTP messages is encrypted, so others on the network cannot read it.',
          },
          {
            text: 'The page content against being changed on the way',
            correct: true,
            why: 'TLS detects any tampering in transit, so nobody in between can inject content.',
          },
          {
            text: 'Proof that the server controls the domain name in the address bar',
            correct: true,
            why: 'The certificate, signed by a trusted authority, is checked against the host name during the handshake.',
          },
          {
            text: 'A guarantee that the site is run by honest people',
            correct: false,
            why: 'A phishing site can get a valid certificate for its own domain; the padlock says nothing about intentions.',
          },
          {
            text: 'Hiding from the network which site you are visiting',
            correct: false,
            why: 'The site name is usually still visible through the DNS lookup and the server name sent at the start of the handshake.',
          },
        ],
      },
      {
        id: 'how-the-web-works-9',
        kind: 'fill',
        section: 'Anatomy of a URL',
        prompt:
          "The scheme, host and port of a URL together form its ____, the boundary browsers use to keep one site's scripts away from another site's data.",
        answers: ['origin'],
        caseInsensitive: true,
        why: 'The same-origin policy compares scheme, host and port: `http://example.com` and `https://example.com` are already two different origins.',
      },
      {
        id: 'how-the-web-works-10',
        kind: 'single',
        section: 'Clients and servers',
        prompt:
          'A sign-up form checks in JavaScript that the age entered is at least 18. What does that check protect on its own?',
        options: [
          {
            text: 'Nothing on the server: anyone can skip the browser and send the request directly',
            correct: true,
            why: "The script runs on the user's machine and can be changed or bypassed, so the server has to check the age again.",
          },
          {
            text: 'Everything, because the browser refuses to send forms that fail validation',
            correct: false,
            why: 'Only this browser with this script refuses; `curl` or an edited page sends whatever it likes.',
          },
          {
            text: 'Everything, as long as the page is served over HTTPS',
            correct: false,
            why: 'HTTPS protects the data in transit; it cannot stop the user at one end from choosing what to send.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'command-line-basics',
    questions: [
      {
        id: 'command-line-basics-1',
        kind: 'single',
        section: 'Moving around',
        prompt: 'What is the difference between `cd ..` and `cd ~`?',
        options: [
          {
            text: 'Both go to the home directory; `~` is just shorter to type',
            correct: false,
            why: '`..` always means the parent of the current directory, wherever you are; only `~` means home.',
          },
          {
            text: '`cd ..` goes up one level; `cd ~` goes to your home directory',
            correct: true,
            why: '`..` is the parent directory and `~` is a shortcut for your home directory.',
          },
          {
            text: '`cd ..` goes back to the previous directory you were in; `cd ~` goes to the top of the disk',
            correct: false,
            why: '`..` is the parent, not the previous location (that is `cd -`), and the top of the disk is `/`, not `~`.',
          },
        ],
      },
      {
        id: 'command-line-basics-2',
        kind: 'fill',
        section: 'Moving around',
        prompt: 'To print the directory the shell is currently in, type ____.',
        answers: ['pwd'],
        why: '`pwd` stands for "print working directory"; the shell always has one current directory.',
      },
      {
        id: 'command-line-basics-3',
        kind: 'order',
        section: 'Creating and changing files',
        prompt:
          'Create a folder `practice` with a file in it, rename the file, then delete the folder. Put the commands in order.',
        steps: [
          'mkdir practice',
          'touch practice/notes.txt',
          'mv practice/notes.txt practice/todo.txt',
          'rm -r practice',
        ],
        why: 'The folder must exist before a file goes in it, the file must exist before `mv` renames it, and `rm -r` removes the folder with everything inside, so it comes last.',
      },
      {
        id: 'command-line-basics-4',
        kind: 'single',
        section: 'Creating and changing files',
        prompt: 'What does `mv backup.html old.html` do?',
        options: [
          {
            text: 'Copies backup.html to a new file called old.html',
            correct: false,
            why: 'Copying is `cp`; after `mv` there is no `backup.html` any more.',
          },
          {
            text: 'Renames backup.html to old.html',
            correct: true,
            why: '`mv` moves a file, and moving it to a new name in the same folder is how you rename.',
          },
          {
            text: 'Moves backup.html into a folder named old.html',
            correct: false,
            why: 'Only if a folder called `old.html` already existed; here it does not, so the file is renamed.',
          },
          {
            text: 'Prints the differences between the two files',
            correct: false,
            why: 'Comparing files is `diff`; `mv` changes the file system and prints nothing on success.',
          },
        ],
      },
      {
        id: 'command-line-basics-5',
        kind: 'multiple',
        section: 'Habits that save you',
        prompt: 'Which of these are true in a typical terminal? Pick all that apply.',
        options: [
          {
            text: 'Tab completes file and folder names',
            correct: true,
            why: 'Auto-completion saves typing and avoids typos in long names.',
          },
          {
            text: 'The Up arrow brings back previous commands',
            correct: true,
            why: 'The shell keeps a history; Up walks back through it.',
          },
          {
            text: '`Ctrl+C` stops the command that is running',
            correct: true,
            why: 'In a terminal `Ctrl+C` interrupts the running program rather than copying text.',
          },
          {
            text: '`rm -r` moves a folder to the recycle bin so you can restore it',
            correct: false,
            why: 'There is no recycle bin on the command line: `rm -r` deletes the folder and its contents immediately.',
          },
        ],
      },
      {
        id: 'command-line-basics-6',
        kind: 'single',
        section: 'Habits that save you',
        prompt: 'How do you find out which options `ls` supports?',
        options: [
          {
            text: 'Run `ls -la` and read its output',
            correct: false,
            why: '`ls -la` lists files with details; it uses options but does not explain them.',
          },
          {
            text: 'Run `man ls` (or `ls --help`)',
            correct: true,
            why: '`man` opens the manual page, and most commands describe their options with `--help` (GNU `ls` on Linux does; the BSD `ls` of macOS has no `--help`, so use `man ls` there).',
          },
          {
            text: 'Options are the same for every command, so learn them once',
            correct: false,
            why: 'Each command has its own options: `-r` means recursive for `rm` but reverse order for `ls`.',
          },
        ],
      },
      {
        id: 'command-line-basics-7',
        kind: 'single',
        section: 'Quoting and variables',
        prompt: 'After `file="my report.txt"`, why is `rm "$file"` right and `rm $file` wrong?',
        options: [
          {
            text: 'Without quotes the shell splits the value at the space, so `rm` gets two names: `my` and `report.txt`',
            correct: true,
            why: 'An unquoted variable is split into words (and its `*` expanded); double quotes keep the value as one argument.',
          },
          {
            text: 'Without quotes the variable is not expanded at all, so `rm` looks for a file literally named `$file`',
            correct: false,
            why: 'That is what single quotes do. Unquoted, the variable is expanded, and then split at spaces.',
          },
          {
            text: 'Both behave the same; the quotes only make the command easier to read',
            correct: false,
            why: 'They differ as soon as the value holds a space or a `*`, which is why quoting variables is a rule, not a style.',
          },
          {
            text: 'Double quotes stop `rm` from asking for confirmation before deleting the file',
            correct: false,
            why: 'Quotes only change how the shell builds the arguments; `rm` itself never sees them.',
          },
        ],
      },
      {
        id: 'command-line-basics-8',
        kind: 'single',
        section: 'Exit codes and safer scripts',
        prompt:
          'A deploy script runs `cd build`, then `rm -rf *`, then `cp -r ../dist/* .`. The `build` folder is missing. What does `set -e` at the top change?',
        options: [
          {
            text: 'Nothing: `set -e` only prints each command before running it',
            correct: false,
            why: 'Printing commands is `set -x`. `set -e` changes what happens when a command fails.',
          },
          {
            text: 'The script stops after the failed `cd`, so `rm -rf *` never runs in the wrong folder',
            correct: true,
            why: '`cd build` exits with a non-zero status, and `set -e` ends the script at the first failing command.',
          },
          {
            text: 'The shell creates the missing `build` folder so that the script can continue as planned',
            correct: false,
            why: 'No option creates folders for you; `mkdir -p build` would have to be written in the script.',
          },
          {
            text: 'The script continues but returns exit code 1 at the end',
            correct: false,
            why: 'That is the default behaviour without `set -e`: every following command still runs, here in the wrong folder.',
          },
        ],
      },
      {
        id: 'command-line-basics-9',
        kind: 'fill',
        section: 'Pipes, redirection and searching',
        prompt:
          'To count how often each line occurs, sorted lines go into `uniq ____`, which prefixes each line with its count.',
        answers: ['-c', '--count'],
        why: '`uniq -c` counts the repeats it drops; the `sort` before it brings equal lines together so each is counted once.',
      },
      {
        id: 'command-line-basics-10',
        kind: 'order',
        section: 'Worked example',
        prompt: 'Put the stages of the pipeline that lists the IP addresses with the most failed SSH logins in order.',
        steps: [
          'grep "Failed password" /var/log/auth.log',
          "awk '{print $(NF-3)}'",
          'sort',
          'uniq -c',
          'sort -rn',
          'head -n 5',
        ],
        why: 'Keep the failure lines, cut out the IP, bring equal IPs together, count them, put the biggest count first, and keep the top five.',
      },
    ],
  },
  {
    moduleKey: 'git-basics',
    questions: [
      {
        id: 'git-basics-1',
        kind: 'single',
        section: 'The everyday loop',
        prompt: 'What is the difference between staging and committing?',
        options: [
          {
            text: 'Staging uploads your changes to GitHub, while committing saves them only on your own machine',
            correct: false,
            why: 'Neither talks to GitHub: both are local. Uploading is `git push`.',
          },
          {
            text: 'They are the same; `git add` is an older name for `git commit`',
            correct: false,
            why: 'They are two steps: `git add` only prepares, and nothing enters history until `git commit`.',
          },
          {
            text: '`git add` chooses what goes into the next snapshot; `git commit` saves it to history',
            correct: true,
            why: 'The staging area is the draft of the next commit, so you can commit some changes and leave others out.',
          },
        ],
      },
      {
        id: 'git-basics-2',
        kind: 'order',
        section: 'The everyday loop',
        prompt: 'You edited `index.html`. Put the everyday loop in order.',
        steps: ['git status', 'git add index.html', 'git commit -m "Add homepage"', 'git log --oneline'],
        why: 'Look at what changed, stage it, save the snapshot, and only then does the new commit appear in the log.',
      },
      {
        id: 'git-basics-3',
        kind: 'fill',
        section: 'Branches',
        prompt: '`git switch ____ add-contact-form` creates a new branch and switches to it.',
        answers: ['-c', '--create'],
        why: '`-c` (long form `--create`) creates the branch first; without it, `git switch` only moves to a branch that already exists.',
      },
      {
        id: 'git-basics-4',
        kind: 'single',
        section: 'Branches',
        prompt: 'What causes a merge conflict?',
        options: [
          {
            text: 'Both branches changed the same lines of a file',
            correct: true,
            why: 'Git cannot know which version is right, so it stops and asks you to choose.',
          },
          {
            text: 'The two branches have a different number of commits',
            correct: false,
            why: 'Branches usually differ in commits; Git merges them automatically unless the same lines changed.',
          },
          {
            text: 'Someone merged into `main` without running `git status`',
            correct: false,
            why: '`git status` only reports; it cannot cause or prevent a conflict.',
          },
          {
            text: 'A file was added on one branch and nothing was changed on the other',
            correct: false,
            why: 'A file added on one side merges cleanly: there is nothing on the other side to disagree with.',
          },
        ],
      },
      {
        id: 'git-basics-5',
        kind: 'order',
        section: 'Branches',
        prompt: '`git merge` stopped with a conflict in `index.html`. Put the steps to finish the merge in order.',
        steps: [
          'Open index.html and find the conflict markers',
          'Keep the right content and delete the <<<<<<<, ======= and >>>>>>> lines',
          'git add index.html',
          'git commit',
        ],
        why: 'You resolve the file first, `git add` marks it resolved, and `git commit` records the merge.',
      },
      {
        id: 'git-basics-6',
        kind: 'multiple',
        section: 'Good habits',
        prompt: 'Which habits keep a Git history useful and safe? Pick all that apply.',
        options: [
          {
            text: 'Add a `.gitignore` so secrets and `node_modules` never enter history',
            correct: true,
            why: 'Once committed, a secret stays in history even if the file is deleted later.',
          },
          {
            text: 'Write commit messages that say why the change was made',
            correct: true,
            why: 'The diff shows what changed; only the message can explain why.',
          },
          {
            text: 'Commit once at the end of the day with everything that changed',
            correct: false,
            why: 'Large mixed commits are hard to review and impossible to undo in part; commit small, related changes.',
          },
          {
            text: 'Check `git status` and `git diff` before committing',
            correct: true,
            why: 'They show what you are about to commit, which catches stray files and debugging code.',
          },
        ],
      },
      {
        id: 'git-basics-7',
        kind: 'single',
        section: 'Undoing changes: restore, revert and reset',
        prompt: 'A commit already pushed to the shared `main` branch broke the build. Which undo suits it best?',
        options: [
          {
            text: '`git reset --hard HEAD~1`, then force-push',
            correct: false,
            why: 'That rewrites history others already pulled; their clones no longer match and work can be lost.',
          },
          {
            text: '`git revert <commit>`, then push',
            correct: true,
            why: 'It adds a new commit that undoes the change, so teammates simply pull one more commit and history stays intact.',
          },
          {
            text: '`git restore .`, which removes the commit from every clone',
            correct: false,
            why: '`git restore` only discards uncommitted edits in your working directory; it never touches commits.',
          },
          {
            text: 'Delete the files it added in a new commit, which also erases them from history',
            correct: false,
            why: 'A new commit can remove the files from the current version, but the old commit and its content stay in history.',
          },
        ],
      },
      {
        id: 'git-basics-8',
        kind: 'order',
        section: 'Secrets and history',
        prompt: 'A live API key was committed and pushed to GitHub. Put the response in order.',
        steps: [
          'Revoke the key and create a new one',
          "Store the new key outside the repository, e.g. in the deployment's secret settings",
          'Remove the file in a new commit and add it to .gitignore',
          'If needed, purge it from history with git filter-repo and a coordinated force-push',
        ],
        why: 'Once pushed, the key must be treated as known, so making it useless comes first; cleaning the repository and its history only follows.',
      },
      {
        id: 'git-basics-9',
        kind: 'fill',
        section: 'Undoing changes: restore, revert and reset',
        prompt:
          'You staged `app.js` by mistake. `git restore ____ app.js` unstages it and keeps your edits in the file.',
        answers: ['--staged', '-S'],
        why: '`--staged` restores the staging area from the last commit; without it, `git restore app.js` would throw your edits away.',
      },
      {
        id: 'git-basics-10',
        kind: 'multiple',
        section: 'Secrets and history',
        prompt: 'Which statements about Git history are true? Pick all that apply.',
        options: [
          {
            text: 'Every clone holds the full history, including files deleted later',
            correct: true,
            why: 'Git is distributed: old commits and their content travel with every copy.',
          },
          {
            text: 'The author name and email of a commit can be set to anything by whoever commits',
            correct: true,
            why: "They come from the committer's own configuration; only signed commits prove who made them.",
          },
          {
            text: 'A `.git` folder served by a web server lets visitors rebuild the source code',
            correct: true,
            why: 'It contains every commit, so downloading it gives the code and its whole history.',
          },
          {
            text: 'Adding a file to `.gitignore` removes it from earlier commits',
            correct: false,
            why: '`.gitignore` only stops untracked files from being added; it changes nothing already committed.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'github-collaboration',
    questions: [
      {
        id: 'github-collaboration-1',
        kind: 'single',
        section: "Contributing to someone else's project",
        prompt: 'Why do you fork a project you want to contribute to instead of only cloning it?',
        options: [
          {
            text: 'Cloning is not allowed for public projects you do not own',
            correct: false,
            why: 'Anyone can clone a public repository; the limit is on pushing.',
          },
          {
            text: 'You cannot push to it, so you push to your own copy and open a PR from there',
            correct: true,
            why: 'A fork is your copy on GitHub that you can push to; the pull request asks the owners to take your branch.',
          },
          {
            text: "A fork automatically runs the project's tests on your code, which a plain clone does not do",
            correct: false,
            why: "Forking only copies the repository; tests run through the project's automated checks on the PR.",
          },
        ],
      },
      {
        id: 'github-collaboration-2',
        kind: 'order',
        section: 'The pull request flow',
        prompt: 'Put the GitHub flow in order.',
        steps: [
          'Create a branch from main for one piece of work',
          'Commit and push the branch',
          'Open a pull request that says what changed and why',
          'Teammates review while automated checks run',
          'Merge into main once approved and green, then delete the branch',
        ],
        why: 'Work happens on a branch, the PR makes it visible, review and checks gate it, and only approved, green work reaches main.',
      },
      {
        id: 'github-collaboration-3',
        kind: 'fill',
        section: 'The pull request flow',
        prompt:
          "Writing `____ #42` in a pull request's description closes issue 42 automatically when the PR is merged.",
        answers: ['Closes', 'Close', 'Closed', 'Fixes', 'Fix', 'Fixed', 'Resolves', 'Resolve', 'Resolved'],
        caseInsensitive: true,
        why: 'GitHub recognises the keywords close, fix and resolve (and their -s and -d forms) before an issue number.',
      },
      {
        id: 'github-collaboration-4',
        kind: 'multiple',
        section: 'The pull request flow',
        prompt: 'What belongs in a helpful pull request? Pick all that apply.',
        options: [
          {
            text: 'A clear title and what changed and why',
            correct: true,
            why: 'Reviewers need the intent to judge whether the code does what it should.',
          },
          {
            text: 'How to test the change',
            correct: true,
            why: 'Steps to try it let a reviewer check the behaviour, not only read the diff.',
          },
          {
            text: 'A link to the related issue',
            correct: true,
            why: 'It connects the code to the problem it solves (and `Closes #42` closes it on merge).',
          },
          {
            text: 'As many unrelated fixes as possible, to save reviews',
            correct: false,
            why: 'A good PR is small and about one thing; unrelated changes make review slow and risky.',
          },
        ],
      },
      {
        id: 'github-collaboration-5',
        kind: 'single',
        section: 'Remotes',
        prompt: 'What does `git pull` do?',
        options: [
          {
            text: 'Uploads your local commits to the remote',
            correct: false,
            why: 'That is `git push`. `pull` goes the other way.',
          },
          {
            text: 'Opens a pull request on GitHub',
            correct: false,
            why: 'Despite the name, pull requests are opened on GitHub (or with its CLI), not by `git pull`.',
          },
          {
            text: 'Copies a whole repository onto your machine for the very first time',
            correct: false,
            why: 'That is `git clone`; `pull` updates a repository you already have.',
          },
          {
            text: 'Fetches new remote commits and merges them into your branch',
            correct: true,
            why: '`git pull` is a fetch followed by an integration of the remote branch into yours.',
          },
        ],
      },
      {
        id: 'github-collaboration-6',
        kind: 'single',
        section: 'Reviewing kindly',
        prompt: 'Which review comment follows the advice of the lesson?',
        options: [
          {
            text: '"This is wrong."',
            correct: false,
            why: 'It gives no reason and no way forward; the author cannot act on it.',
          },
          {
            text: '"What happens here if the list is empty? `items[0]` would be undefined."',
            correct: true,
            why: 'It asks a concrete question about the code and points at the exact risk, without judging the person.',
          },
          {
            text: '"I would never write it like this; you should really know better by now."',
            correct: false,
            why: 'It reviews the person, not the code, and suggests nothing concrete.',
          },
        ],
      },
      {
        id: 'github-collaboration-7',
        kind: 'single',
        section: 'Keeping your branch up to date',
        prompt:
          'You rebased your own pull request branch on the latest `origin/main`, and now `git push` is rejected. What is the safe way to update the PR?',
        options: [
          {
            text: '`git push --force-with-lease`',
            correct: true,
            why: 'A rebase rewrites your commits, so the push must replace the remote branch; the lease refuses if someone else pushed to it since you last fetched.',
          },
          {
            text: '`git push --force`',
            correct: false,
            why: "It also replaces the remote branch, but blindly: a teammate's newer commit on that branch would be wiped without a warning.",
          },
          {
            text: 'Close the pull request and open a new one from a fresh branch',
            correct: false,
            why: 'That throws away the review discussion; a PR follows its branch, so updating the branch updates the PR.',
          },
          {
            text: '`git pull` and then `git push`, without any force',
            correct: false,
            why: 'Pulling would merge the old, pre-rebase commits back in and leave every commit twice in the branch.',
          },
        ],
      },
      {
        id: 'github-collaboration-8',
        kind: 'multiple',
        section: 'Protected branches and required checks',
        prompt:
          'Which requirements can a branch protection rule or ruleset on `main` enforce before a PR is merged? Pick all that apply.',
        options: [
          {
            text: 'A number of approving reviews',
            correct: true,
            why: 'Required reviews keep the merge button disabled until enough reviewers have approved.',
          },
          {
            text: 'Status checks such as the test job must pass',
            correct: true,
            why: 'Required status checks block the merge while CI is failing or still running.',
          },
          {
            text: 'Approval from the code owners of the changed files',
            correct: true,
            why: 'With a CODEOWNERS file, the rules can demand that the owners of the touched paths approve.',
          },
          {
            text: 'That the change contains no bugs',
            correct: false,
            why: 'Rules can only require reviews and checks; what those catch depends on the people and the tests.',
          },
          {
            text: 'That the author approves their own pull request first',
            correct: false,
            why: 'GitHub does not let authors approve their own pull requests; approvals come from other people.',
          },
        ],
      },
      {
        id: 'github-collaboration-9',
        kind: 'fill',
        section: "Contributing to someone else's project",
        prompt:
          'In a clone of your fork, `origin` is your fork. By convention, the original project is added with `git remote add ____ https://github.com/acme/widgets.git`.',
        answers: ['upstream'],
        caseInsensitive: true,
        why: 'The original is usually called `upstream`: you fetch the latest work from it and push your branches to `origin`, your fork.',
      },
      {
        id: 'github-collaboration-10',
        kind: 'order',
        section: 'Worked example',
        prompt:
          'Put the steps of contributing a fix to a project you cannot push to in order, as in the worked example.',
        steps: [
          'Fork the project on GitHub and clone your fork',
          'Add the original as `upstream` and fetch it',
          'Create a branch from `upstream/main`',
          'Commit the fix and push the branch to your fork',
          'Open a pull request from your branch to the original project',
        ],
        why: 'You need your own copy to push to, a fresh start point from the original, a branch for the work, and only then a PR that asks the maintainers to take it.',
      },
      {
        id: 'github-collaboration-11',
        kind: 'single',
        section: 'Protected branches and required checks',
        prompt:
          'A reviewer submits "Request changes". The repository has no branch protection rule or ruleset that requires reviews. What does the review do to the merge?',
        options: [
          {
            text: 'It locks the PR until that reviewer approves',
            correct: false,
            why: 'That lock only exists when a rule requires pull request reviews; here there is none.',
          },
          {
            text: 'It closes the pull request automatically',
            correct: false,
            why: 'Reviews never close a PR; only people (or a merge) do.',
          },
          {
            text: 'It blocks nothing by itself; it is advice to settle first',
            correct: true,
            why: 'Without required reviews, "Request changes" is informational; the merge button stays usable, which is why teams protect `main`.',
          },
          {
            text: 'It reverts the commits that the reviewer left comments on',
            correct: false,
            why: 'Reviews add comments and a verdict; they never change the branch.',
          },
        ],
      },
    ],
  },
  {
    moduleKey: 'http-and-apis',
    questions: [
      {
        id: 'http-and-apis-1',
        kind: 'single',
        section: 'Status codes',
        prompt: 'Which status code range means "your request was wrong"?',
        options: [
          { text: '2xx', correct: false, why: '2xx means success, such as `200 OK` or `201 Created`.' },
          { text: '3xx', correct: false, why: '3xx means a redirect: the resource is somewhere else.' },
          {
            text: '4xx',
            correct: true,
            why: '4xx are client errors: `400 Bad Request`, `401 Unauthorized`, `404 Not Found`.',
          },
          {
            text: '5xx',
            correct: false,
            why: '5xx means the server failed; the request may have been fine.',
          },
        ],
      },
      {
        id: 'http-and-apis-2',
        kind: 'output',
        section: 'APIs',
        prompt: 'A server answers `404 Not Found`. What does this print? (`Response` is what `fetch` resolves with.)',
        code: {
          language: 'javascript',
          source: `const response = new Response('{"error":"not found"}', { status: 404 });
console.log(response.ok, response.status);`,
        },
        options: [
          {
            text: 'true 404',
            correct: false,
            why: '`ok` is true only for statuses 200 to 299; a response arriving is not the same as success.',
          },
          {
            text: 'false 404',
            correct: true,
            why: 'The response exists (so `fetch` would resolve), but `ok` is false, which is why you check it.',
          },
          {
            text: 'Error: Request failed with status 404',
            correct: false,
            why: 'Nothing throws: neither `fetch` nor `Response` rejects on an HTTP error status, only on network errors.',
          },
        ],
      },
      {
        id: 'http-and-apis-3',
        kind: 'output',
        section: 'APIs',
        prompt: 'What does this print?',
        code: {
          language: 'javascript',
          source: `const body = '{"name":"The Octocat","public_repos":8}';
const user = JSON.parse(body);
console.log(typeof body, typeof user, user.public_repos + 1);`,
        },
        options: [
          {
            text: 'string object 81',
            correct: false,
            why: 'JSON numbers parse to JavaScript numbers, so `8 + 1` is `9`, not the string `"81"`.',
          },
          {
            text: 'object object 9',
            correct: false,
            why: 'The body is text until parsed: `typeof body` is `"string"`.',
          },
          {
            text: 'string object 9',
            correct: true,
            why: 'JSON travels as text; `JSON.parse` (or `response.json()`) turns it into an object with real numbers.',
          },
          {
            text: 'string string 9',
            correct: false,
            why: '`JSON.parse` returns the parsed value, here an object, not another string.',
          },
        ],
      },
      {
        id: 'http-and-apis-4',
        kind: 'single',
        section: 'Methods: safe and idempotent',
        prompt: 'Why is `GET /users/7/delete` a bad way to delete a user?',
        options: [
          {
            text: 'GET requests are not allowed to contain an ID or any other number in their URL',
            correct: false,
            why: 'URLs with IDs are normal for GET, as in `GET /users/7`.',
          },
          {
            text: 'GET is slower than DELETE',
            correct: false,
            why: 'The method does not change speed; it tells everyone what the request means.',
          },
          {
            text: 'GET must only read: browsers, caches and crawlers may repeat or prefetch it',
            correct: true,
            why: 'A GET is expected to be safe to repeat, so a link preview or crawler could delete data by visiting it; use `DELETE`.',
          },
        ],
      },
      {
        id: 'http-and-apis-5',
        kind: 'fill',
        section: 'Status codes',
        prompt: '`POST /users` succeeded and created a user. The usual status code is ____.',
        answers: ['201', '201 Created'],
        caseInsensitive: true,
        why: '`201 Created` says a new resource exists; `200 OK` is the general success code.',
      },
      {
        id: 'http-and-apis-6',
        kind: 'multiple',
        section: 'APIs',
        prompt: 'In a REST-style API, which requests change data on the server? Pick all that apply.',
        options: [
          { text: 'POST /users', correct: true, why: 'POST creates a user (or triggers an action).' },
          { text: 'GET /users/7', correct: false, why: 'GET reads user 7 and must leave it unchanged.' },
          { text: 'PATCH /users/7', correct: true, why: 'PATCH updates part of user 7.' },
          { text: 'DELETE /users/7', correct: true, why: 'DELETE removes user 7.' },
        ],
      },
      {
        id: 'http-and-apis-7',
        kind: 'single',
        section: 'Methods: safe and idempotent',
        prompt:
          'A mobile app sends a request, the connection drops before the response arrives, and the app retries once. For which request is the retry harmless by the rules of HTTP?',
        options: [
          {
            text: '`POST /orders` with the same order',
            correct: false,
            why: 'POST is not idempotent: the first request may have created the order, and the retry can create a second one.',
          },
          {
            text: '`PATCH /counters/7` with `{"add": 1}`',
            correct: false,
            why: 'This PATCH adds to the current value, so a repeat adds twice; PATCH need not be idempotent.',
          },
          {
            text: '`PUT /users/7/email` with the new address',
            correct: true,
            why: 'PUT sets the resource to the body sent, so two identical requests leave the same state as one: it is idempotent.',
          },
        ],
      },
      {
        id: 'http-and-apis-8',
        kind: 'single',
        section: 'Status codes',
        prompt: 'A signed-in user who is not an administrator calls `DELETE /admin/users/9`. Which status fits?',
        options: [
          {
            text: '401 Unauthorized, because the user lacks the permission',
            correct: false,
            why: 'Despite its name, 401 means no valid credentials were sent. This user is authenticated.',
          },
          {
            text: '403 Forbidden',
            correct: true,
            why: '403 means the server knows who you are and you are not allowed to do this.',
          },
          {
            text: '400 Bad Request',
            correct: false,
            why: 'The request is well formed; the problem is permission, not its syntax or input.',
          },
          {
            text: '500 Internal Server Error',
            correct: false,
            why: '5xx means the server failed; refusing a forbidden action is the server working correctly.',
          },
        ],
      },
      {
        id: 'http-and-apis-9',
        kind: 'output',
        section: 'APIs',
        prompt: 'What does this print? (`Response` is what `fetch` resolves with.)',
        code: {
          language: 'javascript',
          source: `const statuses = [200, 204, 304, 404];
console.log(statuses.map((status) => new Response(null, { status }).ok).join(' '));`,
        },
        options: [
          {
            text: 'true true true false',
            correct: false,
            why: '304 is a redirect-range status (use your cached copy), and `ok` is only true from 200 to 299.',
          },
          {
            text: 'true false false false',
            correct: false,
            why: '204 No Content is a success even though it has no body, so `ok` is true.',
          },
          {
            text: 'true true false false',
            correct: true,
            why: '`ok` is true for 200 to 299: 200 and 204 are, 304 and 404 are not.',
          },
        ],
      },
      {
        id: 'http-and-apis-10',
        kind: 'multiple',
        section: 'Headers, cookies and state',
        prompt:
          'Which parts of a request to your API can a user change at will, for example with `curl`? Pick all that apply.',
        options: [
          {
            text: 'The JSON body, including a field such as `"role": "admin"`',
            correct: true,
            why: 'The body is whatever the client sends; the server must decide roles from its own records.',
          },
          {
            text: 'The cookies and the `Authorization` header',
            correct: true,
            why: 'The client sends them, so it can send any value; the server verifies them instead of trusting them.',
          },
          {
            text: 'The method and the id in the URL',
            correct: true,
            why: 'Changing `/orders/1042` to `/orders/1043` is one edit, which is why every request needs an ownership check.',
          },
          {
            text: 'The status code the server answers with',
            correct: false,
            why: 'The response is produced by the server; the client only chooses what it asks.',
          },
        ],
      },
    ],
  },
];
