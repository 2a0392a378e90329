import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Paper.css';
import { Alert, Button, Checkbox, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useDraft } from '../../../lib/drafts';
import { errorMessage, fieldErrorsOf } from '../../../lib/api/errors';
import { toast } from '../../../lib/toast';
import { CRITERIA, projectDraftKey, useSubmitProject, type Criterion } from '../api/feedback';
import {
  checkProject,
  checkProjectField,
  DESCRIPTION_MIN,
  PROJECT_FIELDS,
  TITLE_MAX,
  TITLE_MIN,
  type ProjectField,
  type ProjectValues,
} from './checks';

const EMPTY = (): ProjectValues => ({
  title: '',
  repositoryUrl: '',
  liveUrl: '',
  description: '',
  roadmapSlug: '',
  focusAreas: [],
  focusNote: '',
});
const CRITERION_IDS = CRITERIA.map((c) => c.criterion);

/** A stored draft with the form's shape, else null (an old or damaged one starts afresh). */
function restoreProject(stored: unknown): ProjectValues | null {
  if (!stored || typeof stored !== 'object') return null;
  const s = stored as Record<string, unknown>;
  const text = (key: string) => (typeof s[key] === 'string' ? (s[key] as string) : '');
  const focus = Array.isArray(s.focusAreas)
    ? (s.focusAreas as unknown[]).filter((c): c is Criterion => CRITERION_IDS.includes(c as Criterion))
    : [];
  return {
    title: text('title'),
    repositoryUrl: text('repositoryUrl'),
    liveUrl: text('liveUrl'),
    description: text('description'),
    roadmapSlug: text('roadmapSlug'),
    focusAreas: focus,
    focusNote: text('focusNote'),
  };
}

/**
 * A learner shares a project for feedback. Each field says what is wrong with it when it is left
 * (and on every change after that), "Submit" is never greyed out: pressing it shows every
 * problem and moves to the first. The form is kept as a draft in this browser until it is sent.
 */
export function SubmitProjectForm({ userId, onDone }: { userId: number; onDone: () => void }) {
  const submit = useSubmitProject();
  const draft = useDraft(projectDraftKey(userId), EMPTY, restoreProject);
  const form = draft.value;
  const [touched, setTouched] = useState<Partial<Record<ProjectField, boolean>>>({});
  // The server's message for a field stays until that field changes.
  const [server, setServer] = useState<Partial<Record<ProjectField, string>>>({});
  const set = <K extends ProjectField>(key: K, value: ProjectValues[K]) => {
    draft.set((f) => ({ ...f, [key]: value }));
    setServer((s) => ({ ...s, [key]: undefined }));
  };
  const leave = (key: ProjectField) => () => setTouched((t) => ({ ...t, [key]: true }));
  const errorOf = (key: ProjectField) =>
    server[key] ?? (touched[key] ? (checkProjectField(key, form) ?? undefined) : undefined);
  const description = form.description.trim().length;

  return (
    <Paper withBorder radius="md" p="lg">
      <form
        noValidate
        aria-labelledby="submit-project-heading"
        onSubmit={(event) => {
          event.preventDefault();
          const problems = checkProject(form);
          setTouched(Object.fromEntries(PROJECT_FIELDS.map((f) => [f, true])));
          const first = PROJECT_FIELDS.find((f) => problems[f]);
          if (first) {
            const target = event.currentTarget.querySelector<HTMLElement>(
              `[data-field="${first}"] input, [data-field="${first}"] textarea, #project-${first}`,
            );
            target?.focus();
            return;
          }
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
                draft.clear();
                onDone();
              },
              onError: (error) => setServer(fieldErrorsOf(error) as Partial<Record<ProjectField, string>>),
            },
          );
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="submit-project-heading">
            Submit a project
          </Title>
          {draft.restored ? (
            <Text size="sm" c="dimmed" role="status">
              Your unsent project was kept in this browser; carry on where you left off.
            </Text>
          ) : null}
          <TextInput
            id="project-title"
            label="Title"
            required
            maxLength={TITLE_MAX}
            description={`${TITLE_MIN} to ${TITLE_MAX} characters`}
            value={form.title}
            onChange={(e) => set('title', e.currentTarget.value)}
            onBlur={leave('title')}
            error={errorOf('title')}
          />
          <TextInput
            id="project-repositoryUrl"
            label="Repository address"
            description="https, on a public host such as GitHub, GitLab or Codeberg; the repository must be public"
            type="url"
            required
            maxLength={2048}
            placeholder="https://github.com/you/project"
            value={form.repositoryUrl}
            onChange={(e) => set('repositoryUrl', e.currentTarget.value)}
            onBlur={leave('repositoryUrl')}
            error={errorOf('repositoryUrl')}
          />
          <TextInput
            id="project-liveUrl"
            label="Live address (optional)"
            description="Where the running project can be tried, e.g. GitHub Pages or Netlify"
            type="url"
            maxLength={2048}
            placeholder="https://you.github.io/project/"
            value={form.liveUrl}
            onChange={(e) => set('liveUrl', e.currentTarget.value)}
            onBlur={leave('liveUrl')}
            error={errorOf('liveUrl')}
          />
          <Textarea
            id="project-description"
            label="Description"
            description={`What it does, what you built it with and what you learned (${DESCRIPTION_MIN} characters at least; ${description} so far)`}
            required
            maxLength={4000}
            autosize
            minRows={4}
            value={form.description}
            onChange={(e) => set('description', e.currentTarget.value)}
            onBlur={leave('description')}
            error={errorOf('description')}
          />
          <TextInput
            id="project-roadmapSlug"
            label="Related roadmap (optional)"
            description="The roadmap's short name from its address, e.g. frontend for /roadmap/frontend"
            maxLength={80}
            value={form.roadmapSlug}
            onChange={(e) => set('roadmapSlug', e.currentTarget.value)}
            onBlur={leave('roadmapSlug')}
            error={errorOf('roadmapSlug')}
          />
          <Checkbox.Group
            data-field="focusAreas"
            label="What feedback do you want?"
            description="Pick at least one area; the reviewer scores all four, and looks closest at yours"
            required
            value={form.focusAreas}
            onChange={(value) => {
              set('focusAreas', value as Criterion[]);
              setTouched((t) => ({ ...t, focusAreas: true }));
            }}
            error={errorOf('focusAreas')}
          >
            <Stack gap={6} mt={6} mb={4}>
              {CRITERIA.map((c) => (
                <Checkbox key={c.criterion} value={c.criterion} label={c.title} description={c.hint} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Textarea
            id="project-focusNote"
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
            <Button type="submit" loading={submit.isPending}>
              Submit for feedback
            </Button>
            <Button
              variant="default"
              onClick={() => {
                draft.clear();
                onDone();
              }}
            >
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
