import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import { Alert, Button, Group, NumberInput, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { StaffModuleResponse } from '../../../api/generated/types.gen';
import { errorMessage } from '../../../lib/api/errors';
import { useStaffModule, useUpdateModule } from '../api/contentAdmin';
import { MarkdownField } from '../../../components/MarkdownField';

function Form({ module }: { module: StaffModuleResponse }) {
  const [title, setTitle] = useState(module.title);
  const [summary, setSummary] = useState(module.summary);
  const [minutes, setMinutes] = useState<number>(module.estimatedMinutes);
  const [content, setContent] = useState(module.contentMd);
  const save = useUpdateModule();
  const changed =
    title !== module.title ||
    summary !== module.summary ||
    minutes !== module.estimatedMinutes ||
    content !== module.contentMd;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Key <code>{module.key}</code> (fixed: learners' progress is kept by it) · used by{' '}
        {module.usedBy.join(', ') || 'no roadmap'}
      </Text>
      <TextInput
        label="Title"
        value={title}
        onChange={(e) => setTitle(e.currentTarget.value)}
        maxLength={200}
        required
      />
      <TextInput
        label="Summary"
        value={summary}
        onChange={(e) => setSummary(e.currentTarget.value)}
        maxLength={500}
        required
      />
      <NumberInput
        label="Estimated minutes"
        value={minutes}
        onChange={(v) => setMinutes(Number(v) || 0)}
        min={5}
        max={1000}
        w={200}
      />
      <MarkdownField label="Lesson (Markdown)" value={content} onChange={setContent} maxLength={50_000} minRows={12} />
      <Group>
        <Button
          disabled={!changed}
          loading={save.isPending}
          onClick={() =>
            save.mutate({
              path: { key: module.key },
              body: { title: title.trim(), summary: summary.trim(), estimatedMinutes: minutes, contentMd: content },
            })
          }
        >
          Save lesson
        </Button>
      </Group>
    </Stack>
  );
}

/** Edits one module's lesson; the key is fixed, everything else may change. */
export function LessonEditor({ moduleKey }: { moduleKey: string }) {
  const module = useStaffModule(moduleKey);
  return (
    <Stack gap="sm" component="section" aria-labelledby="lesson-editor">
      <Title order={3} size="h4" id="lesson-editor">
        Lesson: {module.data?.title ?? moduleKey}
      </Title>
      {module.isPending ? (
        <Skeleton height={200} />
      ) : module.isError ? (
        <Alert color="red">{errorMessage(module.error, 'Could not load the lesson.')}</Alert>
      ) : (
        <Form key={`${module.data.key}:${module.data.updatedAt}`} module={module.data} />
      )}
    </Stack>
  );
}
