import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Paper.css';
import { Alert, Button, Checkbox, Group, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { errorMessage, fieldErrorsOf } from '../../../lib/api/errors';
import { toast } from '../../../lib/toast';
import { CRITERIA, useSubmitProject, type Criterion } from '../api/feedback';

const EMPTY = { title: '', repositoryUrl: '', liveUrl: '', description: '', roadmapSlug: '', focusAreas: [] as Criterion[], focusNote: '' };

/** A learner shares a project for feedback. */
export function SubmitProjectForm({ onDone }: { onDone: () => void }) {
  const submit = useSubmitProject();
  const [form, setForm] = useState(EMPTY);
  const set = <K extends keyof typeof EMPTY>(key: K, value: (typeof EMPTY)[K]) => setForm((f) => ({ ...f, [key]: value }));
  const fieldErrors = submit.isError ? fieldErrorsOf(submit.error) : {};
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack
        gap="sm"
        component="form"
        aria-labelledby="submit-project-heading"
        onSubmit={(event) => {
          event.preventDefault();
          submit.mutate(
            {
              body: {
                title: form.title.trim(),
                repositoryUrl: form.repositoryUrl.trim(),
                liveUrl: form.liveUrl.trim() || null,
                description: form.description.trim(),
                roadmapSlug: form.roadmapSlug.trim().toLowerCase() || null,
                focusAreas: form.focusAreas,
                focusNote: form.focusNote.trim() || null,
              },
            },
            {
              onSuccess: () => {
                toast({ title: 'Your project is in the queue. A reviewer will pick it up soon.' });
                setForm(EMPTY);
                onDone();
              },
            },
          );
        }}
      >
        <Title order={2} size="h4" id="submit-project-heading">
          Submit a project
        </Title>
        <TextInput label="Title" required minLength={3} maxLength={120} value={form.title} onChange={(e) => set('title', e.currentTarget.value)} error={fieldErrors.title} />
        <TextInput
          label="Repository address"
          description="https, on a public host such as GitHub, GitLab or Codeberg; the repository must be public"
          type="url"
          required
          maxLength={2048}
          placeholder="https://github.com/you/project"
          value={form.repositoryUrl}
          onChange={(e) => set('repositoryUrl', e.currentTarget.value)}
          error={fieldErrors.repositoryUrl}
        />
        <TextInput
          label="Live address (optional)"
          description="Where the running project can be tried, e.g. GitHub Pages or Netlify"
          type="url"
          maxLength={2048}
          placeholder="https://you.github.io/project/"
          value={form.liveUrl}
          onChange={(e) => set('liveUrl', e.currentTarget.value)}
          error={fieldErrors.liveUrl}
        />
        <Textarea
          label="Description"
          description="What it does, what you built it with and what you learned (50 characters at least)"
          required
          minLength={50}
          maxLength={4000}
          autosize
          minRows={4}
          value={form.description}
          onChange={(e) => set('description', e.currentTarget.value)}
          error={fieldErrors.description}
        />
        <TextInput
          label="Related roadmap (optional)"
          description="The roadmap's short name from its address, e.g. frontend for /roadmap/frontend"
          maxLength={80}
          value={form.roadmapSlug}
          onChange={(e) => set('roadmapSlug', e.currentTarget.value)}
          error={fieldErrors.roadmapSlug}
        />
        <Checkbox.Group
          label="What feedback do you want?"
          description="Pick at least one area; the reviewer scores all four, and looks closest at yours"
          required
          value={form.focusAreas}
          onChange={(value) => set('focusAreas', value as Criterion[])}
          error={fieldErrors.focusAreas}
        >
          <Stack gap={6} mt={6}>
            {CRITERIA.map((c) => (
              <Checkbox key={c.criterion} value={c.criterion} label={c.title} description={c.hint} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Textarea
          label="Anything specific? (optional)"
          description="A question for the reviewer, e.g. 'Is my state management sensible?'"
          maxLength={1000}
          autosize
          minRows={2}
          value={form.focusNote}
          onChange={(e) => set('focusNote', e.currentTarget.value)}
        />
        {submit.isError ? (
          <Alert color="red" title="The project was not submitted">
            {errorMessage(submit.error, 'Please try again.')}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={submit.isPending} disabled={form.focusAreas.length === 0}>
            Submit for feedback
          </Button>
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
