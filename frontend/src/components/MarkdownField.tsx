import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Tabs.css';
import { Paper, Tabs, Textarea } from '@mantine/core';
import { Markdown } from './Markdown';

/** A Markdown text area with a preview rendered exactly as learners see it. */
export function MarkdownField({
  label,
  value,
  onChange,
  maxLength,
  minRows = 8,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  minRows?: number;
}) {
  return (
    <Tabs defaultValue="write" keepMounted={false}>
      <Tabs.List aria-label={`${label}: write or preview`}>
        <Tabs.Tab value="write">Write</Tabs.Tab>
        <Tabs.Tab value="preview">Preview</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="write" pt="xs">
        <Textarea
          label={label}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          autosize
          minRows={minRows}
          maxRows={30}
          maxLength={maxLength}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
      </Tabs.Panel>
      <Tabs.Panel value="preview" pt="xs">
        <Paper withBorder p="md" radius="sm" aria-label={`${label} preview`}>
          <Markdown>{value || '*Nothing to preview yet.*'}</Markdown>
        </Paper>
      </Tabs.Panel>
    </Tabs>
  );
}
