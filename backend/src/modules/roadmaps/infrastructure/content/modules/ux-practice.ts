import type { ModuleContent } from '../content-types.js';

/** UX / Product Designer lessons: interaction, words, measurement and handoff (issue 29). Keys are stable: never rename or reuse them. */
export const UX_PRACTICE_MODULES: ModuleContent[] = [
  {
    key: 'interaction-design',
    title: 'Interaction Design',
    summary:
      'Design how an interface behaves: signifiers that show what can be done, feedback within the right time, every state of a component, target sizes and choices by Fitts’s and Hick’s laws, purposeful motion, keyboard and touch.',
    estimatedMinutes: 130,
    reviewedOn: '2026-11',
    contentMd: `### Affordances, signifiers, mapping and constraints
Visual design decides how a screen looks; **interaction design** decides how it behaves: what people can do, how they know they can do it, and what happens when they try. Most of its vocabulary comes from Don Norman's book *The Design of Everyday Things*, which names five ideas that make a product discoverable: affordances, signifiers, constraints, mappings and feedback.

An **affordance** is a possible action between a person and a thing: a chair affords sitting for an adult (not for an ant), a text field affords typing. Norman stresses that an affordance is a relationship, not a property of the object, and that many affordances are invisible. That is why he later added the word **signifier**: any perceivable cue that tells people *what* they can do and *where*. On a screen, affordances are mostly hidden in code, so signifiers carry the whole message: the underline on a link, the raised shape and label of a button, the grip dots on a draggable card, the blinking caret in a field. NN/g's eyetracking study of flat interfaces found that weak signifiers (text that might or might not be a link) made people hesitate and look longer before acting. When testers ask "can I click this?", a signifier is missing.

**Mapping** is the relationship between controls and their effects. A volume slider that moves up for louder, or a "Next" arrow on the right of a carousel, are natural mappings that need no label; a list of four identical switches for four lights arranged in a square is a poor one. **Constraints** limit what can be done so mistakes become impossible: a date picker that greys out past dates, a quantity stepper that stops at the stock level, a "Pay" button that only appears once the form is complete (although, as you will see, hiding or disabling needs care).

### Feedback and response times
**Feedback** tells people the result of what they just did. Jakob Nielsen's first usability heuristic, visibility of system status, asks that the design always keeps people informed through appropriate feedback within a reasonable time. How fast is reasonable? NN/g's article on response times gives three limits that have held since research in 1968:

- **0.1 second**: the limit for feeling that the system reacts *instantaneously*, as if you moved the object yourself. A checkbox, a pressed button or a dragged slider must respond within this.
- **1 second**: the limit for the user's flow of thought to stay uninterrupted. People notice the delay but still feel in control; page navigations should aim here.
- **10 seconds**: the limit for keeping attention on the task. Beyond it people switch to something else, so they need to know how long the wait will be.

NN/g's guidance on progress indicators turns this into rules: show an indicator for anything that takes longer than about a second; a looped spinner is fine for waits of roughly 2 to 9 seconds, and for 10 seconds or more show a percent-done bar or steps ("Uploading 3 of 12 photos"), so people can decide whether to wait.

### Component states
A button is not one drawing; it is a set of **states**, and every interactive component needs them designed, not left to chance:

- **Default** (resting), **hover** (pointer over it, mouse only), **focus** (selected by keyboard: the focus ring), **active** or pressed (while clicking or tapping), **disabled** (not available now).
- For anything that loads or submits: **loading**, then **success** or **error**.
- For containers of data such as lists, tables and search results: **empty** (nothing yet, or no results), and often **partial** or **too much** (one item, ten thousand items, a name of 60 characters).

Disabled controls deserve thought. A greyed-out "Continue" button does not say *why* it is disabled, usually has low contrast, and is skipped by some screen readers. The GOV.UK Design System advises avoiding disabled buttons; often it is kinder to keep the button active and explain what is missing when it is pressed.

### Fitts's law and Hick's law
Two laws from experimental psychology turn layout choices into numbers.

**Fitts's law** (Paul Fitts, 1954) says the time to reach a target grows with the distance to it and shrinks with its size. HCI research usually writes the difficulty as \`ID = log2(D / W + 1)\` bits, where D is the distance and W the width of the target along the direction of movement; movement time is \`a + b × ID\` for constants measured per device. Because it is logarithmic, halving a small button's width hurts much more than moving it a little further away. Practical consequences: make frequent and important targets large; place actions near the content they act on; make a whole card or list row clickable rather than only a small icon; remember that screen edges and corners are easy to hit with a mouse because the pointer stops there. For touch, NN/g recommends targets of at least 1 cm × 1 cm; Apple's guidelines say 44 × 44 points, Material Design 48 × 48 dp, and WCAG 2.2 sets a minimum of 24 × 24 CSS pixels (or enough spacing) at level AA.

**Hick's law** (Hick 1952, Hyman 1953) says the time to choose grows with the number of equally likely choices, again logarithmically: about \`b × log2(n + 1)\`. Going from 3 to 7 options adds one "bit" of decision time, not twice the time. The law only holds for simple choices people already understand; if they must read and compare each option, time grows faster. The design lessons are to highlight the recommended option, group long menus, and use progressive disclosure (show advanced settings only on request), not to cut useful options blindly.

### Microinteractions and motion
Dan Saffer's book *Microinteractions* describes the small, single-purpose moments of a product (liking a post, toggling Wi-Fi, a password-strength meter) as four parts: a **trigger** (what starts it), **rules** (what happens), **feedback** (how you see it happen) and **loops and modes** (what changes over time or on repeat). Designing these small moments well is much of what makes a product feel solid.

**Motion** should have a purpose: show where something came from (a panel sliding from the button that opened it), confirm a change (an item shrinking into the cart), or direct attention. Keep UI transitions short so they never make people wait, and avoid motion for decoration. Some people get dizzy or nauseous from large movement such as parallax and zooming, so operating systems have a "reduce motion" setting, which CSS exposes as a media feature:

\`\`\`css
.panel { transition: transform 250ms ease-out; }

@media (prefers-reduced-motion: reduce) {
  .panel { transition: none; } /* the panel still opens, without sliding */
}
\`\`\`

Reduced motion does not mean no feedback: the state still changes, perhaps with a short fade instead of a slide. WCAG also requires a way to pause anything that moves automatically for more than five seconds, such as carousels.

### Designing for keyboard and touch
Many people never use a mouse: keyboard users, screen-reader users, switch users, and everyone filling a long form quickly. For each screen, decide the **focus order** (it should follow the reading order), make the **focus indicator** clearly visible (WCAG 2.4.7), and use the keys people expect: Tab and Shift+Tab to move, Enter to follow links and press buttons, Space for buttons and checkboxes, arrow keys inside menus and tabs, Escape to close a dialog and return focus to the control that opened it.

Touch screens have no hover, so anything revealed only on hover (a delete icon on a row, a tooltip holding the only explanation) is invisible to half your users. Fingers hide what they press, so feedback must be visible around the finger, and swipes or drags need a visible alternative: WCAG 2.2 asks that any dragging action can also be done with single taps or clicks.

### Worked example
A team's "Save changes" button on a settings page gets complaints: people press it twice and are unsure whether anything happened. The designer lists what the button does today: no hover or pressed state, nothing visible for the 2 to 4 seconds the save takes, and a toast at the top of the screen that disappears after two seconds.

The redesign specifies every state. Pressed: darker fill within 0.1 s. Loading: the label becomes "Saving…" with a small spinner, the button stays in place and ignores further presses, so a double press cannot send two requests. Success: the label reads "Saved" for three seconds and a status message next to the button is announced to screen readers. Error: the button returns to "Save changes" and a message near it says what failed and what to do ("We couldn't save: you're offline. Your changes are kept; try again when you're connected."). The focus ring is kept for keyboard users, and the 36 px-tall button grows to 44 px on touch screens. In the next test, nobody pressed twice.

### Common mistakes
- **Designing only the default state.** Developers then invent hover, focus, loading and error states under deadline, inconsistently.
- **Removing focus outlines** because they "look ugly", which leaves keyboard users lost.
- **Hover-only controls and tooltips** that touch and keyboard users cannot reach.
- **Spinners for everything**, even for waits over 10 seconds where people need progress, or no feedback at all for waits of 1 to 2 seconds.
- **Tiny targets packed together**: icon buttons of 16 px side by side, where a slip deletes instead of edits.
- **Decorative motion** that delays every task and ignores \`prefers-reduced-motion\`.

### At work
Interaction design is part of every product designer's job rather than a separate role in most teams. In practice you will draw a component's states as variants in Figma, write the behaviour beside them (timing, what happens on error, keyboard keys), prototype the tricky flows to test them, and review the built version with the developer on a real phone and with a keyboard. Design systems such as Material 3, Apple's Human Interface Guidelines and GOV.UK's component pages document states and behaviour for each component: reading them is the fastest way to learn the conventions people already know.`,
    resources: [
      {
        title: 'NN/g: Response Times: The 3 Important Limits',
        url: 'https://www.nngroup.com/articles/response-times-3-important-limits/',
        kind: 'article',
      },
      {
        title: 'NN/g: Fitts’s Law and Its Applications in UX',
        url: 'https://www.nngroup.com/articles/fitts-law/',
        kind: 'article',
      },
      {
        title: 'W3C WAI: Understanding WCAG 2.2 Target Size (Minimum)',
        url: 'https://www.w3.org/WAI/WCAG22/Understanding/target-size-minimum.html',
        kind: 'docs',
      },
      {
        title: 'Laws of UX: Hick’s Law',
        url: 'https://lawsofux.com/hicks-law/',
        kind: 'interactive',
      },
    ],
  },
  {
    key: 'ux-writing',
    title: 'UX Writing and Content Design',
    summary:
      'Write the words of an interface so people can act: plain, front-loaded and scannable text, a steady voice with a fitting tone, specific button labels, error messages that say what happened and how to fix it, helpful empty states and inclusive language.',
    estimatedMinutes: 135,
    reviewedOn: '2026-11',
    contentMd: `### Words are the interface
Take the words off any screen and see what is left: unlabelled boxes, buttons that could do anything, icons that mean different things to different people. Labels, buttons, hints, errors and confirmations are how most interfaces explain themselves, so writing them is design work, not decoration added at the end. **UX writing** is the craft of those small interface texts; **content design**, a term popularised by the UK's Government Digital Service, goes one step further: start from what the user needs to know or do, then choose the best form for it, which may be a sentence, a table, a calculator or no content at all.

The test of interface text is not whether it is elegant but whether people can act on it the first time they read it, often in a hurry, on a phone, in their second language, or while stressed about money, health or a deadline.

### Plain language and scannable text
People rarely read screens word by word. In Jakob Nielsen's classic study of how people read on the web, 79 % of participants scanned pages and only 16 % read word by word; a version of the same content that was concise, scannable and objective scored 124 % better on a usability measure than the original promotional text. Eyetracking research by NN/g later showed the F-shaped pattern: people read the first lines, then only the starts of lines further down. Write for that behaviour:

- **Plain language.** Everyday words ("buy", "help", "start") over formal ones ("purchase", "assistance", "commence"); short sentences; active voice ("We sent you a code", not "A code has been sent"). GOV.UK's guidance on writing for user interfaces asks for plain English and sentence case everywhere. Plain language is not dumbing down: experts also prefer text they can understand at a glance.
- **Front-loading.** Put the words that carry the meaning first, in headings, list items, links and sentences. "Refunds: how long they take" is found faster than "Information about our policy regarding refunds", because scanners see only the first two or three words.
- **Scannable structure.** Meaningful headings, one idea per paragraph, lists for steps and options, bold only for the few words that matter. Cut what nobody needs: welcome paragraphs, instructions that repeat the labels, "Please note that".
- **The user's words, not the company's.** Internal names ("Workspace entity", "SKU") confuse. Usability tests, support tickets and search logs tell you what people call things.

### Voice and tone
**Voice** is the product's personality in words, and it stays the same everywhere: for example plain, warm and confident. **Tone** is how that voice adapts to the moment. Mailchimp's content style guide puts it this way: your voice does not change from day to day, but your tone changes all the time, depending on who you are talking to and how they feel. A celebration after someone publishes their first site can be light and a little playful; a message that their payment failed or their data was exposed must be calm, direct and serious, in the same voice.

NN/g describes tone on four dimensions: funny to serious, formal to casual, respectful to irreverent, and enthusiastic to matter-of-fact. Writing your product's position on each (say: serious, casual, respectful, matter-of-fact) turns "sound friendly" into something a team can apply and review consistently. Jokes are the riskiest choice: they age quickly, translate badly and hurt when the user is already frustrated.

### Buttons and links
A button label should say what will happen when it is pressed, with a **specific verb** and often its object: "Create account", "Send invoice", "Delete 3 files", "Save and continue". Generic labels such as "OK", "Submit", "Yes" or "Click here" force people to reread the surrounding text to know what they are agreeing to; in a dialog that asks "Are you sure you want to discard your changes?", the buttons "Discard changes" and "Keep editing" can be understood without reading the question at all. Keep the same word for the same action throughout the product: if the menu says "Remove", the dialog should not say "Delete".

Link text must make sense out of context, because screen-reader users often navigate a page by a list of its links, and scanners jump from link to link. "Read the refund policy" works in such a list; five links called "Learn more" do not. The GOV.UK Design System's button guidance asks for sentence case and text that describes the action, and NN/g's research on scanning shows the same: the first words of a link are the ones people see.

### Error messages
An error message has two jobs: say **what happened** and **how to fix it**. The GOV.UK Design System's error message guidance, tested with users in live services, is the clearest public standard:

- Be clear and concise, in plain English, with positive language. Avoid technical jargon ("form post error", "error 0x0000000643"), blaming words ("forbidden", "illegal", "you forgot"), "please" (it implies a choice), "sorry" (it does not help fix anything), "valid" and "invalid" (they add nothing) and jokes such as "oops".
- Be specific. "This field is required" and "An error occurred" do not say what to do; different problems need different messages: empty, too long, too short, wrong format, characters not allowed.
- Reuse the words of the label, so the message matches its field: for the question "How many hours do you work a week?" the error is "Enter how many hours you work a week".
- Use instructions or descriptions consistently: "Enter your first name" for an empty field, "First name must be 35 characters or less" for a long one.
- Show the message next to the field and, in a long form, in a summary at the top that links to each field; never clear what the person typed, so they can correct it (WCAG 2.2 asks you not to make people re-enter information).

Errors that the user cannot fix (no permission, the service is down) are not validation messages: they deserve their own page that explains the problem and what to do next.

### Empty states, onboarding and confirmations
An **empty state** is what a screen shows when there is nothing in it yet: a new account's project list, an inbox at zero, a search with no results. It is often the first screen a new user sees, so treat it as onboarding: say what will appear here and give the one action that fills it ("No projects yet. Create a project to start tracking your tasks." with a "Create project" button). For no search results, repeat the query, suggest fixes (check the spelling, remove a filter) and offer a way out.

**Onboarding** works best in context and in small pieces, at the moment a feature becomes useful, rather than as a tour of seven slides that people skip. **Confirmations** close the loop: say what happened, with the details people will want to check, and what happens next ("Payment sent: €120 to Ana Silva. It usually arrives within 1 working day."). For destructive actions, ask for confirmation with a specific button ("Delete project") or, better, offer **undo**, which respects people's time and forgives mistakes.

### Inclusive language
Words can quietly exclude. Write so that everyone your product serves feels addressed:

- Address the reader as "you" and use "they" when a person's gender is unknown or irrelevant.
- Ask only for what you need, in a form that fits everyone: a single "Full name" field fits more naming customs than "First name" and "Last name", and gender questions need a reason and respectful options.
- Describe people, not conditions: "disabled people" or "people with diabetes", not "the disabled" or "diabetics"; avoid "suffers from" and "confined to a wheelchair", as the UK government's inclusive language guidance advises.
- Avoid idioms, slang and culture-bound references ("hit it out of the park"), which translate badly and confuse readers in their second language, and metaphors that tie good and bad to colours or to ability: many teams now write "allowlist" and "blocklist", or "check" instead of "sanity check".
- Do not rely on sensory instructions alone: "Press the green button on the right" fails for colour-blind and screen-reader users; name the button.

### Content first, with real data
Designs filled with dummy Latin filler text and perfect sample data hide the problems real content brings: translated labels much longer than the English ones, a customer called "Maximiliane Kowalczyk-Hernández", a product with no photo, an address with three lines, a price of €1,249.99, and an error message that needs two sentences. **Content-first design** means drafting the real words (or realistic ones taken from the database, support tickets and research) before or alongside the layout, so the layout is shaped around the message rather than the message squeezed into boxes. Writers join early, in research and in flows, not after the screens are "done". In Figma, keep copy in text styles and components so that a change of wording flows everywhere, and test with the longest and shortest real values.

### Worked example
A start-up's sign-up form loses half its visitors. The designer rewrites the copy without changing the layout:

\`\`\`text
BEFORE                                       AFTER
Registration                                 Create your account
Welcome to Acme!! We're so excited you're    (removed)
here. Please fill in the form below.
[ Email* ]  (placeholder only)               Email address
                                             We'll send your receipts here
[ Password* ]                                Create a password
                                             Use 12 characters or more
[ Submit ]                                   [ Create account ]
Error 422: invalid input                     Enter an email address in the correct
                                             format, like name@example.com
Invalid password                             Password must be 12 characters or more
Success!                                     Check your email: we sent a link to
                                             ana@example.com. It expires in 24 hours.
\`\`\`

Why each change: the heading now says what the page does, front-loaded; the welcome paragraph added reading and no action. Placeholders disappear as soon as someone types, so the labels became visible text above the fields, with a hint only where it helps. The password rule moved from the error message to a hint, so people meet it before they fail. "Submit" became the specific action. Each error now says what happened and how to fix it, following GOV.UK's email pattern and its instruction-and-description style, without "invalid". The vague "Success!" became a confirmation that says what happened, to which address, and what to do next. In the following week's test with five people, nobody asked what the password rules were.

### Common mistakes
- **Writing last.** Copy pasted into finished screens does not fit, so it gets cut until it says nothing.
- **Generic buttons and links**: "OK", "Submit", "Click here", "Learn more" repeated five times.
- **Errors that blame or puzzle**: "Invalid input", "Illegal character", codes, "Oops!".
- **Placeholder text as the only label.** It disappears on typing, often has low contrast and is not always read by assistive technology.
- **Inconsistent words** for the same thing: "project", "workspace" and "board" on three screens.
- **Jokes in the wrong moment**, such as a playful message when a payment fails.

### At work
Larger companies employ UX writers or content designers; in smaller ones the product designer writes the words, ideally with help from support and marketing. Typical work includes a content style guide (voice, tone, terminology, capitalisation), a glossary of product terms, copy written directly in Figma or in a shared document linked to each screen, error message inventories made with developers, and content testing: asking five people what a message means, or A/B testing two labels. Good sources to learn from are the GOV.UK Service Manual and Design System, and the content guides that companies such as Mailchimp, Shopify (Polaris) and Atlassian publish.`,
    resources: [
      {
        title: 'GOV.UK Design System: Error message',
        url: 'https://design-system.service.gov.uk/components/error-message/',
        kind: 'docs',
      },
      {
        title: 'GOV.UK Service Manual: Writing for user interfaces',
        url: 'https://www.gov.uk/service-manual/design/writing-for-user-interfaces',
        kind: 'docs',
      },
      {
        title: 'NN/g: How Users Read on the Web',
        url: 'https://www.nngroup.com/articles/how-users-read-on-the-web/',
        kind: 'article',
      },
      {
        title: 'Mailchimp Content Style Guide: Voice and tone',
        url: 'https://styleguide.mailchimp.com/voice-and-tone/',
        kind: 'docs',
      },
    ],
  },
];
