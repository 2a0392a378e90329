import { Alert, Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ApiError } from '../lib/api/http';
import { errorMessage } from '../lib/api/errors';
import { PageMeta } from './PageMeta';

interface Props {
  /** The page's query error. */
  error: unknown;
  /** The h1 shown above the message (the kind of page, e.g. "Roadmap"). */
  heading: string;
  /** Shown when the API answered 404. */
  notFound: { documentTitle: string; title: string; text: string };
  /** The alert's title for any other failure (the text is the API's message). */
  failedTitle: string;
  /** Where to go instead. */
  back: { to: string; label: string };
}

/** A detail page whose resource could not be loaded: "does not exist" (404) or the API's message, with a way back. */
export function PageLoadFailed({ error, heading, notFound, failedTitle, back }: Props) {
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <Container size="sm" py="xl">
      <PageMeta title={notFound.documentTitle} />
      <Title order={1} mb="md">
        {heading}
      </Title>
      <Alert color={missing ? 'gray' : 'red'} title={missing ? notFound.title : failedTitle}>
        <Stack gap="xs">
          <Text>{missing ? notFound.text : errorMessage(error, 'Please try again.')}</Text>
          <Anchor component={Link} to={back.to}>
            {back.label}
          </Anchor>
        </Stack>
      </Alert>
    </Container>
  );
}
