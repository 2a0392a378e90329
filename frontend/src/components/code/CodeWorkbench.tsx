import '@mantine/core/styles/Kbd.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Skeleton.css';
import { Button, Group, Kbd, SegmentedControl, Skeleton, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { lazy, Suspense, useId } from 'react';
import { LANGUAGE_LABELS, type Language } from './languages';
import type { useSavedCode } from './useSavedCode';

// The editor (CodeMirror) is its own chunk: a page that shows code to write loads it when it shows it.
const CodeEditor = lazy(() => import('./CodeEditor'));

export interface CodeWorkbenchProps {
  editor: ReturnType<typeof useSavedCode>;
  /** The editor's accessible name, e.g. "Your JavaScript solution". */
  label: string;
  onRun: () => void;
  onSubmit: () => void;
  /** The editor's height while it loads, in px (it grows with the code). */
  height: number;
  minHeight?: number;
}

/**
 * Where a learner writes a solution (the practice page and a lesson's code exercise): the
 * language, "Reset to starter code", the lazily loaded editor and its keys.
 */
export function CodeWorkbench({ editor, label, onRun, onSubmit, height, minHeight }: CodeWorkbenchProps) {
  const keysId = useId();
  const loading = <Skeleton height={height} radius="md" />;
  return (
    <>
      <Group justify="space-between" gap="xs">
        {editor.languages.length > 1 ? (
          <SegmentedControl
            aria-label="Language"
            value={editor.language}
            onChange={(value) => editor.setLanguage(value as Language)}
            data={editor.languages.map((l) => ({ value: l, label: LANGUAGE_LABELS[l] }))}
          />
        ) : (
          <Text size="sm" fw={500}>
            {LANGUAGE_LABELS[editor.language]}
          </Text>
        )}
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconRefresh size={14} aria-hidden="true" />}
          onClick={editor.reset}
        >
          Reset to starter code
        </Button>
      </Group>
      <Suspense
        fallback={
          <div role="status" aria-label="Loading the editor">
            {loading}
          </div>
        }
      >
        {editor.ready ? (
          <CodeEditor
            value={editor.code}
            language={editor.language}
            onChange={editor.setCode}
            onRun={onRun}
            onSubmit={onSubmit}
            label={label}
            describedBy={keysId}
            minHeight={minHeight}
          />
        ) : (
          loading
        )}
      </Suspense>
      <Text size="xs" c="dimmed" id={keysId}>
        <Kbd size="xs">Ctrl</Kbd> + <Kbd size="xs">Enter</Kbd> runs, <Kbd size="xs">Ctrl</Kbd> +{' '}
        <Kbd size="xs">Shift</Kbd> + <Kbd size="xs">Enter</Kbd> submits. Tab indents; press <Kbd size="xs">Esc</Kbd>{' '}
        then <Kbd size="xs">Tab</Kbd> to leave the editor. Your {editor.language === 'sql' ? 'query' : 'code'} is kept
        in this browser.
      </Text>
    </>
  );
}
