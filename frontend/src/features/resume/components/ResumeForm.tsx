import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Badge.css';
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Menu,
  NativeSelect,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
  Tooltip,
  useMatches,
} from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconChevronDown,
  IconChevronRight,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import {
  DEFAULT_TITLES,
  ENTRY_FORMS,
  entryLabel,
  LANGUAGES,
  newId,
  SECTION_KINDS,
  TEMPLATES,
  type Basics,
  type Entry,
  type FieldSpec,
  type Paper as PaperSize,
  type ResumeDocument,
  type ResumeSettings,
  type Section,
  type SectionKind,
  type TemplateId,
} from '../model/document';
import { SortableList } from './Sortable';

export interface ResumeValue {
  settings: ResumeSettings;
  document: ResumeDocument;
}

const move = <T,>(items: T[], from: number, to: number) => {
  if (to < 0 || to >= items.length) return items;
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
};

function FieldInput({
  spec,
  value,
  onChange,
  dir,
}: {
  spec: FieldSpec;
  value: unknown;
  onChange: (value: string | string[]) => void;
  dir: 'ltr' | 'rtl';
}) {
  if (spec.type === 'list') {
    const text = Array.isArray(value) ? value.filter((v) => typeof v === 'string').join('\n') : '';
    return (
      <Textarea
        label={spec.label}
        value={text}
        autosize
        minRows={2}
        maxRows={8}
        dir={dir}
        onChange={(e) => onChange(e.currentTarget.value.split('\n'))}
      />
    );
  }
  const text = typeof value === 'string' ? value : '';
  if (spec.type === 'long')
    return (
      <Textarea
        label={spec.label}
        value={text}
        autosize
        minRows={2}
        maxRows={10}
        dir={dir}
        maxLength={4000}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    );
  return (
    <TextInput
      label={spec.label}
      value={text}
      placeholder={spec.placeholder}
      dir={spec.type === 'url' || spec.type === 'date' ? 'ltr' : dir}
      type={spec.type === 'url' ? 'url' : 'text'}
      maxLength={spec.type === 'url' ? 2000 : spec.type === 'date' ? 40 : 300}
      error={
        spec.type === 'date' && text && !/^[1-2][0-9]{3}(-[0-1][0-9](-[0-3][0-9])?)?$/.test(text)
          ? 'Write the date as YYYY, YYYY-MM or YYYY-MM-DD'
          : spec.type === 'url' && text && !/^(https?:\/\/|mailto:)/i.test(text)
            ? 'Start the link with https://'
            : undefined
      }
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}

function EntryEditor({
  section,
  entry,
  index,
  count,
  handle,
  dir,
  onChange,
  onRemove,
  onMove,
}: {
  section: Section;
  entry: Entry;
  index: number;
  count: number;
  handle: React.ReactNode;
  dir: 'ltr' | 'rtl';
  onChange: (entry: Entry) => void;
  onRemove: () => void;
  onMove: (to: number) => void;
}) {
  // A new entry opens its form at once.
  const [open, setOpen] = useState(() => Object.keys(entry.data).length === 0);
  const label = entryLabel(section.kind, entry.data);
  const fields = ENTRY_FORMS[section.kind as Exclude<SectionKind, 'summary'>];
  return (
    <Paper withBorder radius="sm" p="xs" mb="xs">
      <Group gap={4} wrap="nowrap">
        {handle}
        <Button
          variant="subtle"
          color="dark"
          size="compact-sm"
          onClick={() => setOpen((o) => !o)}
          leftSection={
            open ? <IconChevronDown size={14} aria-hidden="true" /> : <IconChevronRight size={14} aria-hidden="true" />
          }
          aria-expanded={open}
          style={{ flex: 1, justifyContent: 'flex-start' }}
          styles={{ inner: { justifyContent: 'flex-start' }, label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
        >
          {label}
        </Button>
        {entry.hidden ? (
          <Badge color="gray.8" variant="filled" autoContrast size="sm">
            Hidden
          </Badge>
        ) : null}
        <Tooltip label="Move up">
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Move ${label} up`}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          >
            <IconArrowUp size={16} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Move down">
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Move ${label} down`}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            <IconArrowDown size={16} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Delete">
          <ActionIcon variant="subtle" color="red.8" aria-label={`Delete ${label}`} onClick={onRemove}>
            <IconTrash size={16} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      </Group>
      {open ? (
        <Stack gap="xs" mt="xs">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            {fields.map((spec) => (
              <div
                key={spec.key}
                style={spec.type === 'long' || spec.type === 'list' ? { gridColumn: '1 / -1' } : undefined}
              >
                <FieldInput
                  spec={spec}
                  value={entry.data[spec.key]}
                  dir={dir}
                  onChange={(value) => onChange({ ...entry, data: { ...entry.data, [spec.key]: value } })}
                />
              </div>
            ))}
          </SimpleGrid>
          <Switch
            label="Hide this entry"
            checked={entry.hidden}
            onChange={(e) => onChange({ ...entry, hidden: e.currentTarget.checked })}
          />
        </Stack>
      ) : null}
    </Paper>
  );
}

function SectionEditor({
  section,
  index,
  count,
  handle,
  basics,
  dir,
  onChange,
  onBasics,
  onRemove,
  onMove,
}: {
  section: Section;
  index: number;
  count: number;
  handle: React.ReactNode;
  basics: Basics;
  dir: 'ltr' | 'rtl';
  onChange: (section: Section) => void;
  onBasics: (basics: Basics) => void;
  onRemove: () => void;
  onMove: (to: number) => void;
}) {
  const [open, setOpen] = useState(true);
  const name = section.title || DEFAULT_TITLES[section.kind];
  const addEntry = () =>
    onChange({ ...section, entries: [...section.entries, { id: newId('e'), hidden: false, data: {} }] });
  return (
    <Paper withBorder radius="md" p="sm" mb="sm" component="section" aria-label={`Section ${name}`}>
      <Group gap={4} wrap="nowrap" align="flex-end">
        {handle}
        <ActionIcon
          variant="subtle"
          color="gray"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-label={open ? `Collapse ${name}` : `Expand ${name}`}
        >
          {open ? <IconChevronDown size={18} aria-hidden="true" /> : <IconChevronRight size={18} aria-hidden="true" />}
        </ActionIcon>
        <TextInput
          label="Section title"
          value={section.title}
          maxLength={80}
          dir={dir}
          onChange={(e) => onChange({ ...section, title: e.currentTarget.value })}
          style={{ flex: 1 }}
        />
        <Tooltip label="Move up">
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Move section ${name} up`}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          >
            <IconArrowUp size={16} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Move down">
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Move section ${name} down`}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            <IconArrowDown size={16} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Remove section">
          <ActionIcon variant="subtle" color="red.8" aria-label={`Remove section ${name}`} onClick={onRemove}>
            <IconTrash size={16} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Switch
        mt="xs"
        label="Hide this section"
        checked={section.hidden}
        onChange={(e) => onChange({ ...section, hidden: e.currentTarget.checked })}
      />
      {open ? (
        <Stack gap={0} mt="sm">
          {section.kind === 'summary' ? (
            <Textarea
              label="Summary"
              description="Two or three sentences on who you are and what you are looking for."
              value={basics.summary ?? ''}
              autosize
              minRows={3}
              maxRows={10}
              maxLength={4000}
              dir={dir}
              onChange={(e) => onBasics({ ...basics, summary: e.currentTarget.value })}
            />
          ) : (
            <>
              <SortableList
                items={section.entries}
                label={(e) => entryLabel(section.kind, e.data)}
                onReorder={(entries) => onChange({ ...section, entries })}
              >
                {(entry, entryHandle, i) => (
                  <EntryEditor
                    section={section}
                    entry={entry}
                    index={i}
                    count={section.entries.length}
                    handle={entryHandle}
                    dir={dir}
                    onChange={(next) =>
                      onChange({ ...section, entries: section.entries.map((e) => (e.id === entry.id ? next : e)) })
                    }
                    onRemove={() => onChange({ ...section, entries: section.entries.filter((e) => e.id !== entry.id) })}
                    onMove={(to) => onChange({ ...section, entries: move(section.entries, i, to) })}
                  />
                )}
              </SortableList>
              {section.entries.length === 0 ? (
                <Text size="sm" c="dimmed" mb="xs">
                  No entries yet.
                </Text>
              ) : null}
              <Button
                variant="light"
                size="xs"
                leftSection={<IconPlus size={14} aria-hidden="true" />}
                onClick={addEntry}
                style={{ alignSelf: 'flex-start' }}
              >
                Add to {name}
              </Button>
            </>
          )}
        </Stack>
      ) : null}
    </Paper>
  );
}

function BasicsEditor({
  basics,
  dir,
  onChange,
}: {
  basics: Basics;
  dir: 'ltr' | 'rtl';
  onChange: (basics: Basics) => void;
}) {
  const set = (key: keyof Basics) => (e: React.ChangeEvent<HTMLInputElement>) =>
    onChange({ ...basics, [key]: e.currentTarget.value });
  const location = basics.location ?? {};
  const profiles = basics.profiles ?? [];
  return (
    <Paper withBorder radius="md" p="sm" mb="sm" component="section" aria-label="Personal details">
      <Title order={3} size="h5" mb="xs">
        Personal details
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <TextInput label="Full name" value={basics.name ?? ''} onChange={set('name')} maxLength={300} dir={dir} />
        <TextInput
          label="Headline"
          placeholder="Junior Frontend Developer"
          value={basics.label ?? ''}
          onChange={set('label')}
          maxLength={300}
          dir={dir}
        />
        <TextInput
          label="Email"
          type="email"
          value={basics.email ?? ''}
          onChange={set('email')}
          maxLength={300}
          dir="ltr"
        />
        <TextInput label="Phone" value={basics.phone ?? ''} onChange={set('phone')} maxLength={300} dir="ltr" />
        <TextInput
          label="Website"
          placeholder="https://"
          value={basics.url ?? ''}
          onChange={set('url')}
          maxLength={2000}
          dir="ltr"
          error={basics.url && !/^https?:\/\//i.test(basics.url) ? 'Start the link with https://' : undefined}
        />
        <TextInput
          label="City"
          value={location.city ?? ''}
          maxLength={300}
          dir={dir}
          onChange={(e) => onChange({ ...basics, location: { ...location, city: e.currentTarget.value } })}
        />
        <TextInput
          label="Country code"
          placeholder="GB"
          value={location.countryCode ?? ''}
          maxLength={300}
          dir="ltr"
          onChange={(e) => onChange({ ...basics, location: { ...location, countryCode: e.currentTarget.value } })}
        />
      </SimpleGrid>
      <Text size="sm" fw={600} mt="sm">
        Profiles and links
      </Text>
      <Stack gap="xs" mt={4}>
        {profiles.map((p, i) => (
          <Group key={i} gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label="Network"
              value={p.network ?? ''}
              maxLength={300}
              onChange={(e) =>
                onChange({
                  ...basics,
                  profiles: profiles.map((q, k) => (k === i ? { ...q, network: e.currentTarget.value } : q)),
                })
              }
              style={{ flex: 1 }}
            />
            <TextInput
              label="Username"
              value={p.username ?? ''}
              maxLength={300}
              onChange={(e) =>
                onChange({
                  ...basics,
                  profiles: profiles.map((q, k) => (k === i ? { ...q, username: e.currentTarget.value } : q)),
                })
              }
              style={{ flex: 1 }}
            />
            <TextInput
              label="Link"
              value={p.url ?? ''}
              maxLength={2000}
              dir="ltr"
              onChange={(e) =>
                onChange({
                  ...basics,
                  profiles: profiles.map((q, k) => (k === i ? { ...q, url: e.currentTarget.value } : q)),
                })
              }
              style={{ flex: 2 }}
            />
            <ActionIcon
              variant="subtle"
              color="red.8"
              mb={4}
              aria-label={`Remove profile ${p.network || i + 1}`}
              onClick={() => onChange({ ...basics, profiles: profiles.filter((_, k) => k !== i) })}
            >
              <IconTrash size={16} aria-hidden="true" />
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden="true" />}
          style={{ alignSelf: 'flex-start' }}
          onClick={() => onChange({ ...basics, profiles: [...profiles, { network: '', username: '', url: '' }] })}
          disabled={profiles.length >= 20}
        >
          Add a profile
        </Button>
      </Stack>
    </Paper>
  );
}

/** Settings of the resume: its name, template, paper and language. */
export function SettingsEditor({
  settings,
  onChange,
  premium,
}: {
  settings: ResumeSettings;
  onChange: (settings: ResumeSettings) => void;
  premium: boolean;
}) {
  // Four templates side by side do not fit a phone: one under the other there.
  const orientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', xs: 'horizontal' });
  return (
    <Paper withBorder radius="md" p="sm" mb="sm" component="section" aria-label="Resume settings">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <TextInput
          label="Resume name"
          value={settings.title}
          maxLength={120}
          onChange={(e) => onChange({ ...settings, title: e.currentTarget.value })}
          error={settings.title.trim() ? undefined : 'Give the resume a name'}
        />
        <NativeSelect
          label="Language"
          value={LANGUAGES.some((l) => l.value === settings.language) ? settings.language : 'en'}
          data={LANGUAGES}
          onChange={(e) => onChange({ ...settings, language: e.currentTarget.value })}
        />
      </SimpleGrid>
      <Text size="sm" fw={500} mt="xs" id="template-label">
        Template
      </Text>
      <SegmentedControl
        aria-labelledby="template-label"
        fullWidth
        orientation={orientation}
        value={settings.template}
        onChange={(value) => onChange({ ...settings, template: value as TemplateId })}
        data={TEMPLATES.map((t) => ({ value: t.id, label: t.label, disabled: t.premium && !premium }))}
      />
      {premium ? null : (
        <Text size="xs" c="dimmed" mt={4}>
          The Executive template is for premium members:{' '}
          <Anchor component={Link} to={paths.pricing} size="xs" underline="always">
            see premium
          </Anchor>
          .
        </Text>
      )}
      <Text size="sm" fw={500} mt="xs" id="paper-label">
        Paper
      </Text>
      <SegmentedControl
        aria-labelledby="paper-label"
        value={settings.paper}
        onChange={(value) => onChange({ ...settings, paper: value as PaperSize })}
        data={[
          { value: 'A4', label: 'A4' },
          { value: 'Letter', label: 'US Letter' },
        ]}
      />
    </Paper>
  );
}

/** The form side of the editor: personal details, then the sections in their order (drag, or the arrows, to reorder). */
export function ResumeForm({
  value,
  onChange,
  dir,
}: {
  value: ResumeValue;
  onChange: (value: ResumeValue) => void;
  dir: 'ltr' | 'rtl';
}) {
  const { document } = value;
  const setDocument = (next: ResumeDocument) => onChange({ ...value, document: next });
  const setSections = (sections: Section[]) => setDocument({ ...document, sections });
  const present = new Set(document.sections.map((s) => s.kind));
  const addable = SECTION_KINDS.filter((k) => k === 'custom' || !present.has(k));
  const addSection = (kind: SectionKind) =>
    setSections([
      ...document.sections,
      { id: newId(kind), kind, title: DEFAULT_TITLES[kind], hidden: false, entries: [] },
    ]);
  return (
    <Stack gap={0}>
      <BasicsEditor basics={document.basics} dir={dir} onChange={(basics) => setDocument({ ...document, basics })} />
      <SortableList
        items={document.sections}
        label={(s) => `section ${s.title || DEFAULT_TITLES[s.kind]}`}
        onReorder={setSections}
      >
        {(section, handle, i) => (
          <SectionEditor
            section={section}
            index={i}
            count={document.sections.length}
            handle={handle}
            basics={document.basics}
            dir={dir}
            onChange={(next) => setSections(document.sections.map((s) => (s.id === section.id ? next : s)))}
            onBasics={(basics) => setDocument({ ...document, basics })}
            onRemove={() => setSections(document.sections.filter((s) => s.id !== section.id))}
            onMove={(to) => setSections(move(document.sections, i, to))}
          />
        )}
      </SortableList>
      <Menu position="bottom-start">
        <Menu.Target>
          <Button
            variant="outline"
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            style={{ alignSelf: 'flex-start' }}
            disabled={document.sections.length >= 30}
          >
            Add a section
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {addable.map((kind) => (
            <Menu.Item key={kind} onClick={() => addSection(kind)}>
              {DEFAULT_TITLES[kind]}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Stack>
  );
}
