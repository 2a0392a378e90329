import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/SimpleGrid.css';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  TagsInput,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api/errors';
import { toast } from '../../../lib/toast';
import {
  CATEGORY_LABELS,
  LEVEL_LABELS,
  TYPE_LABELS,
  useSuggest,
  type Category,
  type Level,
  type ResourceType,
} from '../api/resources';

const options = <K extends string>(labels: Record<K, string>) =>
  (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value] }));
const EMPTY = {
  title: '',
  url: '',
  category: 'web' as Category,
  type: 'course' as ResourceType,
  level: 'beginner' as Level,
  tags: [] as string[],
  description: '',
};

/** A learner suggests a free resource; a moderator reviews it before it is listed. */
export function SuggestForm({ onDone }: { onDone: () => void }) {
  const suggest = useSuggest();
  const [form, setForm] = useState(EMPTY);
  const set = <K extends keyof typeof EMPTY>(key: K, value: (typeof EMPTY)[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack
        gap="sm"
        component="form"
        aria-labelledby="suggest-heading"
        onSubmit={(event) => {
          event.preventDefault();
          suggest.mutate(
            { body: { ...form, title: form.title.trim(), url: form.url.trim(), description: form.description.trim() } },
            {
              onSuccess: () => {
                toast({ title: 'Thank you! A moderator will review your suggestion.' });
                setForm(EMPTY);
                onDone();
              },
            },
          );
        }}
      >
        <Title order={2} size="h4" id="suggest-heading">
          Suggest a free resource
        </Title>
        <TextInput
          label="Title"
          required
          minLength={3}
          maxLength={200}
          value={form.title}
          onChange={(e) => set('title', e.currentTarget.value)}
        />
        <TextInput
          label="Address (https)"
          type="url"
          required
          maxLength={2048}
          placeholder="https://"
          value={form.url}
          onChange={(e) => set('url', e.currentTarget.value)}
        />
        {/* Stacked below 768 px: three across, a 390 px phone cut the values ("Beginn…"), 576 px "Computer science". */}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="xs">
          <NativeSelect
            label="Category"
            data={options(CATEGORY_LABELS)}
            value={form.category}
            onChange={(e) => set('category', e.currentTarget.value as Category)}
          />
          <NativeSelect
            label="Type"
            data={options(TYPE_LABELS)}
            value={form.type}
            onChange={(e) => set('type', e.currentTarget.value as ResourceType)}
          />
          <NativeSelect
            label="Level"
            data={options(LEVEL_LABELS)}
            value={form.level}
            onChange={(e) => set('level', e.currentTarget.value as Level)}
          />
        </SimpleGrid>
        <TagsInput
          label="Tags"
          description="Lower-case words; Enter adds one"
          maxTags={6}
          value={form.tags}
          onChange={(tags) => set('tags', tags.map((t) => t.trim().toLowerCase()).filter(Boolean))}
        />
        <Textarea
          label="Why it helps"
          description="What it is and who it is for (20 characters at least)"
          required
          minLength={20}
          maxLength={1000}
          autosize
          minRows={3}
          value={form.description}
          onChange={(e) => set('description', e.currentTarget.value)}
        />
        {suggest.isError ? (
          <Alert color="red" title="The suggestion was not sent">
            {errorMessage(suggest.error, 'Please try again.')}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={suggest.isPending}>
            Send for review
          </Button>
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
