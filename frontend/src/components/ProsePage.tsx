import '@mantine/core/styles/Typography.css';
import { Container, Typography } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ProsePageProps {
  /** The page heading and the document title. */
  title: string;
  children: ReactNode;
}

/** A page of running text: static information, policies, documentation. */
export function ProsePage({ title, children }: ProsePageProps) {
  return (
    <Container size="md" py={56}>
      <title>{`${title} · DevPath`}</title>
      <Typography>
        <h1>{title}</h1>
        {children}
      </Typography>
    </Container>
  );
}
