import '@mantine/core/styles/SegmentedControl.css';
import { Paper, SegmentedControl, Text, Title, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';

const OPTIONS: { label: string; value: MantineColorScheme }[] = [
  { label: 'Light', value: 'light' },
  { label: 'Dark', value: 'dark' },
  { label: 'System', value: 'auto' },
];

/** Settings › Appearance: Light, Dark or System (the default), remembered on this device. */
export function AppearanceSection() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="appearance">
      <Title order={2} size="h3" id="appearance">
        Appearance
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="md" id="appearance-description">
        Choose light or dark, or follow your system. Remembered on this device.
      </Text>
      <SegmentedControl
        aria-labelledby="appearance"
        aria-describedby="appearance-description"
        data={OPTIONS}
        value={colorScheme}
        onChange={(value) => setColorScheme(value as MantineColorScheme)}
      />
    </Paper>
  );
}
