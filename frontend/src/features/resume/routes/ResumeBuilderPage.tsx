import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Paper.css';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  FileButton,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconFilePlus, IconSparkles, IconTrash, IconUpload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { ResumeSummaryResponse } from '../../../api/generated/types.gen';
import { PageMeta } from '../../../components/PageMeta';
import { errorMessage } from '../../../lib/api/errors';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session/SessionProvider';
import { toast } from '../../../lib/toast';
import { draftStorage, useCreateResume, useDeleteResume, useMyResumes, useResume } from '../api/resume';
import { EditorLayout } from '../components/EditorLayout';
import type { ResumeValue } from '../components/ResumeForm';
import { readJsonResumeFile, ServerEditor, StatusIndicator } from '../components/ServerEditor';
import { defaultSettings, emptyDocument } from '../model/document';

const updated = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function ResumeCard({ resume, onDelete }: { resume: ResumeSummaryResponse; onDelete: () => void }) {
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={`resume-${resume.id}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4" id={`resume-${resume.id}`}>
            <Anchor component={Link} to={`${paths.resumeBuilder}?id=${resume.id}`} underline="hover" c="inherit">
              {resume.title}
            </Anchor>
          </Title>
          {resume.share.enabled ? (
            <Badge color="teal.9" variant="filled" autoContrast>
              Shared · {resume.share.views} views
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          {resume.template} · {resume.paper} · {resume.language}
          {resume.dir === 'rtl' ? ' (right to left)' : ''} · saved {updated.format(new Date(resume.updatedAt))}
        </Text>
        <Group gap="xs">
          <Button component={Link} to={`${paths.resumeBuilder}?id=${resume.id}`} size="xs">
            Edit
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconTrash size={14} aria-hidden="true" />}
            onClick={onDelete}
            aria-label={`Delete ${resume.title}`}
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** Signed in: my resumes, a new one (empty, from the example, from a JSON Resume file). */
function MyResumes({ onOpen }: { onOpen: (id: string) => void }) {
  const resumes = useMyResumes(true);
  const create = useCreateResume();
  const remove = useDeleteResume();
  const make = (body: Parameters<typeof create.mutate>[0]['body'], what: string) =>
    create.mutate(
      { body },
      {
        onSuccess: (r) => onOpen(r.id),
        onError: (e) =>
          toast({
            title: `Could not ${what}`,
            description: errorMessage(e, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  const onFile = async (file: File | null) => {
    if (!file) return;
    try {
      make({ jsonResume: await readJsonResumeFile(file) }, 'import this file');
    } catch (e) {
      toast({
        title: 'Could not import this file',
        description: errorMessage(e, 'Please try again.'),
        variant: 'destructive',
      });
    }
  };
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Button
          leftSection={<IconFilePlus size={16} aria-hidden="true" />}
          loading={create.isPending}
          onClick={() => make({ start: 'empty' }, 'create a resume')}
        >
          New resume
        </Button>
        <Button
          variant="light"
          leftSection={<IconSparkles size={16} aria-hidden="true" />}
          disabled={create.isPending}
          onClick={() => make({ start: 'example', title: 'Example: junior frontend developer' }, 'create a resume')}
        >
          Start from the example
        </Button>
        <FileButton onChange={(file) => void onFile(file)} accept="application/json,.json">
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={<IconUpload size={16} aria-hidden="true" />}
              disabled={create.isPending}
            >
              Import a JSON Resume file
            </Button>
          )}
        </FileButton>
      </Group>
      {resumes.isPending ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} role="status" aria-busy="true" aria-label="Loading your resumes">
          <Skeleton height={120} radius="md" />
          <Skeleton height={120} radius="md" />
        </SimpleGrid>
      ) : resumes.isError ? (
        <Alert color="red" title="Could not load your resumes">
          {errorMessage(resumes.error, 'Please try again.')}{' '}
          <Anchor component="button" onClick={() => void resumes.refetch()} c="inherit" underline="always" fw={600}>
            Try again
          </Anchor>
        </Alert>
      ) : resumes.data.items.length === 0 ? (
        <Alert color="blue" title="No resumes yet">
          Start with an empty resume, from the example of a junior frontend developer, or import a JSON Resume file from
          another tool.
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {resumes.data.items.map((r) => (
            <ResumeCard
              key={r.id}
              resume={r}
              onDelete={() => {
                if (!window.confirm(`Delete "${r.title}" and its version history? This cannot be undone.`)) return;
                remove.mutate(
                  { path: { id: r.id } },
                  {
                    onSuccess: () => toast({ title: 'Resume deleted', description: r.title }),
                    onError: (e) =>
                      toast({
                        title: 'Could not delete the resume',
                        description: errorMessage(e, 'Please try again.'),
                        variant: 'destructive',
                      }),
                  },
                );
              }}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** Signed in, one resume open. */
function OpenResume({ id, premium, onBack }: { id: string; premium: boolean; onBack: () => void }) {
  const resume = useResume(id);
  const [generation, setGeneration] = useState(0);
  if (resume.isPending) return <Skeleton height={400} radius="md" role="status" aria-label="Loading the resume" />;
  if (resume.isError)
    return (
      <Alert color="red" title="Could not open this resume">
        {errorMessage(resume.error, 'Please try again.')}{' '}
        <Anchor component="button" onClick={onBack} c="inherit" underline="always" fw={600}>
          Back to my resumes
        </Anchor>
      </Alert>
    );
  return (
    <ServerEditor
      key={`${resume.data.id}-${generation}`}
      resume={resume.data}
      premium={premium}
      onReload={async () => {
        await resume.refetch();
        setGeneration((g) => g + 1);
      }}
    />
  );
}

/** Not signed in: the resume lives in this browser until sign-in moves it to the account. */
function LocalEditor() {
  const location = useLocation();
  const [value, setValue] = useState<ResumeValue>(() => {
    const draft = draftStorage.read();
    return draft
      ? { settings: draft.settings, document: draft.document }
      : { settings: defaultSettings(), document: emptyDocument() };
  });
  const [status, setStatus] = useState<'saved' | 'pending'>('saved');
  useEffect(() => {
    if (status !== 'pending') return;
    const timer = setTimeout(() => {
      draftStorage.write({ ...value, savedAt: new Date().toISOString() });
      setStatus('saved');
    }, 400);
    return () => clearTimeout(timer);
  }, [status, value]);
  const toolbar = (
    <Stack gap="xs">
      <Alert color="blue" title="Your resume is kept in this browser">
        <Text size="sm">
          {/* The alert's own text colour, underlined: the link colour on a tinted alert misses 4.5:1 in the dark scheme. */}
          <Anchor
            component={Link}
            to={paths.auth}
            state={{ from: { pathname: location.pathname } }}
            c="inherit"
            underline="always"
            fw={600}
          >
            Sign in
          </Anchor>{' '}
          to save it to your account: it moves there by itself, and you can then download it as a PDF, keep versions,
          share a link, import and export JSON Resume, and add your verified DevPath achievements.
        </Text>
      </Alert>
      <Group justify="space-between">
        <StatusIndicator status={status === 'saved' ? 'saved' : 'pending'} saved="Saved in this browser" />
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={() => window.print()}>
            Print
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={() => {
              if (!window.confirm('Clear this resume from the browser?')) return;
              draftStorage.clear();
              setValue({ settings: defaultSettings(), document: emptyDocument() });
            }}
          >
            Start over
          </Button>
        </Group>
      </Group>
    </Stack>
  );
  return (
    <EditorLayout
      value={value}
      premium={false}
      toolbar={toolbar}
      onChange={(next) => {
        setValue(next);
        setStatus('pending');
      }}
    />
  );
}

/** /resume-builder: the learner's resumes and the editor (?id=…), or the browser-kept resume of a visitor. */
export function ResumeBuilderPage() {
  const { user, status } = useSession();
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const create = useCreateResume();
  const moving = useRef(false);
  const [moveError, setMoveError] = useState<string>();
  const open = (next: string | null) => setParams(next ? { id: next } : {}, { replace: false });

  // A resume made before signing in moves to the account once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: moves the draft once, when a user signs in; `moving` guards repeats
  useEffect(() => {
    const draft = draftStorage.read();
    if (!user || !draft || moving.current) return;
    moving.current = true;
    create.mutate(
      {
        body: {
          ...draft.settings,
          template: draft.settings.template === 'executive' ? 'classic' : draft.settings.template,
          document: draft.document as unknown as Record<string, unknown>,
        },
      },
      {
        onSuccess: (r) => {
          draftStorage.clear();
          toast({
            title: 'Resume saved to your account',
            description: 'The resume you made before signing in is now with your other resumes.',
          });
          open(r.id);
        },
        onError: (e) => setMoveError(errorMessage(e, 'Please try again.')),
        onSettled: () => {
          moving.current = false;
        },
      },
    );
  }, [user]);

  return (
    <Container size="xl" py="xl">
      <PageMeta
        title="Resume Builder · DevPath"
        description="Build an ATS-readable resume with a live preview, templates, A4 or Letter, right-to-left languages, JSON Resume import and export, and achievements verified by DevPath."
      />
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1}>Resume Builder</Title>
            <Text c="dimmed">
              A one-column resume that applicant-tracking systems can read, with your DevPath achievements verified.
            </Text>
          </div>
          {user && id ? (
            <Button
              variant="subtle"
              leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
              onClick={() => open(null)}
            >
              My resumes
            </Button>
          ) : null}
        </Group>
        {moveError ? (
          <Alert color="red" title="Could not move your browser's resume to your account">
            {moveError} It is still kept in this browser.
          </Alert>
        ) : null}
        {status === 'signedOut' ? (
          <LocalEditor />
        ) : !user ? (
          <Skeleton height={200} radius="md" role="status" aria-label="Loading" />
        ) : id ? (
          <OpenResume id={id} premium={user.premiumTier !== 'free'} onBack={() => open(null)} />
        ) : (
          <MyResumes onOpen={open} />
        )}
      </Stack>
    </Container>
  );
}

export default ResumeBuilderPage;
