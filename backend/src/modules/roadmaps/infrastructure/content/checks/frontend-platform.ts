import type { ModuleChecks } from '../check-types.js';

/** Graded checks of the modules in ../modules/frontend-platform.ts. */
export const FRONTEND_PLATFORM_CHECKS: ModuleChecks[] = [
  {
    moduleKey: 'html-forms',
    questions: [
      {
        id: 'html-forms-1',
        kind: 'single',
        section: 'Labels and fields',
        prompt:
          'A page has two sign-up forms (header and footer), and both contain `<label for="email">` and `<input id="email">`. Clicking the footer label focuses the header field. Why?',
        options: [
          {
            text: 'Labels only work when they wrap the field',
            correct: false,
            why: 'The `for`/`id` pairing is one of the two valid ways; wrapping is the other. The pairing itself is fine.',
          },
          {
            text: 'Ids must be unique, so `for="email"` finds the first element with that id',
            correct: true,
            why: 'With a duplicated id, both labels point at the first matching field; give each field its own id, such as `footer-email`.',
          },
          {
            text: 'The footer form is missing a `<fieldset>` around its single field',
            correct: false,
            why: 'A fieldset groups related controls under a legend; it has nothing to do with which field a label points at.',
          },
          {
            text: 'Browsers focus the first field of the page on any label click',
            correct: false,
            why: 'A label focuses its own associated control, not the first field of the page.',
          },
        ],
      },
      {
        id: 'html-forms-2',
        kind: 'output',
        section: 'What gets submitted: name, value, GET and POST',
        prompt: '`URLSearchParams` encodes pairs the way a GET form builds its query string. What does this print?',
        code: {
          language: 'javascript',
          source: `const params = new URLSearchParams();
params.append('q', 'tea & cake');
params.append('page', '2');
console.log('/search?' + params);`,
        },
        options: [
          {
            text: '/search?q=tea & cake&page=2',
            correct: false,
            why: 'Spaces and `&` cannot stay raw in a query string: the `&` would start a new pair.',
          },
          {
            text: '/search?q=tea+%26+cake&page=2',
            correct: true,
            why: 'Form encoding turns spaces into `+` and percent-encodes the `&` as `%26`, so the value stays one pair.',
          },
          {
            text: '/search?q=tea%20&%20cake&page=2',
            correct: false,
            why: 'This leaves the `&` raw, which would split the value into a second, broken pair.',
          },
          {
            text: '/search?[object URLSearchParams]',
            correct: false,
            why: '`URLSearchParams` has its own `toString()`, which returns the encoded pairs when concatenated with a string.',
          },
        ],
      },
      {
        id: 'html-forms-3',
        kind: 'multiple',
        section: 'What gets submitted: name, value, GET and POST',
        prompt:
          'A form is submitted with these fields. Which of them appear in the submitted data? Pick all that apply.',
        options: [
          {
            text: '`<input name="email" readonly value="a@b.example">`',
            correct: true,
            why: 'Readonly fields cannot be edited but are still sent.',
          },
          {
            text: '`<input name="coupon" disabled value="SAVE10">`',
            correct: false,
            why: 'Disabled controls are skipped when the form data is built.',
          },
          {
            text: '`<input type="checkbox" name="news" checked>` (no value attribute)',
            correct: true,
            why: 'A checked checkbox is sent; without a `value` it sends `news=on`.',
          },
          {
            text: '`<input type="checkbox" name="terms">`, left unchecked',
            correct: false,
            why: 'An unchecked checkbox sends nothing at all, not `terms=off`; the server must treat a missing key as "no".',
          },
          {
            text: '`<input id="phone" value="0301234">` (no name attribute)',
            correct: false,
            why: 'Only fields with a `name` are sent; an `id` is not a name.',
          },
        ],
      },
      {
        id: 'html-forms-4',
        kind: 'fill',
        section: 'What gets submitted: name, value, GET and POST',
        prompt: 'A `<button>` inside a `<form>` with no `type` attribute behaves as `type="____"`.',
        answers: ['submit'],
        caseInsensitive: true,
        why: 'The default type of a button is submit, so a "Show password" button without `type="button"` submits the form.',
      },
      {
        id: 'html-forms-5',
        kind: 'single',
        section: 'Input types and mobile keyboards',
        prompt: 'Which field fits a 16-digit card number on a phone best?',
        options: [
          {
            text: '`<input type="number" name="card">`',
            correct: false,
            why: 'A card number is digits you never calculate with; `number` adds a spinner and number parsing that do not fit.',
          },
          {
            text: '`<input type="text" inputmode="numeric" autocomplete="cc-number" name="card">`',
            correct: true,
            why: 'Text keeps the value as typed, `inputmode` asks for a digit keyboard and the token lets the browser fill a saved card.',
          },
          {
            text: '`<input type="tel" name="card">`',
            correct: false,
            why: '`tel` shows a phone keypad but tells browsers and assistive tech the field holds a phone number, which is wrong.',
          },
          {
            text: '`<input type="password" name="card">`',
            correct: false,
            why: 'Masking makes a long number hard to check, and the field is still not marked as a card number.',
          },
        ],
      },
      {
        id: 'html-forms-6',
        kind: 'single',
        section: 'The Constraint Validation API',
        prompt:
          'A sign-up form must reject the submission when "Repeat password" differs from "Password". Which call fits the Constraint Validation API?',
        options: [
          {
            text: "`repeat.setCustomValidity('The passwords do not match')` when they differ, `repeat.setCustomValidity('')` when they match",
            correct: true,
            why: 'A non-empty custom message makes the field invalid (customError); the empty string clears it so the form can submit.',
          },
          {
            text: '`repeat.validity.valid = false`',
            correct: false,
            why: '`validity` is a read-only ValidityState; you change validity through attributes or `setCustomValidity`.',
          },
          {
            text: "`repeat.setAttribute('pattern', password.value)`",
            correct: false,
            why: 'A pattern is a regular expression: characters such as `.` or `*` in the password would change its meaning.',
          },
          {
            text: '`form.checkValidity()` with no other change',
            correct: false,
            why: '`checkValidity()` only reports the existing rules; nothing in HTML says the two fields must be equal.',
          },
        ],
      },
      {
        id: 'html-forms-7',
        kind: 'order',
        section: 'Worked example',
        prompt: 'Put the steps of the worked example’s submit handler in order, for an invalid postcode.',
        steps: [
          '`field.checkValidity()` returns false',
          '`event.preventDefault()` stops the submission',
          'The error paragraph gets its message text and is shown',
          "The field gets `aria-invalid='true'`",
          'Focus moves to the field, and the hint and error are read out',
        ],
        why: 'The handler first learns the field is invalid, stops the request, writes a visible message, marks the field invalid and then moves focus, so the screen reader announces the finished state.',
      },
      {
        id: 'html-forms-8',
        kind: 'multiple',
        section: 'Accessible error messages',
        prompt: 'Which of these make a form error perceivable to every user? Pick all that apply.',
        options: [
          {
            text: 'A text message next to the field, linked with `aria-describedby`',
            correct: true,
            why: 'Visible text reaches sighted users, and the link makes screen readers read it when the field is focused.',
          },
          {
            text: 'Only turning the border of the field red',
            correct: false,
            why: 'Colour alone misses colour-blind and screen reader users.',
          },
          {
            text: '`aria-invalid="true"` on the field while its value is wrong',
            correct: true,
            why: 'It exposes the invalid state in the accessibility tree, so the field is announced as invalid.',
          },
          {
            text: 'A summary at the top that links to each invalid field, with focus moved to it on submit',
            correct: true,
            why: 'A summary tells everyone how many things to fix and lets keyboard users jump to each one.',
          },
          {
            text: 'Relying on the browser’s default bubble, which disappears after a few seconds',
            correct: false,
            why: 'The bubble is short-lived, cannot be styled and is not reliably announced; most teams show their own messages.',
          },
        ],
      },
    ],
  },
];
