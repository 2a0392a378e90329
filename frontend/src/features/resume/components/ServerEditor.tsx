import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Badge.css';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  CopyButton,
  FileButton,
  Group,
  Loader,
  Modal,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import {
  IconCertificate,
  IconCheck,
  IconClockHour4,
  IconDownload,
  IconFileTypePdf,
  IconPrinter,
  IconShare,
  IconUpload,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { ResumeResponse, ShareResponse } from '../../../api/generated/types.gen';
import { ApiError } from '../../../lib/api/http';
import { errorMessage } from '../../../lib/api/errors';
import { toast } from '../../../lib/toast';
import {
  documentOf,
  downloadJsonResume,
  downloadPdf,
  importInto,
  invalidateResume,
  readSharing,
  restoreVersion,
  saveToServer,
  setSharing,
  useAchievements,
  useVersions,
} from '../api/resume';
import { newId, type ResumeDocument, type Section } from '../model/document';
import { EditorLayout } from './EditorLayout';
import type { ResumeValue } from './ResumeForm';

export type SaveStatus = 'saved' | 'pending' | 'saving' | 'error' | 'conflict';

const IMPORT_LIMIT = 1_000_000;
const AUTOSAVE_MS = 800;

const resumeValueOf = (resume: ResumeResponse): ResumeValue => ({
  settings: { title: resume.title, template: resume.template, paper: resume.paper, language: resume.language },
  document: documentOf(resume),
});

/** A file's text (Blob.text where the browser has it, else FileReader). */
function readText(file: File): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(new Error('This file could not be read.'));
    reader.readAsText(file);
  });
}

/** Reads a chosen JSON Resume file: at most 1 MB, valid JSON, an object (the server checks the rest). */
export async function readJsonResumeFile(file: File): Promise<Record<string, unknown>> {
  if (file.size > IMPORT_LIMIT)
    throw new Error('This file is larger than 1 MB: a JSON Resume file is a few kilobytes.');
  const text = await readText(file);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error('This file is not valid JSON. Export it again from the tool that made it.');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new Error('This file is not a JSON Resume document (it should be one JSON object).');
  return parsed as Record<string, unknown>;
}

export function StatusIndicator({
  status,
  error,
  saved = 'All changes saved',
}: {
  status: SaveStatus;
  error?: string;
  saved?: string;
}) {
  const text =
    status === 'saved'
      ? saved
      : status === 'saving'
        ? 'Saving…'
        : status === 'pending'
          ? 'Unsaved changes'
          : status === 'conflict'
            ? 'Not saved: changed elsewhere'
            : `Not saved${error ? `: ${error}` : ''}`;
  return (
    <Group gap={6} role="status" aria-live="polite">
      {status === 'saving' ? (
        <Loader size={14} aria-hidden="true" />
      ) : status === 'saved' ? (
        <IconCheck size={16} color="var(--mantine-color-teal-8)" aria-hidden="true" />
      ) : null}
      <Text size="sm" c={status === 'error' || status === 'conflict' ? 'red.8' : undefined} data-testid="save-status">
        {text}
      </Text>
    </Group>
  );
}

function HistoryModal({
  id,
  opened,
  onClose,
  onRestore,
}: {
  id: string;
  opened: boolean;
  onClose: () => void;
  onRestore: (revision: number) => Promise<void>;
}) {
  const versions = useVersions(id, opened);
  const [busy, setBusy] = useState<number | null>(null);
  const format = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Modal opened={opened} onClose={onClose} title="Version history" size="lg">
      <Text size="sm" mb="sm">
        Each save is kept (the last 50). Restoring a version saves it as the newest, so a restore can be undone too.
      </Text>
      {versions.isPending ? (
        <Loader size="sm" aria-label="Loading versions" />
      ) : versions.isError ? (
        <Alert color="red" title="Could not load the versions">
          {errorMessage(versions.error, 'Please try again.')}
        </Alert>
      ) : (
        <Stack gap="xs">
          {versions.data.items.map((v, i) => (
            <Group key={v.revision} justify="space-between" wrap="nowrap">
              <div>
                <Text size="sm" fw={600}>
                  Version {v.revision}{' '}
                  {i === 0 ? (
                    <Badge size="sm" color="teal.9" variant="filled" autoContrast>
                      Current
                    </Badge>
                  ) : null}
                </Text>
                <Text size="xs" c="dimmed">
                  {format.format(new Date(v.savedAt))} · {v.title} · {v.template}, {v.paper}, {v.language}
                </Text>
              </div>
              {i > 0 ? (
                <Button
                  size="xs"
                  variant="light"
                  loading={busy === v.revision}
                  onClick={async () => {
                    setBusy(v.revision);
                    try {
                      await onRestore(v.revision);
                      onClose();
                    } finally {
                      setBusy(null);
                    }
                  }}
                  aria-label={`Restore version ${v.revision}`}
                >
                  Restore
                </Button>
              ) : null}
            </Group>
          ))}
        </Stack>
      )}
    </Modal>
  );
}

function ShareModal({
  id,
  share,
  opened,
  onClose,
  onChange,
}: {
  id: string;
  share: ShareResponse;
  opened: boolean;
  onClose: () => void;
  onChange: (share: ShareResponse) => void;
}) {
  const [busy, setBusy] = useState(false);
  // Bumped by each read and each switch: a read's answer is used only if nothing happened since it
  // was sent (a switch answered before a slower read would otherwise be undone by the older state).
  const latest = useRef(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reads the sharing state when the dialog opens; the latest `onChange` is the parent's setter
  useEffect(() => {
    if (!opened) return;
    const sent = ++latest.current;
    readSharing(id).then(
      (fresh) => latest.current === sent && onChange(fresh),
      () => undefined,
    );
    return () => {
      latest.current += 1;
    };
    // The count is read once per opening.
  }, [opened, id]);
  const toggle = async (enabled: boolean) => {
    latest.current += 1;
    setBusy(true);
    try {
      onChange(await setSharing(id, enabled));
    } catch (error) {
      toast({
        title: 'Could not change sharing',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Share a link">
      <Stack gap="sm">
        <Text size="sm">
          Anyone with the link can see this resume (without its hidden parts). It is not listed anywhere; turn it off at
          any time.
        </Text>
        <Switch
          label="Link is on"
          checked={share.enabled}
          disabled={busy}
          onChange={(e) => void toggle(e.currentTarget.checked)}
        />
        {share.enabled && share.url ? (
          <>
            <TextInput label="Link" value={share.url} readOnly dir="ltr" onFocus={(e) => e.currentTarget.select()} />
            <Group>
              <CopyButton value={share.url}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="light" onClick={copy}>
                    {copied ? 'Copied' : 'Copy link'}
                  </Button>
                )}
              </CopyButton>
              <Anchor href={share.url} target="_blank" rel="noopener noreferrer" size="sm">
                Open it
              </Anchor>
            </Group>
          </>
        ) : null}
        <Text size="sm" data-testid="share-views">
          Opened {share.views} {share.views === 1 ? 'time' : 'times'}
        </Text>
      </Stack>
    </Modal>
  );
}

function AchievementsModal({
  opened,
  onClose,
  onAdd,
}: {
  opened: boolean;
  onClose: () => void;
  onAdd: (items: Array<{ name: string; issuer: string; date: string; url: string }>) => void;
}) {
  const achievements = useAchievements(opened);
  const [chosen, setChosen] = useState<string[]>([]);
  const items = achievements.data?.items ?? [];
  return (
    <Modal opened={opened} onClose={onClose} title="Add verified achievements" size="lg">
      <Text size="sm" mb="sm">
        Your DevPath certificates, finished roadmaps and solved problems, each with a link anyone can use to check it.
        They are added to your Certificates section.
      </Text>
      {achievements.isPending ? (
        <Loader size="sm" aria-label="Loading achievements" />
      ) : achievements.isError ? (
        <Alert color="red" title="Could not load your achievements">
          {errorMessage(achievements.error, 'Please try again.')}
        </Alert>
      ) : items.length === 0 ? (
        <Text size="sm">
          Nothing to add yet: finish a{' '}
          <Anchor component={Link} to="/roadmaps">
            roadmap
          </Anchor>
          , pass its exam for a certificate, or solve a{' '}
          <Anchor component={Link} to="/practice">
            practice problem
          </Anchor>
          .
        </Text>
      ) : (
        <Stack gap="xs">
          <Checkbox.Group value={chosen} onChange={setChosen} label="Choose what to add">
            <Stack gap={6} mt={6}>
              {items.map((a) => (
                <Checkbox key={a.key} value={a.key} label={`${a.name} · ${a.date}`} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Group justify="flex-end">
            <Button
              disabled={!chosen.length}
              onClick={() => {
                onAdd(items.filter((a) => chosen.includes(a.key)));
                setChosen([]);
                onClose();
              }}
            >
              Add {chosen.length || ''} to my resume
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** Adds achievements as entries of the Certificates section (made if missing); links already there are not added twice. */
export function withAchievements(
  document: ResumeDocument,
  items: Array<{ name: string; issuer: string; date: string; url: string }>,
): ResumeDocument {
  const existing = document.sections.find((s) => s.kind === 'certificates');
  const section: Section = existing ?? {
    id: newId('certificates'),
    kind: 'certificates',
    title: 'Certificates',
    hidden: false,
    entries: [],
  };
  const known = new Set(section.entries.map((e) => e.data.url));
  const added = items
    .filter((a) => !known.has(a.url))
    .map((a) => ({
      id: newId('e'),
      hidden: false,
      data: { name: a.name, issuer: a.issuer, date: a.date, url: a.url },
    }));
  const next = { ...section, entries: [...section.entries, ...added] };
  return {
    ...document,
    sections: existing ? document.sections.map((s) => (s.id === existing.id ? next : s)) : [...document.sections, next],
  };
}

/** A signed-in learner's resume: autosaved to the server (with the revision it is based on), versions, PDF, JSON Resume, share link. */
export function ServerEditor({
  resume,
  premium,
  onReload,
}: {
  resume: ResumeResponse;
  premium: boolean;
  onReload: () => void;
}) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState<ResumeValue>(() => resumeValueOf(resume));
  const [share, setShare] = useState(resume.share);
  const [status, setStatus] = useState<SaveStatus>('saved');
  const [error, setError] = useState<string>();
  const [modal, setModal] = useState<'history' | 'share' | 'achievements' | null>(null);
  const [busy, setBusy] = useState<'pdf' | 'json' | 'import' | null>(null);
  const revision = useRef(resume.revision);
  const latest = useRef(value);
  const changes = useRef(0);
  // Bumped by each change of the sharing switch: a save's answer carries the sharing state of when it
  // was sent, and must not switch the link back (an autosave in flight while the learner shares).
  const shareChanges = useRef(0);
  const saving = useRef(false);

  const replace = useCallback(
    (next: ResumeResponse) => {
      revision.current = next.revision;
      const v = resumeValueOf(next);
      latest.current = v;
      setValue(v);
      setShare(next.share);
      setStatus('saved');
      invalidateResume(queryClient, next.id);
    },
    [queryClient],
  );

  const onChange = (next: ResumeValue) => {
    latest.current = next;
    changes.current += 1;
    setValue(next);
    setStatus('pending');
  };

  const save = useCallback(async () => {
    if (saving.current) return;
    const { settings, document } = latest.current;
    if (!settings.title.trim()) {
      setStatus('error');
      setError('give the resume a name');
      return;
    }
    saving.current = true;
    const seen = changes.current;
    const seenShare = shareChanges.current;
    setStatus('saving');
    try {
      const saved = await saveToServer(resume.id, revision.current, settings, document);
      revision.current = saved.revision;
      if (shareChanges.current === seenShare) setShare(saved.share);
      setError(undefined);
      setStatus(changes.current === seen ? 'saved' : 'pending');
      invalidateResume(queryClient, resume.id);
    } catch (e) {
      if (e instanceof ApiError && e.body?.code === 'RESUME_REVISION_STALE') setStatus('conflict');
      else {
        setError(errorMessage(e, 'the server did not answer'));
        setStatus('error');
      }
    } finally {
      saving.current = false;
    }
  }, [queryClient, resume.id]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each edit (a new value) restarts the autosave delay
  useEffect(() => {
    if (status !== 'pending') return;
    const timer = setTimeout(() => void save(), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [status, value, save]);

  // Leaving with unsaved changes asks first.
  useEffect(() => {
    if (status === 'saved') return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [status]);

  const run = async (what: 'pdf' | 'json', task: () => Promise<void>, failure: string) => {
    setBusy(what);
    try {
      if (status === 'pending') await save();
      await task();
    } catch (e) {
      toast({ title: failure, description: errorMessage(e, 'Please try again.'), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  const onImport = async (file: File | null) => {
    if (!file) return;
    setBusy('import');
    try {
      const json = await readJsonResumeFile(file);
      replace(await importInto(resume.id, revision.current, json));
      toast({
        title: 'Resume imported',
        description: `${file.name} replaced the content. The previous state is in the version history.`,
      });
    } catch (e) {
      toast({
        title: 'Could not import this file',
        description: errorMessage(e, 'Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setBusy(null);
    }
  };

  const toolbar = (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap">
        <StatusIndicator status={status} error={error} />
        <Group gap="xs" wrap="wrap">
          <Button
            size="xs"
            leftSection={<IconFileTypePdf size={14} aria-hidden="true" />}
            loading={busy === 'pdf'}
            onClick={() =>
              void run('pdf', () => downloadPdf(resume.id, value.settings.title), 'Could not make the PDF')
            }
          >
            Download PDF
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPrinter size={14} aria-hidden="true" />}
            onClick={() => window.print()}
          >
            Print
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconDownload size={14} aria-hidden="true" />}
            loading={busy === 'json'}
            onClick={() =>
              void run('json', () => downloadJsonResume(resume.id, value.settings.title), 'Could not export the resume')
            }
          >
            Export JSON Resume
          </Button>
          <FileButton onChange={(file) => void onImport(file)} accept="application/json,.json">
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="light"
                leftSection={<IconUpload size={14} aria-hidden="true" />}
                loading={busy === 'import'}
              >
                Import JSON Resume
              </Button>
            )}
          </FileButton>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconCertificate size={14} aria-hidden="true" />}
            onClick={() => setModal('achievements')}
          >
            Add verified achievements
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconClockHour4 size={14} aria-hidden="true" />}
            onClick={() => setModal('history')}
          >
            History
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconShare size={14} aria-hidden="true" />}
            onClick={() => setModal('share')}
          >
            Share{share.enabled ? ' (on)' : ''}
          </Button>
        </Group>
      </Group>
      {status === 'conflict' ? (
        <Alert color="red" title="This resume was changed in another tab or device">
          <Text size="sm" mb="xs">
            Your latest changes were not saved, so nothing there was overwritten. Load the latest version to go on (your
            unsaved changes here will be lost).
          </Text>
          <Button size="xs" color="red.8" onClick={onReload}>
            Load the latest version
          </Button>
        </Alert>
      ) : null}
    </Stack>
  );

  return (
    <>
      <EditorLayout value={value} onChange={onChange} premium={premium} toolbar={toolbar} />
      <HistoryModal
        id={resume.id}
        opened={modal === 'history'}
        onClose={() => setModal(null)}
        onRestore={async (v) => {
          try {
            if (status === 'pending') await save();
            replace(await restoreVersion(resume.id, v, revision.current));
            toast({ title: `Version ${v} restored`, description: 'It is now the newest version.' });
          } catch (e) {
            toast({
              title: 'Could not restore this version',
              description: errorMessage(e, 'Please try again.'),
              variant: 'destructive',
            });
          }
        }}
      />
      <ShareModal
        id={resume.id}
        share={share}
        opened={modal === 'share'}
        onClose={() => setModal(null)}
        onChange={(next) => {
          shareChanges.current += 1;
          setShare(next);
        }}
      />
      <AchievementsModal
        opened={modal === 'achievements'}
        onClose={() => setModal(null)}
        onAdd={(items) => onChange({ ...latest.current, document: withAchievements(latest.current.document, items) })}
      />
    </>
  );
}
