import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Paper.css';
import { Button, Group, NativeSelect, NumberInput, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useCreateModule, useCreateRoadmap } from '../api/contentAdmin';
import { MarkdownField } from '../../../components/MarkdownField';

const slugify = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);

/** A new roadmap: created as a draft; add sections and modules, then publish it. */
export function NewRoadmapForm({ onCreated }: { onCreated: (slug: string) => void }) {
  const [title, setTitle] = useState('');
  const [slug, setSlug] = useState('');
  const [summary, setSummary] = useState('');
  const [level, setLevel] = useState<'beginner' | 'intermediate' | 'advanced'>('beginner');
  const [hours, setHours] = useState<number>(40);
  const create = useCreateRoadmap();
  const key = slug || slugify(title);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="new-roadmap">
      <Stack gap="xs">
        <Title order={3} size="h4" id="new-roadmap">
          New roadmap
        </Title>
        <Group grow>
          <TextInput label="Title" value={title} onChange={(e) => setTitle(e.currentTarget.value)} maxLength={200} />
          <TextInput
            label="Slug (fixed once created)"
            value={key}
            onChange={(e) => setSlug(slugify(e.currentTarget.value))}
            maxLength={80}
          />
        </Group>
        <TextInput
          label="Summary"
          value={summary}
          onChange={(e) => setSummary(e.currentTarget.value)}
          maxLength={500}
        />
        <Group grow>
          <NativeSelect
            label="Level"
            value={level}
            onChange={(e) => setLevel(e.currentTarget.value as typeof level)}
            data={['beginner', 'intermediate', 'advanced']}
          />
          <NumberInput
            label="Estimated hours"
            value={hours}
            onChange={(v) => setHours(Number(v) || 1)}
            min={1}
            max={2000}
          />
        </Group>
        <Button
          w="fit-content"
          disabled={!title.trim() || !key || summary.trim().length < 10}
          loading={create.isPending}
          onClick={() =>
            create.mutate(
              {
                body: {
                  slug: key,
                  title: title.trim(),
                  summary: summary.trim(),
                  descriptionMd: summary.trim(),
                  level,
                  estimatedHours: hours,
                  tags: [],
                  prerequisites: [],
                },
              },
              {
                onSuccess: (roadmap) => {
                  setTitle('');
                  setSlug('');
                  setSummary('');
                  onCreated(roadmap.slug);
                },
              },
            )
          }
        >
          Create draft
        </Button>
      </Stack>
    </Paper>
  );
}

/** A new lesson (module): its key is fixed once created; add it to roadmaps in their structure. */
export function NewModuleForm() {
  const [title, setTitle] = useState('');
  const [key, setKey] = useState('');
  const [summary, setSummary] = useState('');
  const [minutes, setMinutes] = useState<number>(60);
  const [content, setContent] = useState('');
  const create = useCreateModule();
  const moduleKey = key || slugify(title);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="new-lesson">
      <Stack gap="xs">
        <Title order={3} size="h4" id="new-lesson">
          New lesson
        </Title>
        <Group grow>
          <TextInput
            label="Lesson title"
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            maxLength={200}
          />
          <TextInput
            label="Key (fixed once created)"
            value={moduleKey}
            onChange={(e) => setKey(slugify(e.currentTarget.value))}
            maxLength={80}
          />
        </Group>
        <TextInput
          label="Lesson summary"
          value={summary}
          onChange={(e) => setSummary(e.currentTarget.value)}
          maxLength={500}
        />
        <NumberInput
          label="Estimated minutes"
          value={minutes}
          onChange={(v) => setMinutes(Number(v) || 5)}
          min={5}
          max={1000}
          w={200}
        />
        <MarkdownField
          label="Lesson text (Markdown)"
          value={content}
          onChange={setContent}
          maxLength={50_000}
          minRows={6}
        />
        <Button
          w="fit-content"
          disabled={!title.trim() || !moduleKey || summary.trim().length < 10 || !content.trim()}
          loading={create.isPending}
          onClick={() =>
            create.mutate(
              {
                body: {
                  key: moduleKey,
                  title: title.trim(),
                  summary: summary.trim(),
                  estimatedMinutes: minutes,
                  contentMd: content,
                  resources: [],
                },
              },
              {
                onSuccess: () => {
                  setTitle('');
                  setKey('');
                  setSummary('');
                  setContent('');
                },
              },
            )
          }
        >
          Create lesson
        </Button>
      </Stack>
    </Paper>
  );
}
