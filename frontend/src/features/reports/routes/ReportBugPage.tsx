import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Paper.css';
import { Alert, Anchor, Button, Container, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageMeta } from '../../../components/PageMeta';
import { errorMessage } from '../../../lib/api/errors';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session/SessionProvider';
import { useSubmitBug } from '../api/reports';
import { failed, rules, serverErrors, type Errors } from '../components/formErrors';
import { Honeypot } from '../components/Honeypot';
import { Received } from '../components/Received';

const EMPTY = { title: '', steps: '', expected: '', actual: '', pageUrl: '', browser: '', email: '', company_url: '' };
type Field = keyof typeof EMPTY;

/**
 * The page the visitor came from: the `from` path the linking page passed (`/report-bug?from=/roadmaps`),
 * else the browser's referrer when it was one of our pages; never this form itself (in the single-page
 * app the referrer is only the page the site was first opened from). Empty when unknown.
 */
function pageCameFrom(from: string | null, referrer: string, here: Location): string {
  const ours = (url: URL) => url.origin === here.origin && url.pathname !== paths.reportBug;
  if (from?.startsWith('/') && !from.startsWith('//')) {
    const url = new URL(from, here.origin);
    if (ours(url)) return url.href;
  }
  if (referrer) {
    try {
      const url = new URL(referrer, here.href);
      if (ours(url)) return url.href;
    } catch {
      // not an address: ignore it
    }
  }
  return '';
}

/** The page the visitor came from and the browser's description. */
function pageAndBrowser(from: string | null): { pageUrl: string; browser: string } {
  return {
    pageUrl: pageCameFrom(from, document.referrer, window.location),
    browser: navigator.userAgent.slice(0, 300),
  };
}

/** /report-bug: anyone reports something that does not work, with the steps to see it happen. */
export function ReportBugPage() {
  const { isSignedIn } = useSession();
  const submit = useSubmitBug();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors<Field>>({});
  const [sent, setSent] = useState(false);
  const from = useSearchParams()[0].get('from');
  // Filled in the browser only (the page is prerendered without them).
  useEffect(() => setForm((f) => ({ ...f, ...pageAndBrowser(from) })), [from]);
  const set = (key: Field) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setForm((f) => ({ ...f, [key]: value }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = failed<Field>({
      title: rules.text('A title', form.title, 3, 200),
      steps: rules.text('The steps', form.steps, 10, 5000),
      expected: rules.text('What you expected', form.expected, 3, 2000),
      actual: rules.text('What happened', form.actual, 3, 2000),
      pageUrl: rules.url(form.pageUrl),
      browser: form.browser.length > 300 ? 'At most 300 characters.' : undefined,
      email: rules.email(form.email, false),
      company_url: undefined,
    });
    setErrors(found);
    if (Object.keys(found).length) return;
    submit.mutate(
      {
        body: {
          title: form.title.trim(),
          steps: form.steps.trim(),
          expected: form.expected.trim(),
          actual: form.actual.trim(),
          pageUrl: form.pageUrl.trim() || null,
          browser: form.browser.trim() || null,
          email: form.email.trim() || null,
          ...(form.company_url ? { company_url: form.company_url } : {}),
        },
      },
      { onSuccess: () => setSent(true), onError: (error) => setErrors(serverErrors<Field>(error)) },
    );
  };

  return (
    <Container size="sm" py="xl">
      <PageMeta
        title="Report a Bug · DevPath"
        description="Tell the DevPath team about something that does not work, with the steps to reproduce it."
      />
      <Stack gap="md">
        <Title order={1}>Report a Bug</Title>
        <Text>
          Something on DevPath does not work as it should? Tell us what you did, what you expected and what happened
          instead. The clearer the steps, the faster we can fix it. For a security problem, please use the{' '}
          <Anchor underline="always" component={Link} to={paths.securityReports}>
            private security report form
          </Anchor>{' '}
          instead.
        </Text>
        {sent ? (
          <Received
            title="Thank you, your report is in"
            message={
              isSignedIn || form.email
                ? 'We sent you a confirmation by mail. Someone from the team will read your report and try to reproduce it.'
                : 'Someone from the team will read your report and try to reproduce it.'
            }
            anotherLabel="Report another bug"
            onAnother={() => {
              setForm({ ...EMPTY, ...pageAndBrowser(from) });
              setSent(false);
              submit.reset();
            }}
          />
        ) : (
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <form noValidate onSubmit={onSubmit} aria-label="Bug report" style={{ position: 'relative' }}>
              <Stack gap="sm">
                <TextInput
                  label="Title"
                  description="A short summary, e.g. “The Start button of a roadmap does nothing”"
                  required
                  maxLength={200}
                  value={form.title}
                  onChange={set('title')}
                  error={errors.title}
                />
                <Textarea
                  label="Steps to reproduce"
                  description="What you did, one step per line, starting from a page anyone can open"
                  placeholder={'1. Open the Frontend roadmap\n2. Click “Start”\n3. ...'}
                  required
                  autosize
                  minRows={4}
                  maxLength={5000}
                  value={form.steps}
                  onChange={set('steps')}
                  error={errors.steps}
                />
                <Textarea
                  label="What you expected"
                  required
                  autosize
                  minRows={2}
                  maxLength={2000}
                  value={form.expected}
                  onChange={set('expected')}
                  error={errors.expected}
                />
                <Textarea
                  label="What happened instead"
                  description="Error messages help: copy them word for word"
                  required
                  autosize
                  minRows={2}
                  maxLength={2000}
                  value={form.actual}
                  onChange={set('actual')}
                  error={errors.actual}
                />
                <TextInput
                  label="Page address"
                  description="Filled in for you: the page you came from"
                  type="url"
                  maxLength={2048}
                  value={form.pageUrl}
                  onChange={set('pageUrl')}
                  error={errors.pageUrl}
                />
                <TextInput
                  label="Browser and system"
                  description="Filled in for you from your browser"
                  maxLength={300}
                  value={form.browser}
                  onChange={set('browser')}
                  error={errors.browser}
                />
                <TextInput
                  label="Your email (optional)"
                  description={
                    isSignedIn
                      ? 'We answer at your account email unless you give another one here'
                      : 'Only if you want a confirmation and an answer; we use it for this report only'
                  }
                  type="email"
                  maxLength={254}
                  value={form.email}
                  onChange={set('email')}
                  error={errors.email}
                />
                <Honeypot
                  value={form.company_url}
                  onChange={(company_url) => setForm((f) => ({ ...f, company_url }))}
                />
                {submit.isError ? (
                  <Alert color="red" title="Your report was not sent">
                    {errorMessage(submit.error, 'Please try again in a moment.')}
                  </Alert>
                ) : null}
                <Button type="submit" loading={submit.isPending} style={{ alignSelf: 'flex-start' }}>
                  Send the report
                </Button>
              </Stack>
            </form>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}

export default ReportBugPage;
