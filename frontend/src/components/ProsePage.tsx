import '@mantine/core/styles/Typography.css';
import { Container, Typography } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageMeta } from './PageMeta';

export interface ProsePageProps {
  /** The page heading and the document title. */
  title: string;
  /** One or two sentences for search results and link previews. */
  description: string;
  children: ReactNode;
}

/** A page of running text: static information, policies, documentation. */
export function ProsePage({ title, description, children }: ProsePageProps) {
  return (
    <Container size="md" py={56}>
      <PageMeta title={`${title} · DevPath`} description={description} />
      <Typography>
        <h1>{title}</h1>
        {children}
      </Typography>
    </Container>
  );
}
