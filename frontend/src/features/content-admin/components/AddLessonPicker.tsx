import { Group, NativeSelect, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useModuleSearch } from '../api/contentAdmin';

/**
 * Adds a lesson to a section: the lessons are searched on the server (title or key), so the
 * picker works however many lessons there are; the first 50 matches are offered.
 */
export function AddLessonPicker({
  sectionTitle,
  used,
  onAdd,
}: {
  sectionTitle: string;
  used: ReadonlySet<string>;
  onAdd: (key: string, title: string) => void;
}) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 250);
  const found = useModuleSearch(q);
  const items = (found.data?.items ?? []).filter((m) => !used.has(m.key));
  const more = (found.data?.total ?? 0) > (found.data?.items.length ?? 0);
  return (
    <Group mt="xs" gap="xs" align="flex-end" wrap="wrap">
      <TextInput
        w={220}
        size="xs"
        label="Find a lesson"
        aria-label={`Find a lesson for ${sectionTitle}`}
        placeholder="Title or key"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maxLength={100}
      />
      <NativeSelect
        w={220}
        size="xs"
        aria-label={`Add a lesson to ${sectionTitle}`}
        value=""
        disabled={items.length === 0}
        onChange={(e) => {
          const picked = items.find((m) => m.key === e.currentTarget.value);
          if (picked) onAdd(picked.key, picked.title);
        }}
        data={[
          {
            value: '',
            label: found.isPending ? 'Loading lessons…' : items.length ? 'Add a lesson…' : 'No lesson to add',
          },
          ...items.map((m) => ({ value: m.key, label: m.title })),
        ]}
      />
      {more && (
        <Text size="xs" c="dimmed">
          Showing the first {found.data!.items.length} of {found.data!.total}: type to narrow.
        </Text>
      )}
    </Group>
  );
}
