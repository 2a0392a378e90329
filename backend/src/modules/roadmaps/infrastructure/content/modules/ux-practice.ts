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
  {
    key: 'measuring-ux',
    title: 'Measuring UX',
    summary:
      'Put numbers on an experience: task success, time and errors, the SUS and SEQ questionnaires scored correctly, Google’s HEART framework, funnels and events, A/B tests that can be trusted, why NPS is a weak UX metric, and how numbers and observation work together.',
    estimatedMinutes: 140,
    reviewedOn: '2026-11',
    contentMd: `### Why measure UX
Five usability sessions tell you *why* people struggle, but not *how many* struggle, whether the redesign helped, or whether it helped enough to justify the next quarter's work. Measuring UX turns "it feels better" into evidence a team can compare over time and defend to stakeholders: a benchmark before a redesign and after it, a target such as "90 % of people can reorder a prescription without help", or an alarm when a release makes a flow worse. It also keeps a team honest: the redesign everyone loved in the design review sometimes changes nothing in the numbers.

Measuring is not the opposite of qualitative research; it answers different questions. The skill is choosing a few metrics that reflect what users are trying to achieve, collecting them the same way each time, and reading them with their uncertainty.

### Behavioural and attitudinal metrics
NN/g's map of research methods has two main axes, and the first is the one that matters most here: **behavioural** data is what people *do*, **attitudinal** data is what they *say* they think or feel.

- Behavioural: whether a task was completed, how long it took, the errors made, clicks in a funnel, how many people come back next week.
- Attitudinal: ratings of ease or satisfaction, questionnaire scores, answers to "how likely are you to…".

You need both, because they disagree more often than you would expect. People regularly rate a task as easy right after failing it without noticing, and they praise designs they would not use. When what people say and what they do conflict, trust behaviour for what happened and use attitudes to understand how it felt.

### Task success, time on task and errors
The core **usability metrics**, standardised in ISO 9241-11 as effectiveness, efficiency and satisfaction, come from giving people realistic tasks in a usability test:

- **Task success rate**: the share of participants who complete a task correctly, decided by a success criterion written before the test ("the order confirmation screen is reached with the right address"). It is the simplest and often the most important number: a task with 60 % success fails four people in ten.
- **Time on task**: how long successful attempts take. Task times are skewed (a few people take far longer), so report the median or, for small samples, the geometric mean rather than the plain average, as MeasuringU recommends.
- **Error rate**: mistakes per task or the share of attempts with at least one error, such as a wrong menu choice or an invalid entry. Define in advance what counts as an error.

Numbers need enough people. Qualitative tests with about five participants find most of the common problems, but the percentages from five people are almost meaningless: NN/g recommends about 40 participants for quantitative usability studies. Always show the uncertainty too: 9 successes out of 10 is compatible with a true success rate anywhere from about 57 % to nearly 100 % (a 95 % confidence interval).

### SUS and SEQ: standard questionnaires
Home-made satisfaction questions are hard to interpret: is 3.8 out of 5 good? Standard questionnaires come with benchmarks.

The **System Usability Scale (SUS)**, created by John Brooke in 1986, has **10 statements** answered on a 5-point scale from 1 (strongly disagree) to 5 (strongly agree). Odd-numbered statements are positive ("I thought the system was easy to use"), even-numbered ones negative ("I found the system unnecessarily complex"). Scoring, exactly as MeasuringU and the former usability.gov guidance describe it:

1. For each **odd** item, subtract 1 from the response.
2. For each **even** item, subtract the response from 5.
3. Add the ten converted values (each 0 to 4, total 0 to 40) and **multiply by 2.5**, giving a score from 0 to 100.

\`\`\`python
def sus(responses):  # ten answers, 1 to 5, in questionnaire order
    converted = [(r - 1) if i % 2 == 0 else (5 - r) for i, r in enumerate(responses)]
    return sum(converted) * 2.5

print(sus([4, 2, 5, 1, 4, 2, 4, 2, 5, 1]))  # 85.0
\`\`\`

(Python counts from 0, so index 0 is item 1, an odd item.) A SUS score is **not a percentage**. MeasuringU's data from about 500 studies puts the **average at 68**; a score of 68 is at the 50th percentile, and scores around 80 and above are among the best 10 % or so. Give SUS once at the end of a session, and never change its wording or drop items, or the benchmark no longer applies.

The **Single Ease Question (SEQ)** is asked right after each task: "Overall, how difficult or easy was the task to complete?" on a 7-point scale from 1 (very difficult) to 7 (very easy). MeasuringU reports an average of about 5.5 across hundreds of tasks, so a task averaging 4 is clearly harder than typical. Because it is per task, the SEQ tells you *where* the trouble is, while SUS rates the product as a whole.

### HEART: goals, signals, metrics
For live products, Google researchers Kerry Rodden, Hilary Hutchinson and Xin Fu published the **HEART** framework in 2010. It names five categories of user-centred metrics:

- **Happiness**: attitudes, such as satisfaction or ease ratings in an in-product survey.
- **Engagement**: how much and how often people use the product, such as uploads per user per week.
- **Adoption**: new users of the product or of a feature in a period.
- **Retention**: how many users of one period are still active in the next.
- **Task success**: effectiveness and efficiency, such as completion rate and time, as in usability tests but measured at scale.

Nobody needs all five for every feature. The framework's second half is the process **Goals → Signals → Metrics**: first write the goal in user terms ("people find a recipe they want to cook quickly"), then the signals that would show progress (searches followed by opening a recipe; few repeated searches), then the metric you will track (share of searches that lead to a recipe opened within a minute). Starting from goals stops teams tracking whatever is easy to count, such as page views, which can rise when people are lost.

### Funnels and analytics events
A **funnel** follows users through the steps of a flow and shows where they drop out: product page → cart → delivery → payment → confirmation. If 40 % leave at delivery, that step deserves a test session. Funnels are built from **analytics events** that the product records: named actions with properties, such as \`checkout_step_viewed {step: "delivery"}\` or \`address_error_shown {field: "postcode"}\`. Designers should help define these events when a feature is designed, because the question "did this work?" is impossible to answer if nothing was recorded. Keep a tracking plan (event names, when they fire, their properties), respect consent and privacy law, and never send personal data such as names or email addresses into analytics tools.

### A/B tests
An **A/B test** shows two versions to randomly split traffic at the same time and compares a metric, such as completed checkouts. Randomisation and simultaneity are what make the result causal: seasonal traffic, marketing campaigns and news affect both versions equally. Three rules keep it honest:

- **Enough people.** Decide the sample size before starting. To detect a rise in conversion from 10 % to 12 % with the usual settings (5 % significance, 80 % power) you need about 3,800 visitors *per version*; smaller differences need many more.
- **Significance, then stop.** A result is called statistically significant when a difference that large would be unlikely (usually under 5 %) if the versions were really equal. Checking every day and stopping at the first significant moment ("peeking") makes false wins far more likely; run for the planned size and whole weeks.
- **One change.** If version B has a new layout, new wording and a new price, a win tells you nothing about which change worked. Test one idea at a time, or use a designed multivariate test with far more traffic.

A/B tests answer "which is better on this metric", not "why"; and most teams without large traffic cannot run them for every decision.

### Why NPS is a weak UX metric
The **Net Promoter Score** asks "How likely are you to recommend this product to a friend or colleague?" from 0 to 10. Answers of 9–10 are promoters, 7–8 passives and 0–6 detractors; NPS is the percentage of promoters minus the percentage of detractors, so it runs from −100 to +100. It is popular with executives, but it is a weak measure of UX: it asks about intention to recommend, which depends on price, brand, support, habits and whether recommending the product is even normal (few people recommend their electricity supplier). It is one number with no diagnosis: it cannot tell you which task is hard or what to change. Turning an 11-point scale into three groups throws information away, so NPS moves in noisy jumps, and small samples swing wildly. Use it as a business signal if the company tracks it, always with a follow-up "why?" question, and use task-level and usability metrics to guide design.

### Combining qualitative and quantitative
Numbers tell you *what* and *how much*; observation tells you *why*. Good teams alternate: analytics show that 40 % abandon at the delivery step (quantitative), five usability sessions reveal that people cannot find how to add a flat number (qualitative), the fix is tested, and the funnel and an A/B test confirm the improvement (quantitative again). Triangulate: when a survey, the funnel and support tickets point the same way, you can act with confidence; when they disagree, that disagreement is itself the next research question.

### Worked example
An online pharmacy's "reorder a prescription" flow generates many support calls. The team's goal (HEART: task success) is "people can reorder without help, quickly"; the signals are completed reorders and calls about reordering; the metrics are task success, median time, SEQ, SUS and the funnel completion rate.

A remote unmoderated test with 40 participants on the old design: 26 of 40 succeed (65 %), the median time is 3 min 10 s, the SEQ averages 4.1 and SUS averages 58, below the average of 68. Session recordings show why: people do not understand that the "Repeat" link is how to reorder. After a redesign (a clear "Reorder" button on each medicine and a one-page review), a second test with 40 new participants gives 36 of 40 (90 %), a median of 1 min 40 s, SEQ 5.9 and SUS 77. One participant's SUS answers were 5, 2, 4, 1, 4, 3, 5, 2, 4, 2: odd items give 4 + 3 + 3 + 4 + 3 = 17, even items give 3 + 4 + 2 + 3 + 3 = 15, and (17 + 15) × 2.5 = 80.

To confirm in the real world, the new flow runs as an A/B test for three full weeks, with about 4,000 reorder starts in each version as planned beforehand. Funnel completion rises from 48 % to 71 %, significant at the 5 % level, and calls about reordering fall by a third over the next month. The team reports all of these together, with the session clips that explain them.

### Common mistakes
- **Vanity metrics**: page views and time on site rise when people are lost as well as when they are engaged.
- **Percentages from five people**: "80 % success" from 4 of 5 users is not a measurement.
- **Averaging skewed task times** instead of using the median or geometric mean.
- **Scoring SUS wrongly**, for example treating the score as a percentage or forgetting to reverse the even items.
- **Stopping an A/B test at the first significant result**, or changing several things in one variant.
- **Treating NPS as the UX score** of a product.
- **Measuring without a decision in mind**: every metric should answer a question someone will act on.

### At work
Product designers rarely own analytics alone; they work with product managers, data analysts and researchers. Expect to propose success metrics in design briefs ("we will know this worked if…"), to define the events for a new feature with developers, to read funnel dashboards in tools such as Google Analytics, Amplitude or Mixpanel, to run benchmark tests with SUS and SEQ in tools such as Maze or UserTesting, and to take part in A/B test reviews. The habit that makes a designer credible is simple: say in advance which number should move, and report honestly whether it did.`,
    resources: [
      {
        title: 'MeasuringU: Measuring Usability with the System Usability Scale (SUS)',
        url: 'https://measuringu.com/sus/',
        kind: 'article',
      },
      {
        title: 'MeasuringU: 10 Things to Know About the Single Ease Question (SEQ)',
        url: 'https://measuringu.com/seq10/',
        kind: 'article',
      },
      {
        title: 'NN/g: Quantitative vs. Qualitative Usability Testing',
        url: 'https://www.nngroup.com/articles/quant-vs-qual/',
        kind: 'article',
      },
      {
        title: 'NN/g: Quantitative Studies: How Many Users to Test?',
        url: 'https://www.nngroup.com/articles/quantitative-studies-how-many-users/',
        kind: 'article',
      },
    ],
  },
  {
    key: 'design-handoff',
    title: 'Handing Off to Developers',
    summary:
      'Give developers a design they can build without guessing: every state and edge case, responsive behaviour, tokens instead of raw values, Figma Dev Mode and annotations, accessibility notes, acceptance criteria, and design QA of what was built.',
    estimatedMinutes: 130,
    reviewedOn: '2026-11',
    contentMd: `### Handoff is a conversation, not a delivery
"Handoff" suggests a designer throwing finished screens over a wall to developers. Teams that work well do the opposite: a developer joins early sketches to say what is cheap or expensive to build, the designer stays involved while the feature is built, and both check the result together. The formal moment when a design is marked ready for development still matters, because it is when the details have to be complete. This lesson is about making that moment work: what to include, how to mark it up in Figma, and how to check that what ships is what you designed.

The cost of a weak handoff is real. Every question a developer cannot answer from the file becomes either a message that waits for your reply, or a guess. Guesses produce inconsistent spacing, missing error states, inaccessible components and rework late in the sprint, when it is most expensive.

### What developers need from a design
A static mockup of the happy path is perhaps a fifth of what a developer needs. A complete handoff answers these questions:

- **States**: default, hover, focus, pressed, disabled, loading, success and error for each interactive component (see the Interaction Design lesson), and the states of screens: first use (empty), loading, partial data, no results, error, offline.
- **Edge cases and real content**: the longest name, a translated label, a price with five digits, a list of one item and of 500, a missing image, a user without permission. Show how text wraps or truncates, and where.
- **Responsive behaviour**: at least the narrowest and a wide layout, plus rules for what happens between them: which columns stack, what stays fixed, what scrolls, maximum line lengths. Auto layout and constraints in Figma express much of this directly.
- **Errors**: the actual messages, where they appear, and what is kept when they do (never clear a form).
- **Behaviour**: what each control does, transitions and their timing, what happens on back, on refresh, on double click, and with a slow network.
- **Assets**: icons as SVG from the shared library, images with their sizes and cropping, and which ones are decorative.

### Figma Dev Mode and annotations
**Dev Mode** is a mode of Figma design files built for developers. According to Figma's guide, it is available on paid plans to people with a Full or Dev seat; it is read-only, so developers cannot accidentally move things. In Dev Mode a developer can inspect any layer's spacing, sizes and box model, see the variables (tokens) and styles it uses instead of raw values, copy code snippets, see which component and variant an element is, compare changes since a version, and download assets. Designers mark frames or sections as **Ready for dev**, which tells developers which parts are final and which are still being explored; keep work in progress out of those sections.

**Annotations** add the information that pixels cannot carry: "this list loads 20 items, then more on scroll", "focus moves to the heading after submit", "truncate after two lines". In Dev Mode, annotations are attached to layers, can pin design properties such as width or fill so they stay accurate when the design changes, and can have categories such as interaction, accessibility or content. **Measurements** show important distances. Use annotations for behaviour and decisions, not to repeat what Inspect already shows.

### Tokens instead of hard-coded values
A developer who reads "#1A73E8, 16 px, 8 px radius" from a mockup copies those numbers into code, and the product slowly fills with near-duplicates: #1A73E8, #1B74E8, 15 px. **Design tokens** give each decision a name, such as \`color.action.primary\`, \`space.4\` or \`radius.medium\`, and both design and code refer to the name. In Figma, tokens are usually stored as **variables** (with modes for light and dark themes or brands); in code, as CSS custom properties or platform constants generated from the same source. The W3C Design Tokens Community Group publishes a shared JSON format so that tools can exchange them.

\`\`\`css
:root {
  --color-action-primary: #1a73e8;
  --space-4: 1rem;
  --radius-medium: 0.5rem;
}
.button-primary {
  background: var(--color-action-primary);
  padding: var(--space-4);
  border-radius: var(--radius-medium);
}
\`\`\`

For handoff, this means: use the design system's variables and components in the file, never detached copies with raw values, so that Dev Mode shows the token names. When a design needs a value that no token has, treat it as a question for the design system, not a one-off.

### Accessibility annotations
Many accessibility problems are decided in design, yet are invisible in a mockup. Annotate them so that they are built, not discovered in an audit. The W3C's tips for designing for accessibility are a good checklist; the usual annotations are:

- **Headings and landmarks**: which text is the page's h1, the h2s and h3s, and the regions (header, navigation, main, footer). Visual size does not decide the level.
- **Focus order**: numbered markers showing the order Tab should follow, especially in dialogs, multi-column layouts and custom widgets; where focus goes when a dialog opens and closes, and after an error.
- **Labels and accessible names**: the visible label of each field, and the name of icon-only buttons ("Close dialog", not "X"); hint text linked to its field.
- **Alternative text**: what each meaningful image says, and which images are decorative and should be ignored by screen readers.
- **Colour and contrast**: that text and meaningful icons meet WCAG contrast (4.5:1 for normal text), and that colour is never the only signal.
- **Touch targets and zoom**: minimum target sizes and what reflows at 320 CSS pixels wide.

### Acceptance criteria
**Acceptance criteria** are the testable conditions a story must meet to be done. Writing them with the product manager and developers turns the design's intent into something QA and automated tests can check. Many teams use the Given–When–Then form:

\`\`\`text
Given I am on the delivery step with an empty postcode
When I select "Continue"
Then an error "Enter a postcode" appears under the field and in the error summary
And focus moves to the error summary
And the other answers I entered are kept
\`\`\`

Good criteria describe behaviour, not pixels ("the button shows a loading state and ignores further presses"), cover the error and empty paths, and include accessibility ("all actions work with the keyboard"). Link the Figma frame from the ticket, and the ticket from the frame.

### Design QA of the built result
Before a feature ships, the designer reviews the built version, usually on a staging environment, and compares it with the design. Check on real devices and browsers, with real data: spacing and alignment, typography, states (force an error, go offline, empty the list), responsive behaviour at in-between widths, keyboard navigation and the focus ring, zoom to 200 %, and a quick screen-reader pass. Record findings as tickets with a screenshot, the expected result (a link to the frame) and a severity: a broken flow or an inaccessible control blocks release; a 2-pixel misalignment does not. Accept that good implementations sometimes improve on the design; the goal is the intended experience, not pixel identity.

### Working in sprints with engineers
In agile teams, design usually works slightly ahead of development: while developers build this sprint's stories, the designer researches and designs the next ones, and stays available for questions on the current ones. This "one sprint ahead" rhythm works only with constant contact: invite developers to design critiques, review technical constraints together before the design is final, and split large designs into stories that deliver value on their own. At refinement or planning meetings, walk the team through the designs and annotations, and let them estimate with the full picture, including edge cases. Short, frequent conversations beat a perfect specification nobody reads.

### Worked example
A designer hands off a new "Edit profile" page. Before marking it **Ready for dev**, she goes through her handoff checklist:

\`\`\`text
[x] Flows: entry points, save, cancel, unsaved-changes warning on leaving
[x] States: loading profile, saving, saved, error on save, offline
[x] Edge cases: 80-character name, no photo, photo upload over 10 MB, user with no email
[x] Responsive: 360 px and 1280 px frames; fields stack under 600 px; max width 40rem
[x] Content: final labels, hints and every error message written and reviewed
[x] Components from the library, no detached instances; tokens for colour, space, type
[x] Accessibility: h1 "Edit profile", focus order 1-7, labels, alt text for the photo,
    error summary receives focus on failed save, contrast checked
[x] Annotations: photo crop behaviour; Save is never disabled, missing answers explained on press
[x] Acceptance criteria written with the PM and linked in the tickets
[x] Walkthrough booked with the two developers; questions collected in one thread
\`\`\`

During the walkthrough a developer points out that the API cannot save the photo and the name in one request; together they decide that the photo saves immediately on upload, and the designer updates the flow and criteria the same day. A week later, her design QA finds that the error summary does not receive focus and that the name field truncates at 40 characters; both become tickets and are fixed before release.

### Common mistakes
- **Only the happy path**: no loading, empty, error or long-content states.
- **Detached components and raw values**, so developers copy hex codes instead of tokens.
- **Several versions of the truth**: old explorations next to final screens with no status; mark what is ready.
- **Behaviour left to guesswork**: no notes on focus, validation timing, truncation or what happens on failure.
- **Accessibility left for the audit** instead of annotated in the design.
- **Disappearing after handoff**: no walkthrough, no answers during the sprint and no design QA.

### At work
Every product designer hands off work, usually several times a week in small pieces. You will mark sections as ready for dev, write annotations, attach Figma links to tickets in Jira or Linear, join refinement and stand-ups, answer questions in a shared channel, and review builds on staging or in pull-request previews. Design system teams also maintain the Storybook or documentation site where built components live, so a designer can check a component's real behaviour before using it. Developers remember the designers whose files answer their questions; that reputation is worth as much as visual skill.`,
    resources: [
      {
        title: 'Figma Help Center: Guide to Dev Mode',
        url: 'https://help.figma.com/hc/en-us/articles/15023124644247-Guide-to-Dev-Mode',
        kind: 'docs',
      },
      {
        title: 'W3C WAI: Designing for Web Accessibility',
        url: 'https://www.w3.org/WAI/tips/designing/',
        kind: 'docs',
      },
      {
        title: 'Design Tokens Community Group',
        url: 'https://www.designtokens.org/',
        kind: 'docs',
      },
    ],
  },
  {
    key: 'design-portfolio',
    title: 'Your Design Portfolio and First Job',
    summary:
      'Get hired as a junior designer: choose 2 to 4 projects, write case studies that show your role, evidence, decisions and outcomes, handle NDAs, present your work in interviews, survive design exercises, and find real projects when you have no job yet.',
    estimatedMinutes: 120,
    reviewedOn: '2026-11',
    contentMd: `### What a portfolio is for
A design portfolio is not a gallery. It is the evidence a hiring team uses to answer one question: *can this person solve our kind of problems, and work with us while doing it?* Visual polish helps, but what they look for is how you think: how you understood a problem, what you learned from users, which options you weighed, why you chose one, and what happened next. NN/g's advice on UX portfolios comes back to the same points: be selective, make each project easy to scan, and explain your role, your decisions and the results.

Treat the portfolio as a design project with real users. The first reader is often a recruiter who is not a designer and spends a minute or two deciding whether to pass you on; then a hiring manager skims your case studies between meetings; then a panel reads one or two closely before the interview. Design for all three: a clear summary at the top of every case study for the skimmers, and depth below for the careful readers. A simple, fast, accessible website (or even a well-made PDF) beats an experimental one that hides the work.

### Choosing 2 to 4 projects
Two to four strong case studies are enough, and better than ten thin ones: nobody reads ten, and the weakest project lowers the average. Choose projects that:

- **Show the work of the job you want.** For a product designer role, a project where you researched, designed, tested and iterated beats a logo or a poster.
- **Show range in process**, not only in visuals: one project with deep research, one with complex flows or an interaction problem, one with a measurable outcome.
- **Involved real users or constraints**: a real organisation, real people tested, a deadline, a technical limit. These give you decisions to talk about.
- **You can speak about in depth**, including what went wrong.

Put the strongest and most relevant first; reorder for each application if the companies differ (a health-care product team will care most about your accessibility and trust work).

### The shape of a case study
Most good case studies follow the same shape, whatever the layout:

1. **Summary**: two or three sentences with the problem, what you did and the result, plus your role, the team, the timeframe and the tools.
2. **Context**: the product, the users and the business situation, briefly.
3. **Your role**: what *you* did, separate from the team. "I ran five interviews and designed the new flow; another designer did the visual design" is honest and useful.
4. **The problem**: stated in user terms, with the evidence that showed it (analytics, support tickets, research).
5. **Process with evidence**: what you did to understand and explore, shown with real artefacts: interview findings, a journey map, sketches, early wireframes, test results.
6. **Decisions and trade-offs**: the two or three key choices, the options you rejected and why, and the constraints that shaped them. This is the part hiring managers value most and juniors most often leave out.
7. **Outcome and learning**: what changed, measured where possible ("task success in testing rose from 5 of 8 to 8 of 8"), and what you would do differently.

Write in short sections with descriptive headings, and caption every image with what it shows and why it matters.

### Show research and iteration, not just final screens
Final screens show that you can make things look finished; they do not show how you got there. Show the messy middle on purpose: the sketch that was abandoned, the test where four of five people missed the button, the second version and what changed. A before-and-after pair with the finding that connects them ("people could not tell that the price included delivery, so we moved it next to the total") is more convincing than ten polished mockups. Keep it curated, though: a wall of sticky-note photos proves activity, not insight. For each artefact, say what you learned from it.

### Confidentiality and NDAs
Work done for an employer or client usually belongs to them, and many contracts include a **non-disclosure agreement (NDA)**. Breaking it can cost you the job you have and the one you want, and hiring managers notice when a candidate shows what they should not. Before showing client work:

- **Ask** your manager or client what you may show; permission is often given for released work.
- **Anonymise**: remove the brand name and logo, change colours and copy, replace real data with realistic fake data, and never show customers' personal information.
- **Show process over product**: you can usually describe the problem, your methods and the reasoning at a level of detail that reveals no secrets.
- **Password-protect** a case study only if that is allowed, and do not rely on it as your only protection.
- When nothing can be shown, describe the work in words and be ready to talk about it in the interview.

### Presenting a case study in an interview
Many design interviews include a **portfolio presentation**: 30 to 60 minutes in which you walk a panel through one or two case studies and answer questions. Prepare it like a talk, not a tour of your website:

- Start with the summary and the problem; spend most of the time on decisions and evidence; finish with the outcome and what you learned.
- Say "I" for what you did and "we" for the team. Interviewers ask follow-ups to find out which was which.
- Time yourself, leave at least a third of the slot for questions, and practise aloud with someone who will interrupt.
- Expect questions such as "What would you do differently?", "How did you handle disagreement with the product manager?", "How did you know it worked?" Honest answers about mistakes and constraints build more trust than a perfect story.

### Design exercises and whiteboard challenges
Companies also test how you work live. In a **whiteboard challenge** (often 45 to 60 minutes, in person or on an online whiteboard) you get a short prompt such as "design a way for a library to lend tools". The interviewers care about your process, not the final drawing:

1. Ask clarifying questions: who are the users, what are their goals, what constraints and platforms, what does success look like?
2. State your assumptions aloud when answers are not available.
3. Pick a focus (one user, one key task) and say why.
4. Sketch the flow first, then a few key screens.
5. Talk through trade-offs, edge cases and how you would test and measure it.

A **take-home exercise** gives you a brief to work on for a few days. A fair one has a stated time limit (often 3 to 6 hours). If it asks for many days of work, or looks like free work on the company's real product, it is reasonable to ask about the scope, to keep to a time box and to say what you would do with more time.

### Junior roles and getting real projects
Junior titles vary: junior product designer, UX designer, UI/UX designer, interaction designer, and neighbouring roles such as content designer or UX researcher. Many juniors start through internships, apprenticeships, graduate schemes or by moving inside a company from support, QA, marketing or development, where knowing the product is an advantage.

The classic trap is needing experience to get experience. Ways to get real projects:

- **Volunteer** for a charity, a community group, a local business or an open-source project that needs design help; you get real users, real constraints and a reference.
- **Redesign with research**: pick an existing product you use, test it with five people, identify the biggest problems, redesign one flow and test it again. Label it clearly as a self-initiated concept, and focus on the problems you found, not on a prettier skin.
- **Design for your current job**: an internal tool, a form or a process nobody owns.
- **Share and get feedback**: design communities, mentoring sessions and local meetups give critique and, often, leads.

Apply with a short, specific message that links the most relevant case study to the job, and keep a simple log of applications and feedback so that you improve the portfolio like any product.

### Worked example
Sam is changing careers from customer support. Her volunteer project for a food bank becomes the first case study, outlined before she builds any page:

\`\`\`text
Summary:    Volunteers missed shifts because sign-up happened by email and a shared
            spreadsheet. I researched and designed a mobile sign-up flow; in a test
            with 6 volunteers, all 6 booked a shift unaided (before: 2 of 6).
Role:       Sole designer, 6 weeks, with a volunteer developer. Figma, Maze.
Problem:    Coordinator spent ~4 hours a week matching people to shifts by email.
Process:    4 interviews, spreadsheet analysis, journey map, 3 sketched concepts,
            2 rounds of testing (photos of sketches, test notes, before/after).
Decisions:  Calendar view rejected for a list of open shifts (volunteers think in
            "this Saturday", and the list works on small phones); no accounts, a
            magic link by SMS instead, because half the volunteers had no email.
Outcome:    Launched in a simple form tool first; no-shows fell in the first month
            (coordinator's count). Next time: involve the coordinator in testing.
\`\`\`

She then writes the page: the summary and a hero image of the final flow at the top, then the sections above with one image each, captioned. Her second case study is a researched redesign of a city's recycling app, labelled as a concept; her third, a short piece on an internal support macro tool she improved in her old job.

### Common mistakes
- **Only final screens**, with no problem, process or decisions.
- **Too many projects**, including weak course exercises that all look the same.
- **Hiding your role** behind "we", or claiming team work as your own.
- **Long, unstructured text** that nobody scans; or no text at all.
- **Outcomes that are invented or vague**: "users loved it" with no evidence.
- **Breaking an NDA**, or showing real customer data.
- **Jumping straight to screens** in a whiteboard challenge without asking a single question.

### At work
Hiring processes for junior designers usually run: application with portfolio, a recruiter call, a portfolio review or presentation, a design exercise, and interviews with designers, product managers and engineers about collaboration. Once you are hired, keep the habit: note decisions, keep before-and-after screenshots, record outcomes while they are fresh and ask what you may show later. Your next portfolio is built during this job, and the same skills (framing problems, showing evidence, explaining decisions) are what design reviews and promotions ask for.`,
    resources: [
      {
        title: 'NN/g: 5 Steps to Creating a UX-Design Portfolio',
        url: 'https://www.nngroup.com/articles/ux-design-portfolios/',
        kind: 'article',
      },
      {
        title: 'NN/g: UX Hiring: Insights from a Design Recruiter',
        url: 'https://www.nngroup.com/articles/ux-hiring-insights/',
        kind: 'article',
      },
      {
        title: 'NN/g: User Experience Careers (free report)',
        url: 'https://www.nngroup.com/reports/user-experience-careers/',
        kind: 'book',
      },
    ],
  },
];
