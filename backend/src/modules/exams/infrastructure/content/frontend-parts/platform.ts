import type { ExamQuestionContent } from '../exam-types.js';
import { opts } from '../question-builders.js';

/** frontend exam questions for the lessons added in issue 29. Keys are stable: never rename or reuse them. Every output question was run with Node 24. */
export const FRONTEND_EXAM_PLATFORM: ExamQuestionContent[] = [
  // html-forms
  {
    key: 'frontend-161',
    kind: 'output',
    prompt:
      'A field has pattern="[A-Z]{2}[0-9]{3}". This code applies the pattern the way the browser does. What does it print?',
    code: `const pattern = '[A-Z]{2}[0-9]{3}';
const re = new RegExp('^(?:' + pattern + ')$', 'v');
console.log(['AB123', 'ab123', 'XAB123', 'AB1234'].map((v) => re.test(v)).join(' '));`,
    language: 'javascript',
    options: opts('true false false false', 'true false true true', 'true true true true', 'true false false true'),
    correct: ['a'],
    explanation:
      'The pattern attribute must match the whole value, as if wrapped in ^(?: and )$, and it is case-sensitive. Only AB123 is exactly two capitals followed by three digits.',
    moduleKey: 'html-forms',
    section: 'Built-in validation',
  },
  {
    key: 'frontend-162',
    kind: 'single',
    prompt:
      'On a sign-up page, which autocomplete token should the password field carry so password managers offer to generate a strong password?',
    options: opts('current-password', 'new-password', 'off', 'password'),
    correct: ['b'],
    explanation:
      'new-password marks a field where a new password is chosen, so managers suggest a generated one; current-password is for logging in. "password" is not a valid token, and off mostly pushes users towards weak passwords.',
    moduleKey: 'html-forms',
    section: 'Autocomplete tokens',
  },
  {
    key: 'frontend-163',
    kind: 'multiple',
    prompt: 'Which of these give the input a proper label? Choose all that apply.',
    options: opts(
      '<label for="qty">Quantity</label> <input id="qty" name="qty">',
      '<label>Quantity <input name="qty"></label>',
      '<input name="qty" placeholder="Quantity">',
      '<label for="qty">Quantity</label> <input name="qty">',
    ),
    correct: ['a', 'b'],
    explanation:
      'A label is tied to its field either by for pointing at the field’s id or by wrapping the field. A placeholder is a vanishing hint, and for must match an id, not a name.',
    moduleKey: 'html-forms',
    section: 'Labels and fields',
  },
  {
    key: 'frontend-164',
    kind: 'single',
    prompt:
      'A user types "maria.example" into <input type="email" name="email" required>. Which ValidityState property becomes true?',
    options: opts('valueMissing', 'patternMismatch', 'typeMismatch', 'badInput'),
    correct: ['c'],
    explanation:
      'The value is not empty, so valueMissing is false, and there is no pattern attribute. A value that does not fit the syntax of the type, here an email address, is a type mismatch.',
    moduleKey: 'html-forms',
    section: 'The Constraint Validation API',
  },
  {
    key: 'frontend-165',
    kind: 'single',
    prompt:
      'A profile form has <form method="post" action="/profile"> and an <input type="file" name="avatar">, but the server receives only the file name, never the image. What is missing?',
    options: opts(
      'method="put" on the form',
      'enctype="multipart/form-data" on the form',
      'accept="image/*" on the input',
      'A submit button with type="button"',
    ),
    correct: ['b'],
    explanation:
      'With the default application/x-www-form-urlencoded encoding a file field sends only its name; multipart/form-data sends each field as its own part, including the file’s bytes. accept only filters the file picker.',
    moduleKey: 'html-forms',
    section: 'What gets submitted: name, value, GET and POST',
  },
];
