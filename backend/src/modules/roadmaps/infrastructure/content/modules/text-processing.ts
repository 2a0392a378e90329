import type { ModuleContent } from '../content-types.js';

/** Text processing lessons shared by the Data Analyst and Backend roadmaps (issue 29). Keys are stable: never rename or reuse them. */
export const TEXT_PROCESSING_MODULES: ModuleContent[] = [
  {
    key: 'regular-expressions',
    title: 'Regular Expressions',
    summary:
      'Find, extract and rewrite text with regular expressions in Python and JavaScript: classes, quantifiers, anchors, groups, flags, the right matching function, escaping input, avoiding ReDoS and testing patterns.',
    estimatedMinutes: 150,
    reviewedOn: '2026-11',
    contentMd: `### What a regular expression is for
A **regular expression** (regex) is a small pattern language for describing text. Instead of asking "does this string contain \`ERROR\`?", you can ask "does it contain a date, then one of three log levels, then a three-digit status code?", and get back the pieces that matched. Almost every language ships an engine with nearly the same syntax: Python has the \`re\` module, JavaScript has \`RegExp\` objects and \`/literal/\` syntax, and SQL databases, editors, \`grep\` and log tools all accept patterns of the same family.

Regexes shine at three jobs: **finding** text that has a shape (every order id like \`ORD-123456\` in a support export), **extracting** fields from semi-structured lines (logs, file names, free-text codes), and **rewriting** text (normalising \`27/11/2026\` into \`2026-11-27\`). An analyst uses them to clean a messy column; a backend developer uses them to route requests, validate simple formats and parse log output.

### When not to use one
A regex reads one flat string from left to right. It is the wrong tool when the text has **nested structure** or a **grammar of its own**:
- **HTML and XML.** Tags nest, attributes may use either quote, comments and CDATA can hide anything. A pattern that works on today's page breaks on tomorrow's. Use a real parser (\`html.parser\` in Python, \`DOMParser\` in the browser).
- **JSON, CSV, URLs, dates.** Every language has a parser for these (\`json.loads\`, \`JSON.parse\`, the \`csv\` module, \`new URL()\`, \`datetime.fromisoformat\`). Parsers handle escaping and edge cases that a pattern quietly gets wrong, such as a comma inside a quoted CSV field.
- **Email addresses beyond a sanity check.** The full address grammar is far larger than any sensible pattern; even the HTML standard defines its own, deliberately simpler rule for \`<input type="email">\` rather than follow the full grammar. Check for "something, an \`@\`, something with a dot", then prove the address works by sending a confirmation message.

If plain string methods do the job (\`startswith\`, \`endswith\`, \`in\`, \`split\`, \`includes\`), prefer them: they are easier to read and cannot backtrack.

### Literals and metacharacters
Most characters in a pattern are **literals**: \`cat\` matches the three letters c, a, t in that order, anywhere in the text. A handful are **metacharacters** with a special meaning: \`. ^ $ * + ? { } [ ] \\ | ( )\`. The dot matches any single character except a newline, so \`c.t\` matches \`cat\`, \`cot\` and \`c7t\`. To match a metacharacter literally, put a backslash in front of it: \`3\\.14\` matches only \`3.14\`, while \`3.14\` would also match \`3x14\`.

The backslash is also special in ordinary string literals, so Python code writes patterns as **raw strings**, \`r"\\d+\\.\\d+"\`, where a backslash stays a backslash. JavaScript's \`/\\d+\\.\\d+/\` literal has the same effect; with \`new RegExp("...")\` you must double every backslash, because the string is parsed first.

### Character classes and shorthands
Square brackets build a **character class**, which matches one character from a set: \`[aeiou]\` is one vowel, \`[0-9]\` one ASCII digit, \`[A-Za-z_]\` one letter or underscore. A caret right after the opening bracket negates it: \`[^,]\` is any character except a comma, which is the usual way to say "everything up to the next comma". Inside brackets most metacharacters lose their meaning, so \`[.]\` is a literal dot.

Shorthands save typing: \`\\d\` a digit, \`\\w\` a "word" character (letters, digits, underscore), \`\\s\` whitespace; the capitals \`\\D\`, \`\\W\`, \`\\S\` are their opposites. The **Unicode caveat**: the engines disagree about what these mean. In Python 3, on \`str\` patterns, \`\\d\` matches any Unicode decimal digit, including Arabic-Indic \`١٢٣\`, and \`\\w\` matches letters such as \`é\`; pass \`re.ASCII\` to restrict them to ASCII. In JavaScript, \`\\d\` is always \`[0-9]\` and \`\\w\` is \`[A-Za-z0-9_]\`, so \`/\\w+/\` finds only \`caf\` in \`café\`. When you mean "ASCII digits", writing \`[0-9]\` is clear in both languages.

### Quantifiers: greedy and lazy
A **quantifier** says how many times the thing before it may repeat: \`*\` zero or more, \`+\` one or more, \`?\` zero or one, \`{3}\` exactly three, \`{2,4}\` two to four, \`{2,}\` at least two. \`\\d{4}-\\d{2}-\\d{2}\` describes an ISO date's shape.

Quantifiers are **greedy** by default: they take as much as they can, then give back characters one at a time ("backtrack") only if the rest of the pattern fails. On \`<b>bold</b>\`, the pattern \`<.+>\` matches the whole string, because \`.+\` runs to the end and gives back only the final \`>\`. Adding \`?\` makes a quantifier **lazy**: \`<.+?>\` takes as little as possible and matches just \`<b>\`. Often a negated class is better than either: \`<[^>]+>\` cannot run past a \`>\` at all, says exactly what you mean and backtracks less.

### Anchors and word boundaries
**Anchors** match positions, not characters. \`^\` is the start of the string and \`$\` the end, so \`^\\d+$\` means "nothing but digits" while \`\\d+\` alone is happy with \`abc123\`. \`\\b\` is a **word boundary**, a position between a word character and a non-word character (or the start or end of the string, next to a word character): \`\\bcat\\b\` finds \`cat\` in \`the cat sat\` but not in \`concatenate\`. With the multiline flag, \`^\` and \`$\` also match at the start and end of each line, which is what you want when scanning a log file held in one string.

One Python detail matters for validation: without flags, \`$\` also matches just before a newline at the very end of the string, so \`re.match(r"\\d+$", "123\\n")\` succeeds. \`re.fullmatch\` (or \`\\Z\`) does not have that gap.

### Groups and alternation
Parentheses **group** part of a pattern so that a quantifier applies to all of it, \`(ab)+\`, and they **capture** what that part matched so that you can read it afterwards: in \`(\\d{4})-(\\d{2})\`, group 1 is the year and group 2 the month. Groups are numbered by their opening parenthesis from left to right.

When you need grouping but not the value, use a **non-capturing group** \`(?:...)\`: it keeps the numbering of the groups you care about stable. When a pattern has more than two captures, use **named groups**, which document themselves: Python writes \`(?P<year>\\d{4})\` and reads \`m["year"]\` or \`m.groupdict()\`; JavaScript writes \`(?<year>\\d{4})\` and reads \`m.groups.year\`.

The vertical bar is **alternation**: \`INFO|WARN|ERROR\` matches any of the three. It has the lowest precedence of all, so \`^INFO|WARN$\` means "\`INFO\` at the start, or \`WARN\` at the end"; write \`^(?:INFO|WARN)$\` to anchor both. Alternatives are tried from left to right and the first that lets the whole pattern match wins, not the longest.

### Flags
Flags change how the whole pattern behaves. Both languages have case-insensitive matching (\`i\` in JavaScript, \`re.IGNORECASE\` or \`re.I\` in Python), multiline anchors (\`m\`, \`re.MULTILINE\`) and a dot that also matches newlines (\`s\`, \`re.DOTALL\`). JavaScript adds \`g\` (global: find every match, used by \`matchAll\` and \`replace\`), \`u\` (Unicode mode: treat surrogate pairs such as emoji as one character, enable \`\\p{...}\` property escapes, and reject sloppy escapes), \`v\` (an upgrade of \`u\` that adds set operations inside character classes), \`y\` (sticky) and \`d\` (match indices). Python has no \`g\`: you choose a function instead (\`findall\`, \`finditer\`, \`sub\`), and it adds \`re.VERBOSE\` (\`re.X\`), which ignores whitespace in the pattern and allows \`#\` comments, so a long pattern can be laid out one part per line. Combine Python flags with \`|\`, for example \`re.I | re.M\`.

### Running a regex in Python
The \`re\` module's main functions differ in *where* they look:
- \`re.search(p, s)\` finds the first match **anywhere** in \`s\`, or returns \`None\`.
- \`re.match(p, s)\` matches only at the **beginning** of \`s\` (but the match may stop before the end).
- \`re.fullmatch(p, s)\` succeeds only if the **whole** string matches: the right choice for validation.
- \`re.findall\` returns a list of all matches: strings (just the group's text when the pattern has one group) or tuples of groups when it has several; \`re.finditer\` yields match objects, \`re.sub\` replaces (\`\\1\` or \`\\g<name>\` refer to groups), and \`re.split\` splits on a pattern.

\`search\`, \`match\` and \`fullmatch\` return \`None\` when nothing matches (\`findall\` returns an empty list), so check before calling \`.group()\`. For a pattern you reuse, \`re.compile\` gives a pattern object with the same methods, and a name you can test.

### Running a regex in JavaScript
- \`regex.test(str)\` returns \`true\` or \`false\`.
- \`str.match(regex)\` without \`g\` returns the first match with its groups (or \`null\`); **with** \`g\` it returns an array of matched strings only, dropping the groups.
- \`str.matchAll(regex)\` returns an iterator of full match objects, groups included; it requires the \`g\` flag and throws a \`TypeError\` without it.
- \`str.replace(regex, replacement)\` replaces the first match, or every match with \`g\`; \`$1\` and \`$<name>\` in the replacement refer to groups, and the replacement may be a function.

A regex with \`g\` or \`y\` is **stateful**: it remembers \`lastIndex\`, where the next search starts. Calling \`test\` on the same global regex twice in a row can return \`true\` then \`false\` on the same input. Do not share one global regex across unrelated calls; use a regex without \`g\` for yes/no questions.

### Escaping user input
When part of a pattern comes from a user (a search box, a filter setting), escape it before building the regex. Otherwise a search for \`1.5\` also finds \`105\`, a search for \`(\` throws an error, and a hostile user can supply a pattern that takes forever (next section). Python has \`re.escape(text)\`; JavaScript has \`RegExp.escape(text)\` in newer runtimes (Node.js 24 has it); in older ones, a small helper that puts a backslash before each of \`. * + ? ^ $ { } ( ) | [ ] \\\` does the job. Better still, if the user's text should match literally, skip the regex and use \`in\` or \`includes\`.

### Catastrophic backtracking (ReDoS)
Python's and JavaScript's engines are **backtracking** engines: when a path fails, they go back and try another way of dividing the text among the quantifiers. For most patterns the number of ways is small. But when a **repeated group contains another repetition**, or alternatives that can match the same text, the ways multiply. OWASP's page on Regular expression Denial of Service (ReDoS) shows that for \`^(a+)+$\` the number of paths doubles with each extra \`a\` in an input like \`aaaa…X\` that fails at the end: 16 paths for four \`a\`s, 65,536 for sixteen. OWASP lists \`(a+)+\`, \`([a-zA-Z]+)*\`, \`(a|aa)+\` and \`(a|a?)+\` as typical "evil" patterns.

Because Node.js runs your JavaScript on one thread, a single such request can stall every other request on that process. To avoid it:
- Never nest quantifiers over the same characters: \`(a+)+\` is just \`a+\`.
- Make alternatives mutually exclusive, and prefer precise classes (\`[^,]*\`) to \`.*\`.
- Limit the input length before matching; a 200-character field does not need a 10 MB check.
- Never build a pattern from unescaped user input.
- Where available, use tools that cannot backtrack catastrophically: Python 3.11 added atomic groups \`(?>...)\` and possessive quantifiers such as \`a++\`, and linear-time engines such as Google's RE2 drop backreferences to guarantee their speed.

### Testing regexes
A regex is code, and a dense one, so test it like code. Write a table of inputs that **must match**, inputs that **must not** (the near misses: a 3-digit year, a trailing space, an empty string), and what each capture should be, and run it as a unit test. Include at least one long, nearly-matching input and check it finishes quickly. Keep patterns readable: name the groups, split long ones with \`re.VERBOSE\` or build them from named parts, and write a comment with an example line the pattern is meant to match.

### Worked example
A service writes lines like these, and you need the status codes and slow requests. One line is noise.
\`\`\`text
2026-11-27T10:15:02Z INFO GET /orders/42 200 18ms
2026-11-27T10:15:03Z WARN GET /orders/abc 404 3ms
health check ok
2026-11-27T10:15:05Z ERROR POST /payments 502 1204ms
\`\`\`
**Step 1: describe one line in words.** A timestamp, a level from a fixed list, an HTTP method in capitals, a path starting with \`/\` and running to the next space, a three-digit status, a number followed by \`ms\`. Each field is separated by whitespace.

**Step 2: Python.** Use named groups, \`re.VERBOSE\` for one field per line, and \`fullmatch\` so that a line with extra text is rejected instead of half-parsed. Count what did not parse rather than silently dropping it.
\`\`\`python
import re
from collections import Counter

LOG = """\\
2026-11-27T10:15:02Z INFO GET /orders/42 200 18ms
2026-11-27T10:15:03Z WARN GET /orders/abc 404 3ms
health check ok
2026-11-27T10:15:05Z ERROR POST /payments 502 1204ms
"""

LINE = re.compile(
    r"""
    (?P<ts>\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z)\\s+
    (?P<level>INFO|WARN|ERROR)\\s+
    (?P<method>[A-Z]+)\\s+
    (?P<path>/\\S*)\\s+
    (?P<status>\\d{3})\\s+
    (?P<ms>\\d+)ms
    """,
    re.VERBOSE,
)

rows, skipped = [], 0
for line in LOG.splitlines():
    m = LINE.fullmatch(line)
    if m is None:
        skipped += 1
        continue
    row = m.groupdict()
    row["status"] = int(row["status"])
    row["ms"] = int(row["ms"])
    rows.append(row)

print(len(rows), "parsed,", skipped, "skipped")
print(Counter(r["level"] for r in rows))
slow = [r["path"] for r in rows if r["ms"] > 1000]
print("slow:", slow)
\`\`\`
It prints:
\`\`\`text
3 parsed, 1 skipped
Counter({'INFO': 1, 'WARN': 1, 'ERROR': 1})
slow: ['/payments']
\`\`\`
Captures are always strings, so the numbers are converted with \`int\` before comparing; \`"1204" > "999"\` would compare text, not numbers.

**Step 3: JavaScript.** The same pattern on the whole text at once: the \`m\` flag lets \`^\` and \`$\` match at each line, and \`g\` lets \`matchAll\` find every line. Named groups arrive in \`m.groups\`.
\`\`\`javascript
const log = \`2026-11-27T10:15:02Z INFO GET /orders/42 200 18ms
2026-11-27T10:15:03Z WARN GET /orders/abc 404 3ms
health check ok
2026-11-27T10:15:05Z ERROR POST /payments 502 1204ms\`;

const line =
  /^(?<ts>\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z)\\s+(?<level>INFO|WARN|ERROR)\\s+(?<method>[A-Z]+)\\s+(?<path>\\/\\S*)\\s+(?<status>\\d{3})\\s+(?<ms>\\d+)ms$/gm;

const rows = [...log.matchAll(line)].map((m) => ({
  ...m.groups,
  status: Number(m.groups.status),
  ms: Number(m.groups.ms),
}));

console.log(rows.length, 'parsed');
console.log(rows.filter((r) => r.status >= 500).map((r) => \`\${r.method} \${r.path}\`));
console.log(rows[1].ts.replace(/^(\\d{4})-(\\d{2})-(\\d{2}).*$/, '$3/$2/$1'));
\`\`\`
It prints \`3 parsed\`, then \`[ 'POST /payments' ]\`, then \`27/11/2026\`. The slash in the path is escaped as \`\\/\` because it would otherwise end the regex literal.

**Step 4: test it.** Add the near misses to a test: a line with a lowercase level, a four-digit status, a path without a leading \`/\`. Each must be skipped. Then time a 10,000-character line of spaces; this pattern has no nested quantifiers, so it fails fast.

### Common mistakes
- **Forgetting to escape the dot.** \`\\d+.\\d+\` matches \`3x14\` and \`2026-11\`. Write \`\\d+\\.\\d+\`; any literal metacharacter needs its backslash.
- **Validating with \`search\` or \`match\` instead of \`fullmatch\`.** \`re.match(r"\\d{5}", "123456")\` succeeds, because \`match\` only anchors the start. Use \`re.fullmatch\` in Python and \`^...$\` without the \`m\` flag in JavaScript.
- **Greedy \`.*\` swallowing too much.** \`"(.*)"\` on \`"a" and "b"\` captures \`a" and "b\`. Use a negated class such as \`"([^"]*)"\`, or a lazy \`.*?\`.
- **Reusing a global JavaScript regex for \`test\`.** Its \`lastIndex\` carries over between calls, so the same input gives \`true\`, then \`false\`. Drop the \`g\` flag for yes/no checks.
- **Putting raw user input into a pattern.** It breaks on \`(\` and opens the door to ReDoS. Escape it with \`re.escape\` or \`RegExp.escape\`, or use plain string search.
- **Trusting \`\\d\` and \`\\w\` to mean ASCII in Python.** They match any Unicode digit or letter on \`str\` patterns. Use \`[0-9]\` or the \`re.ASCII\` flag when a later step (a database column, \`int()\` in another system) expects ASCII.

### At work
Analysts meet regexes in pandas' string methods (\`str.contains\`, \`str.extract\` with named groups, \`str.replace\`), in SQL functions such as PostgreSQL's \`regexp_replace\`, and in spreadsheet tools; the syntax you learned here carries over with small differences, so check the tool's documentation for its flavour. Backend developers use them in routers, in validation libraries and when pulling fields out of logs, though a team with structured (JSON) logs needs far fewer of them.

On a good team a regex in a pull request gets the same review as any other code: it has a name (\`ORDER_ID = re.compile(...)\`), a comment with an example it should match, unit tests with near misses, and a length limit on untrusted input before it runs. Linters and security scanners can flag patterns with nested quantifiers, and dependency audits regularly report ReDoS fixes in popular packages, which is a reminder that this is a real production risk rather than a puzzle. When a pattern grows past one line and keeps collecting special cases, that is the sign to switch to a parser.`,
    resources: [
      {
        title: 'MDN: Regular expressions (JavaScript guide)',
        url: 'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Guide/Regular_expressions',
        kind: 'docs',
      },
      {
        title: 'Python docs: re — Regular expression operations',
        url: 'https://docs.python.org/3/library/re.html',
        kind: 'docs',
      },
      {
        title: 'Python docs: Regular Expression HOWTO',
        url: 'https://docs.python.org/3/howto/regex.html',
        kind: 'article',
      },
      {
        title: 'OWASP: Regular expression Denial of Service (ReDoS)',
        url: 'https://owasp.org/www-community/attacks/Regular_expression_Denial_of_Service_-_ReDoS',
        kind: 'article',
      },
    ],
  },
];
