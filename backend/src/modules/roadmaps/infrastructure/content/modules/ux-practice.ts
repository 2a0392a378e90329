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
];
