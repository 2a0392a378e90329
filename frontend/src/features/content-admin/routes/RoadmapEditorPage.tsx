import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tabs.css';
import {
  Alert,
  Badge,
  Button,
  Container,
  Grid,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { StaffRoadmapResponse } from '../../../api/generated/types.gen';
import { PageMeta } from '../../../components/PageMeta';
import { errorMessage } from '../../../lib/api/errors';
import { useStaffRoadmaps, useUpdateRoadmap } from '../api/contentAdmin';
import { LessonEditor } from '../components/LessonEditor';
import { MarkdownField } from '../../../components/MarkdownField';
import { StructureEditor } from '../components/StructureEditor';
import { NewModuleForm, NewRoadmapForm } from '../components/CreateForms';
import { CertificatesPanel } from '../components/CertificatesPanel';
import { ExamBankPanel } from '../components/ExamBankPanel';
import { QuizQuestionsPanel } from '../components/QuizQuestionsPanel';
import { useSession } from '../../../lib/session/SessionProvider';
import { AdminConsoleNav } from '../../../components/AdminConsoleNav';

function RoadmapFields({ roadmap }: { roadmap: StaffRoadmapResponse }) {
  const [title, setTitle] = useState(roadmap.title);
  const [summary, setSummary] = useState(roadmap.summary);
  const [description, setDescription] = useState(roadmap.descriptionMd);
  const save = useUpdateRoadmap();
  const changed = title !== roadmap.title || summary !== roadmap.summary || description !== roadmap.descriptionMd;
  return (
    <Stack gap="sm" component="section" aria-labelledby="roadmap-fields">
      <Title order={3} size="h4" id="roadmap-fields">
        Roadmap
      </Title>
      <TextInput label="Title" value={title} onChange={(e) => setTitle(e.currentTarget.value)} maxLength={200} />
      <TextInput label="Summary" value={summary} onChange={(e) => setSummary(e.currentTarget.value)} maxLength={500} />
      <MarkdownField
        label="Description (Markdown)"
        value={description}
        onChange={setDescription}
        maxLength={20_000}
        minRows={5}
      />
      <Button
        w="fit-content"
        disabled={!changed}
        loading={save.isPending}
        onClick={() =>
          save.mutate({
            path: { slug: roadmap.slug },
            body: { title: title.trim(), summary: summary.trim(), descriptionMd: description },
          })
        }
      >
        Save roadmap
      </Button>
    </Stack>
  );
}

const TABS = ['roadmaps', 'quiz', 'exams', 'certificates'] as const;
type Tab = (typeof TABS)[number];

/**
 * /admin/roadmaps: moderators and admins edit the learning content: roadmaps and their lessons
 * (edit, reorder, publish, unpublish), the career quiz and the exam banks; admins also revoke
 * certificates.
 */
export function RoadmapEditorPage() {
  const { user } = useSession();
  const [search, setSearch] = useSearchParams();
  const tab: Tab = TABS.includes(search.get('tab') as Tab) ? (search.get('tab') as Tab) : 'roadmaps';
  return (
    <Container size="xl" py="xl">
      <PageMeta title="Learning content · DevPath" />
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Learning content</Title>
          <Text c="dimmed">
            Edit roadmaps, lessons, the career quiz and the exam banks. Keys never change, so learners keep their
            progress and results.
          </Text>
        </Stack>
        <AdminConsoleNav />
        <Tabs value={tab} onChange={(value) => setSearch({ tab: value ?? 'roadmaps' })} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="roadmaps">Roadmaps</Tabs.Tab>
            <Tabs.Tab value="quiz">Career quiz</Tabs.Tab>
            <Tabs.Tab value="exams">Exam banks</Tabs.Tab>
            {user?.role === 'admin' ? <Tabs.Tab value="certificates">Certificates</Tabs.Tab> : null}
          </Tabs.List>
          <Tabs.Panel value="roadmaps" pt="md">
            <RoadmapsTab />
          </Tabs.Panel>
          <Tabs.Panel value="quiz" pt="md">
            <QuizQuestionsPanel />
          </Tabs.Panel>
          <Tabs.Panel value="exams" pt="md">
            <ExamBankPanel />
          </Tabs.Panel>
          {user?.role === 'admin' ? (
            <Tabs.Panel value="certificates" pt="md">
              <CertificatesPanel />
            </Tabs.Panel>
          ) : null}
        </Tabs>
      </Stack>
    </Container>
  );
}

function RoadmapsTab() {
  const roadmaps = useStaffRoadmaps();
  const [params, setParams] = useSearchParams();
  const slug = params.get('roadmap');
  const moduleKey = params.get('module');
  const selected = roadmaps.data?.items.find((r) => r.slug === slug) ?? null;
  const publish = useUpdateRoadmap();
  const select = (next: Record<string, string | null>) =>
    setParams((current) => {
      const p = new URLSearchParams(current);
      for (const [k, v] of Object.entries(next)) {
        if (v === null) p.delete(k);
        else p.set(k, v);
      }
      return p;
    });

  return (
    <Stack gap="lg">
      {roadmaps.isPending ? (
        <Skeleton height={240} />
      ) : roadmaps.isError ? (
        <Alert color="red" title="Could not load the roadmaps">
          {errorMessage(roadmaps.error, 'Please try again.')}
        </Alert>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Roadmap</Table.Th>
                <Table.Th>State</Table.Th>
                <Table.Th>Modules</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {roadmaps.data.items.map((r) => (
                <Table.Tr key={r.slug} aria-current={r.slug === slug ? 'true' : undefined}>
                  <Table.Td>
                    <Text fw={600}>{r.title}</Text>
                    <Text size="xs" c="dimmed">
                      {r.slug}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      <Badge variant="dot" color={r.published ? 'teal' : 'gray'}>
                        {r.published ? 'Published' : 'Draft'}
                      </Badge>
                      {r.editedByStaff ? (
                        <Badge variant="outline" color="gray">
                          Edited
                        </Badge>
                      ) : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>{r.sections.reduce((n, s) => n + s.modules.length, 0)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button size="xs" variant="light" onClick={() => select({ roadmap: r.slug, module: null })}>
                        Edit
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        loading={publish.isPending && publish.variables?.path.slug === r.slug}
                        onClick={() => publish.mutate({ path: { slug: r.slug }, body: { published: !r.published } })}
                      >
                        {r.published ? 'Unpublish' : 'Publish'}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      {selected ? (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Paper withBorder p="md" radius="md">
              <Stack gap="lg">
                <RoadmapFields key={`${selected.slug}:${selected.updatedAt}`} roadmap={selected} />
                <StructureEditor
                  key={`${selected.slug}:s:${selected.updatedAt}`}
                  roadmap={selected}
                  onEdit={(key) => select({ module: key })}
                />
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Paper withBorder p="md" radius="md">
              {moduleKey ? (
                <LessonEditor moduleKey={moduleKey} />
              ) : (
                <Text c="dimmed">Choose a lesson to edit (the pencil next to a module).</Text>
              )}
            </Paper>
          </Grid.Col>
        </Grid>
      ) : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <NewRoadmapForm onCreated={(created) => select({ roadmap: created, module: null })} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <NewModuleForm />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

export default RoadmapEditorPage;
