import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/PasswordInput.css';
import { Container, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The narrow card of the account-by-mail screens (like /auth); token links are never indexed. */
export function AccountEmailLayout({
  title,
  heading,
  intro,
  children,
}: {
  title: string;
  heading: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container size={460} py="xl" px="md">
      <title>{title}</title>
      <meta name="robots" content="noindex" />
      <Title order={1} ta="center">
        {heading}
      </Title>
      {intro && (
        <Text ta="center" mt="xs" c="dimmed">
          {intro}
        </Text>
      )}
      <Paper withBorder radius="md" p={{ base: 'md', xs: 'xl' }} mt="lg">
        {children}
      </Paper>
    </Container>
  );
}
