import { indentWithTab } from '@codemirror/commands';
import { javascript } from '@codemirror/lang-javascript';
import { python } from '@codemirror/lang-python';
import { PostgreSQL, sql } from '@codemirror/lang-sql';
import { Compartment, EditorState, Prec } from '@codemirror/state';
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { oneDarkHighlightStyle, oneDarkTheme } from '@codemirror/theme-one-dark';
import { keymap } from '@codemirror/view';
import { useComputedColorScheme } from '@mantine/core';
import { basicSetup, EditorView } from 'codemirror';
import { useEffect, useRef } from 'react';
import type { Language } from './languages';

export interface CodeEditorProps {
  value: string;
  language: Language;
  onChange: (code: string) => void;
  /** Ctrl/Cmd+Enter. */
  onRun: () => void;
  /** Ctrl/Cmd+Shift+Enter. */
  onSubmit: () => void;
  /** The editor's accessible name. */
  label: string;
  /** The id of the text that explains the keys (Escape then Tab leaves the editor). */
  describedBy?: string;
  /** The editor's least height in pixels (320 by default; a lesson's exercise uses less). */
  minHeight?: number;
}

/**
 * One Dark, with its two dimmest text colours (comments, names) lightened: on the active line's
 * background they fell under the 4.5:1 contrast text needs (axe, dark scheme).
 */
const LIGHTER: Record<string, string> = { '#7d8799': '#a4acba', '#e06c75': '#ef8c94' };
const darkHighlight = HighlightStyle.define(
  oneDarkHighlightStyle.specs.map((spec) =>
    spec.color && LIGHTER[spec.color] ? { ...spec, color: LIGHTER[spec.color] } : spec,
  ),
);
// One Dark's active-line tint took the text under 4.5:1 for some tokens (axe, now and then,
// depending on where the cursor was): in the dark scheme the active line is not tinted.
const plainActiveLine = EditorView.theme({ '.cm-activeLine': { backgroundColor: 'transparent' } }, { dark: true });
const dark = [Prec.highest(plainActiveLine), oneDarkTheme, syntaxHighlighting(darkHighlight)];

const languageSupport = (language: Language) =>
  language === 'python'
    ? python()
    : language === 'sql'
      ? sql({ dialect: PostgreSQL, upperCaseKeywords: true })
      : javascript({ typescript: language === 'typescript' });

const sizing = (minHeight: number) =>
  EditorView.theme({
    '&': {
      fontSize: '14px',
      border: '1px solid var(--mantine-color-default-border)',
      borderRadius: 'var(--mantine-radius-md)',
    },
    '&.cm-focused': { outline: '2px solid var(--mantine-primary-color-filled)', outlineOffset: '1px' },
    '.cm-scroller': {
      fontFamily: 'var(--mantine-font-family-monospace)',
      minHeight: `${minHeight}px`,
      maxHeight: '70vh',
    },
    '.cm-content': { paddingBlock: '8px' },
  });

/**
 * CodeMirror 6 with JavaScript/TypeScript, Python and SQL (PostgreSQL's dialect): a real editor (highlighting, brackets,
 * completion, search, undo, indentation) in a chunk of its own, about 190 kB gzip, that a
 * problem's page and a lesson's code exercise load lazily, after their statement; Monaco, the other candidate, is several times that
 * and wants web workers. Tab indents; Escape then Tab moves focus on (said on the page).
 */
function CodeEditor({
  value,
  language,
  onChange,
  onRun,
  onSubmit,
  label,
  describedBy,
  minHeight = 320,
}: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const languageSlot = useRef(new Compartment());
  const themeSlot = useRef(new Compartment());
  const handlers = useRef({ onChange, onRun, onSubmit });
  handlers.current = { onChange, onRun, onSubmit };
  const darkScheme = useComputedColorScheme('light', { getInitialValueInEffect: false }) === 'dark';

  // biome-ignore lint/correctness/useExhaustiveDependencies: the editor is made once; the effects below follow the props (language, theme, label, value)
  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          basicSetup,
          keymap.of([indentWithTab]),
          Prec.highest(
            keymap.of([
              {
                key: 'Mod-Enter',
                run: () => {
                  handlers.current.onRun();
                  return true;
                },
              },
              {
                key: 'Mod-Shift-Enter',
                run: () => {
                  handlers.current.onSubmit();
                  return true;
                },
              },
            ]),
          ),
          languageSlot.current.of(languageSupport(language)),
          themeSlot.current.of(darkScheme ? dark : []),
          sizing(minHeight),
          EditorView.contentAttributes.of({
            'aria-label': label,
            ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) handlers.current.onChange(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
  }, []);

  useEffect(() => {
    view.current?.dispatch({ effects: languageSlot.current.reconfigure(languageSupport(language)) });
  }, [language]);

  useEffect(() => {
    view.current?.dispatch({ effects: themeSlot.current.reconfigure(darkScheme ? dark : []) });
  }, [darkScheme]);

  // A new text from outside (another language, the starter, a past submission): replace the document.
  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value)
      editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
  }, [value]);

  return <div ref={host} data-testid="code-editor" />;
}

export default CodeEditor;
