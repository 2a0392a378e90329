import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/text-processing.ts. */
export const TEXT_PROCESSING_CHECKS: ModuleChecks[] = [
  {
    moduleKey: 'regular-expressions',
    questions: [
      {
        id: 'regular-expressions-1',
        kind: 'output',
        section: 'Running a regex in Python',
        prompt: 'The same pattern, three `re` functions. What does this print?',
        code: {
          language: 'python',
          source: `import re

s = "id 2026"
print(bool(re.search(r"\\d+", s)), bool(re.match(r"\\d+", s)), bool(re.fullmatch(r"\\d+", s)))`,
        },
        options: [
          {
            text: 'True True False',
            correct: false,
            why: '`re.match` only tries at position 0, where the string starts with `i`, not a digit, so it returns `None`.',
          },
          {
            text: 'False False False',
            correct: false,
            why: '`re.search` scans the whole string and finds `2026`, so the first value is `True`.',
          },
          {
            text: 'True False False',
            correct: true,
            why: '`search` finds `2026` anywhere; `match` fails because the string does not start with a digit; `fullmatch` fails because the whole string is not digits.',
          },
          {
            text: 'True False True',
            correct: false,
            why: '`fullmatch` needs the entire string to match `\\d+`, and `id ` is not digits.',
          },
        ],
      },
      {
        id: 'regular-expressions-2',
        kind: 'output',
        section: 'Quantifiers: greedy and lazy',
        prompt: 'A greedy and a lazy quantifier on the same text. What does this print?',
        code: {
          language: 'javascript',
          source: `const s = 'x="a" y="b"';
const greedy = s.match(/"(.*)"/)[1];
const lazy = s.match(/"(.*?)"/)[1];
console.log(greedy, '|', lazy);`,
        },
        options: [
          {
            text: 'a | a',
            correct: false,
            why: 'Only the lazy `.*?` stops at the first closing quote; the greedy `.*` runs as far as it can and gives back only what it must.',
          },
          {
            text: 'a" y="b | a',
            correct: true,
            why: 'Greedy `.*` takes everything up to the last `"` in the string; lazy `.*?` stops at the first `"` that lets the pattern finish.',
          },
          {
            text: 'a" y="b | a" y="b',
            correct: false,
            why: 'Adding `?` after `*` makes it lazy: it matches as few characters as possible, so the second capture is just `a`.',
          },
          {
            text: 'x="a" y="b" | x="a"',
            correct: false,
            why: '`[1]` is the first capture group, the text between the quotes, not the whole string or the whole match.',
          },
        ],
      },
      {
        id: 'regular-expressions-3',
        kind: 'single',
        section: 'Anchors and word boundaries',
        prompt: 'Which pattern finds `cat` in `"the cat sat"` but not inside `"concatenate"`?',
        options: [
          {
            text: '`cat`',
            correct: false,
            why: 'A plain literal matches the letters anywhere, including inside `concatenate`.',
          },
          {
            text: '`^cat$`',
            correct: false,
            why: 'These anchors demand that the whole string be `cat`, so it fails on `the cat sat` too.',
          },
          {
            text: '`\\bcat\\b`',
            correct: true,
            why: '`\\b` is a word boundary, a position between a word and a non-word character, so `cat` must stand as its own word.',
          },
          {
            text: '`[cat]+`',
            correct: false,
            why: 'A character class matches any run of the letters c, a and t, which occurs in both strings (and even matches `a` alone).',
          },
        ],
      },
      {
        id: 'regular-expressions-4',
        kind: 'multiple',
        section: 'Catastrophic backtracking (ReDoS)',
        prompt:
          'Your API validates a field with `^([a-zA-Z]+)*$`. Which changes reduce the ReDoS risk? Choose all that apply.',
        options: [
          {
            text: 'Rewrite the pattern as `^[a-zA-Z]*$`',
            correct: true,
            why: 'It accepts the same strings without a repeated group around another repetition, so there is only one way to match each input.',
          },
          {
            text: 'Reject inputs longer than the field can ever need before running the regex',
            correct: true,
            why: 'Backtracking cost grows with input length; a length limit caps the work an attacker can cause.',
          },
          {
            text: 'Add the `g` flag so the engine searches globally',
            correct: false,
            why: '`g` only changes how many matches are collected; the nested quantifier still backtracks exponentially on a failing input.',
          },
          {
            text: 'Make the inner quantifier lazy: `^([a-zA-Z]+?)*$`',
            correct: false,
            why: 'Lazy or greedy, the engine still tries every way of splitting the letters between the two quantifiers before it gives up.',
          },
          {
            text: 'Never build patterns from unescaped user input',
            correct: true,
            why: 'Otherwise an attacker can supply an evil pattern directly, one of the ReDoS attacks OWASP describes.',
          },
        ],
      },
      {
        id: 'regular-expressions-5',
        kind: 'fill',
        section: 'Groups and alternation',
        prompt:
          'To group `INFO|WARN` so that `^` and `$` apply to both alternatives, without creating a capture, you write `^(____INFO|WARN)$`.',
        answers: ['?:'],
        why: '`(?:...)` groups without capturing, so the numbering of the other groups stays the same; without the group, `^INFO|WARN$` would mean `^INFO` or `WARN$`.',
      },
      {
        id: 'regular-expressions-6',
        kind: 'order',
        section: 'Worked example',
        prompt: 'Put the steps of turning raw log lines into reliable rows in order.',
        steps: [
          'Describe one line in words: which fields, in which order, separated by what',
          'Write the pattern with a named group per field',
          'Match each line with fullmatch and count the lines that do not parse',
          'Convert the captured strings to numbers before comparing them',
          'Test near misses and a long input, and check it fails fast',
        ],
        why: 'You cannot write a pattern before you know the line’s shape; matching comes before converting its captures; and tests come last to lock the behaviour in.',
      },
      {
        id: 'regular-expressions-7',
        kind: 'output',
        section: 'Running a regex in JavaScript',
        prompt: 'One regex object with the `g` flag, tested twice on the same string. What does this print?',
        code: {
          language: 'javascript',
          source: `const ok = /ok/g;
console.log(ok.test('ok'), ok.test('ok'));`,
        },
        options: [
          {
            text: 'true true',
            correct: false,
            why: 'That is what a regex without `g` prints. With `g`, the first successful `test` moves `lastIndex` past the match.',
          },
          {
            text: 'true false',
            correct: true,
            why: 'The second call starts searching at `lastIndex` 2, the end of the string, finds nothing and resets `lastIndex` to 0.',
          },
          {
            text: 'false false',
            correct: false,
            why: 'The first call starts at index 0 and finds `ok`, so it returns `true`.',
          },
          {
            text: 'A TypeError',
            correct: false,
            why: 'That is `matchAll` without `g`. `test` accepts global regexes; it just remembers where it stopped.',
          },
        ],
      },
      {
        id: 'regular-expressions-8',
        kind: 'single',
        section: 'Character classes and shorthands',
        prompt:
          'A Python script uses `re.findall(r"\\d+", text)` on a `str` that contains Arabic-Indic digits such as `١٢٣`. What happens?',
        options: [
          {
            text: 'They are skipped: `\\d` means only 0 to 9 in every language',
            correct: false,
            why: 'That is JavaScript’s rule. Python 3 `str` patterns use Unicode by default.',
          },
          {
            text: 'They are found too, unless you pass `re.ASCII` or write `[0-9]`',
            correct: true,
            why: 'In Python 3, `\\d` on `str` patterns matches any Unicode decimal digit; `re.ASCII` or an explicit class restricts it to 0 to 9.',
          },
          {
            text: 'Python raises an error because the text is not ASCII',
            correct: false,
            why: 'Python strings are Unicode and `re` handles them; nothing is raised.',
          },
          {
            text: 'They are found only with the `re.UNICODE` flag given explicitly',
            correct: false,
            why: 'Unicode matching is already the default for `str` patterns in Python 3; the flag is redundant there.',
          },
        ],
      },
    ],
  },
];
