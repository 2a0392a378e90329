import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { directionOf } from '../model/document';
import { ResumeForm, SettingsEditor, type ResumeValue } from './ResumeForm';
import { ResumePreview } from './ResumePreview';

/** The form beside its live preview (stacked on phones: the form first, the preview under it). */
export function EditorLayout({
  value,
  onChange,
  premium,
  toolbar,
}: {
  value: ResumeValue;
  onChange: (value: ResumeValue) => void;
  premium: boolean;
  toolbar: ReactNode;
}) {
  const dir = directionOf(value.settings.language);
  return (
    <>
      {toolbar}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" mt="md">
        <div style={{ minWidth: 0 }}>
          <SettingsEditor
            settings={value.settings}
            premium={premium}
            onChange={(settings) => onChange({ ...value, settings })}
          />
          <ResumeForm value={value} dir={dir} onChange={onChange} />
        </div>
        <div style={{ minWidth: 0 }}>
          <div style={{ position: 'sticky', top: 72 }}>
            <Text size="sm" c="dimmed" mb={6}>
              Live preview · {value.settings.paper === 'Letter' ? 'US Letter' : 'A4'}
              {dir === 'rtl' ? ' · right to left' : ''}
            </Text>
            <ResumePreview
              document={value.document}
              template={value.settings.template}
              paper={value.settings.paper}
              language={value.settings.language}
            />
          </div>
        </div>
      </SimpleGrid>
    </>
  );
}
