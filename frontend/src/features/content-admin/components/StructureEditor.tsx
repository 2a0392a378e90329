import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Input.css';
import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import type { StaffRoadmapResponse } from '../../../api/generated/types.gen';
import { useReplaceStructure } from '../api/contentAdmin';
import { AddLessonPicker } from './AddLessonPicker';

type Sections = StaffRoadmapResponse['sections'];

const move = (sections: Sections, s: number, from: number, to: number): Sections =>
  sections.map((section, i) => {
    if (i !== s || to < 0 || to >= section.modules.length) return section;
    const modules = [...section.modules];
    [modules[from], modules[to]] = [modules[to], modules[from]];
    return { ...section, modules };
  });

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);

/**
 * Builds a roadmap from sections and lessons: add a section, add or remove lessons, reorder them
 * (keys never change, so learners' progress stays), and open a lesson for editing.
 */
export function StructureEditor({ roadmap, onEdit }: { roadmap: StaffRoadmapResponse; onEdit: (key: string) => void }) {
  const [sections, setSections] = useState(roadmap.sections);
  const [sectionTitle, setSectionTitle] = useState('');
  // Titles of the lessons in the structure (from the server) and of those added here since.
  const [titles, setTitles] = useState<Record<string, string>>(roadmap.moduleTitles);
  const used = new Set(sections.flatMap((s) => s.modules));
  const save = useReplaceStructure();
  const changed = JSON.stringify(sections) !== JSON.stringify(roadmap.sections);
  return (
    <Stack gap="sm" component="section" aria-labelledby="structure-editor">
      <Group justify="space-between">
        <Title order={3} size="h4" id="structure-editor">
          Modules in order
        </Title>
        <Button
          size="xs"
          disabled={!changed || sections.some((x) => x.modules.length === 0)}
          loading={save.isPending}
          onClick={() => save.mutate({ path: { slug: roadmap.slug }, body: { sections } })}
        >
          Save structure
        </Button>
      </Group>
      {sections.map((section, s) => (
        <Paper key={section.key} withBorder p="sm" radius="sm">
          <Text fw={700} mb={4}>
            {section.title}
          </Text>
          <Stack component="ol" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
            {section.modules.map((key, m) => (
              <li key={key}>
                <Group justify="space-between" wrap="nowrap">
                  <Text size="sm">{titles[key] ?? key}</Text>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Move ${titles[key] ?? key} up`}
                      disabled={m === 0}
                      onClick={() => setSections(move(sections, s, m, m - 1))}
                    >
                      <IconArrowUp size={16} aria-hidden="true" />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Move ${titles[key] ?? key} down`}
                      disabled={m === section.modules.length - 1}
                      onClick={() => setSections(move(sections, s, m, m + 1))}
                    >
                      <IconArrowDown size={16} aria-hidden="true" />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Edit the lesson ${titles[key] ?? key}`}
                      onClick={() => onEdit(key)}
                    >
                      <IconPencil size={16} aria-hidden="true" />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${titles[key] ?? key} from this roadmap`}
                      onClick={() =>
                        setSections(
                          sections.map((x, i) => (i === s ? { ...x, modules: x.modules.filter((k) => k !== key) } : x)),
                        )
                      }
                    >
                      <IconX size={16} aria-hidden="true" />
                    </ActionIcon>
                  </Group>
                </Group>
              </li>
            ))}
          </Stack>
          <AddLessonPicker
            sectionTitle={section.title}
            used={used}
            onAdd={(key, title) => {
              setTitles((known) => ({ ...known, [key]: title }));
              setSections(sections.map((x, i) => (i === s ? { ...x, modules: [...x.modules, key] } : x)));
            }}
          />
        </Paper>
      ))}
      <Group align="flex-end">
        <TextInput
          size="xs"
          label="New section"
          placeholder="e.g. Foundations"
          value={sectionTitle}
          onChange={(e) => setSectionTitle(e.currentTarget.value)}
          maxLength={200}
        />
        <Button
          size="xs"
          variant="light"
          disabled={!slugify(sectionTitle) || sections.some((x) => x.key === slugify(sectionTitle))}
          onClick={() => {
            setSections([...sections, { key: slugify(sectionTitle), title: sectionTitle.trim(), modules: [] }]);
            setSectionTitle('');
          }}
        >
          Add section
        </Button>
      </Group>
    </Stack>
  );
}
