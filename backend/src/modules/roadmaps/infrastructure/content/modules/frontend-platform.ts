import type { ModuleContent } from '../content-types.js';

/** Frontend lessons: forms, CSS fundamentals, storage, build tools and deployment (issue 29). Keys are stable: never rename or reuse them. */
export const FRONTEND_PLATFORM_MODULES: ModuleContent[] = [
  {
    key: 'html-forms',
    title: 'HTML Forms',
    summary:
      'Build forms that work for everyone: labels, the right input types, what is actually submitted with GET and POST, built-in validation, the Constraint Validation API and error messages every user can perceive.',
    estimatedMinutes: 130,
    reviewedOn: '2026-11',
    contentMd: `### What a form does
A form is the oldest way for a web page to send data back to a server, and it still does a surprising amount of work for free. The browser collects the values of the fields, checks them against the rules you wrote in HTML, encodes them and sends an HTTP request, all without one line of JavaScript. Search boxes, logins, checkouts and settings pages are forms. Even when a React app sends the data with \`fetch\`, starting from a real \`<form>\` keeps three things working: pressing Enter in a text field submits, the browser's built-in validation runs, and assistive technology announces the region as a form.

Two attributes of \`<form>\` say where the data goes and how: \`action\` is the URL (the current page when it is missing) and \`method\` is \`get\` or \`post\` (\`get\` when missing). This lesson builds on the Semantic HTML lesson, which introduced labels and input types; here we go into what is actually sent, how validation works and how errors reach every user.

### Labels and fields
Every field needs a **label**, the visible text that says what to type, tied to the field in one of two ways:

\`\`\`html
<label for="city">City</label>
<input id="city" name="city">

<label>Postcode <input name="postcode"></label>
\`\`\`

The first pairs \`for\` with the field's \`id\` (ids must be unique on the page, or the label points at the wrong field); the second wraps the field inside the label. Either way the label text becomes the field's accessible name, and clicking the label focuses the field or toggles the checkbox, which doubles the hit area on a phone. Group related controls, such as a set of radio buttons, in a \`<fieldset>\` whose \`<legend>\` asks the question: a screen reader then reads "Delivery speed, group" before "Express, radio button". A \`disabled\` attribute on the fieldset disables every control inside it at once.

### Input types and mobile keyboards
The \`type\` attribute changes the keyboard a phone shows, the built-in check and sometimes the whole widget:

- \`email\`: a keyboard with @ and a dot, and a check that the value looks like an address.
- \`tel\`: a phone keypad. No format check, because phone formats differ by country.
- \`url\`: a keyboard with slash and ".com", and a check for a scheme such as \`https:\`.
- \`number\`: a numeric keyboard and a spinner, with \`min\`, \`max\` and \`step\`. Use it for quantities, not for card numbers, postcodes or one-time codes, which are digits you never add up; for those keep \`type="text"\` and add \`inputmode="numeric"\`, which asks for a digit keyboard without the spinner.
- \`date\`, \`time\`, \`color\`, \`range\`, \`file\`, \`checkbox\`, \`radio\` and \`password\` bring their own widgets.

Browsers that do not know a type fall back to \`text\`, so a new type never breaks the form.

### What gets submitted: name, value, GET and POST
Only fields with a \`name\` are sent, as \`name=value\` pairs. A field without a name, however carefully styled, silently sends nothing. Some rules trip people up: an unchecked checkbox is not sent at all, a checked one without a \`value\` sends \`on\`, only the selected radio of a group is sent, and **disabled** fields are skipped while **readonly** ones are sent.

With \`method="get"\` the pairs are appended to the action URL as a query string: \`/search?q=blue+shoes&size=42\`. Spaces become \`+\` and characters such as \`&\` are percent-encoded (\`%26\`). GET suits searches and filters: the result can be bookmarked, shared and cached. It does not suit passwords or personal data, because URLs end up in browser history, server logs and analytics.

With \`method="post"\` the pairs travel in the request body. The \`enctype\` attribute sets their encoding: \`application/x-www-form-urlencoded\` (the default, same format as the query string), \`multipart/form-data\` (required for \`<input type="file">\`, because files are binary and each part carries its own headers) and \`text/plain\` (for debugging only). POST is for anything that changes data on the server: sign-ups, orders, comments. After a successful POST the server usually answers with a redirect to a result page, so reloading that page does not submit twice.

One more default matters every day: a \`<button>\` inside a form is \`type="submit"\` unless you say otherwise. A "Show password" or "Add another item" button without \`type="button"\` submits the form.

### Built-in validation
HTML attributes describe the rules, and the browser checks them before submitting:

- \`required\`: the field must not be empty (for a radio group, one must be chosen).
- \`minlength\` and \`maxlength\`: length limits in characters. \`maxlength\` stops typing; \`minlength\` is checked only after the user has edited the field.
- \`min\`, \`max\` and \`step\`: for numbers, dates and ranges.
- \`pattern\`: a JavaScript regular expression that must match the **whole** value, as if wrapped in \`^(?:\` and \`)$\`. \`pattern="[0-9]{5}"\` accepts \`12345\` but not \`123456\`.

If a rule fails, the browser blocks submission, focuses the first invalid field and shows its own message bubble. The \`:invalid\` CSS pseudo-class matches invalid fields immediately, even before anyone typed; \`:user-invalid\` matches only after the user has interacted, which is usually what you want to style. Client-side validation is a courtesy to the user, never a security control: anyone can edit the HTML or send the request with \`curl\`, so the server validates everything again.

### The Constraint Validation API
JavaScript sees the same rules through the **Constraint Validation API**. Each field has a \`validity\` object (a \`ValidityState\`) with one boolean per reason: \`valueMissing\`, \`typeMismatch\`, \`patternMismatch\`, \`tooShort\`, \`tooLong\`, \`rangeUnderflow\`, \`rangeOverflow\`, \`stepMismatch\`, \`badInput\`, \`customError\`, and \`valid\` when none applies. \`checkValidity()\` returns true or false and fires an \`invalid\` event on each failing field; \`reportValidity()\` does the same and also shows the messages. \`setCustomValidity('message')\` marks a field invalid with your own message, for rules HTML cannot express such as "the two passwords differ"; calling it with an empty string makes the field valid again. Adding \`novalidate\` to the form turns off the browser's bubbles while keeping the API, so you can show your own messages.

### Accessible error messages
The browser's bubbles disappear after a few seconds, cannot be styled and are not reliably announced. Most teams show their own messages, and then three things make them work for everyone. The message is text next to the field, not only a red border, because colour alone does not reach colour-blind or screen reader users. The field points at the message with \`aria-describedby\` (and at its hint, too: the attribute takes several ids), so a screen reader reads the message when the field is focused. And the field carries \`aria-invalid="true"\` while it is wrong. On submit, move focus to the first invalid field or to an error summary at the top of the form that links to each field. Say what to do, not just what went wrong: "Enter a postcode of 5 digits, like 10115" beats "Invalid input".

### Autocomplete tokens
The \`autocomplete\` attribute tells browsers and password managers what a field holds: \`name\`, \`given-name\`, \`email\`, \`tel\`, \`street-address\`, \`postal-code\`, \`country\`, \`cc-number\`, \`username\`, \`current-password\`, \`new-password\` and \`one-time-code\` are the common ones. Correct tokens mean one tap fills a whole address, password managers offer a strong new password on sign-up, and phones offer the code from a text message. WCAG 2.1 success criterion 1.3.5 (Identify Input Purpose, level AA) asks for these tokens on fields that collect information about the user. Writing \`autocomplete="off"\` on login fields mostly drives people to weaker passwords they can remember.

### Worked example
A delivery form arrives in review:

\`\`\`html
<form action="/deliveries" method="post" novalidate>
  <label for="postcode">Postcode</label>
  <input id="postcode" name="postcode" inputmode="numeric" autocomplete="postal-code"
         required pattern="[0-9]{5}" aria-describedby="postcode-hint postcode-error">
  <p id="postcode-hint">5 digits, like 10115</p>
  <p id="postcode-error" hidden></p>
  <button>Save</button>
</form>
\`\`\`

The form turns off the browser's bubbles with \`novalidate\`, so the script must do the checking:

\`\`\`javascript
form.addEventListener('submit', (event) => {
  const field = form.elements.postcode;
  const error = document.getElementById('postcode-error');
  if (!field.checkValidity()) {
    event.preventDefault();
    error.textContent = field.validity.valueMissing
      ? 'Enter your postcode.'
      : 'Enter a postcode of 5 digits, like 10115.';
    error.hidden = false;
    field.setAttribute('aria-invalid', 'true');
    field.focus();
  }
});
\`\`\`

The field has a name, so it is sent; a digit keyboard appears on phones; the browser can fill it from the saved address; the error is visible text, read out with the hint when focus lands on the field; and the server checks the postcode again because this script can be bypassed. The last fix: the bare \`<button>\` is a submit button, which is exactly what is wanted here, but writing \`type="submit"\` says so to the next reader.

### Common mistakes
- **Fields without \`name\`.** They look fine and send nothing; the bug shows up only on the server.
- **Buttons without a type** inside forms, which submit when they were meant to toggle something.
- **Trusting client-side validation.** It helps honest users; the server must validate everything again.
- **Errors shown only in red**, or only in a bubble that disappears, with no \`aria-describedby\` link.
- **\`type="number"\` for codes and card numbers.** Use text with \`inputmode="numeric"\`.
- **Passwords or personal data in GET forms**, which copy them into URLs and logs.

### At work
Forms are where a product earns money (sign-up, checkout) and where users give up, so frontend teams treat them carefully. Most React projects use a form library such as React Hook Form together with a schema validator, and share that schema with the API when they can, so client and server apply the same rules. A junior is typically asked to build or fix a form from a design, to make its errors accessible, and to check it with the keyboard only, with a screen reader, and on a real phone to see the right keyboards. Expect review comments on missing labels, names, \`autocomplete\` tokens and button types; they are the cheapest fixes in frontend work.`,
    resources: [
      {
        title: 'MDN: Client-side form validation',
        url: 'https://developer.mozilla.org/en-US/docs/Learn_web_development/Extensions/Forms/Form_validation',
        kind: 'docs',
      },
      {
        title: 'WHATWG HTML Standard: Forms',
        url: 'https://html.spec.whatwg.org/multipage/forms.html',
        kind: 'docs',
      },
      { title: 'web.dev: Learn Forms', url: 'https://web.dev/learn/forms', kind: 'course' },
      {
        title: 'MDN: The autocomplete attribute',
        url: 'https://developer.mozilla.org/en-US/docs/Web/HTML/Reference/Attributes/autocomplete',
        kind: 'docs',
      },
    ],
  },
];
