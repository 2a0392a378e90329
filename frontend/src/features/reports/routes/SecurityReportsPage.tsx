import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Paper.css';
import {
  Alert,
  Anchor,
  Button,
  Code,
  Container,
  CopyButton,
  Group,
  List,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { SecurityReportReceivedResponse } from '../../../api/generated/types.gen';
import { PageMeta } from '../../../components/PageMeta';
import { errorMessage } from '../../../lib/api/errors';
import { pathTo, paths } from '../../../lib/paths';
import { SEVERITY_HELP, useSubmitSecurityReport, type Severity } from '../api/reports';
import { failed, rules, serverErrors, type Errors } from '../components/formErrors';
import { Honeypot } from '../components/Honeypot';

const EMPTY = {
  severity: 'medium' as Severity,
  affectedArea: '',
  description: '',
  proofOfConcept: '',
  reporterEmail: '',
  company_url: '',
};
type Field = keyof typeof EMPTY;

function Policy() {
  return (
    <Stack gap="sm" component="section" aria-labelledby="policy-heading">
      <Title order={2} id="policy-heading" size="h3">
        Our responsible disclosure policy
      </Title>
      <Text>
        DevPath is a free platform that thousands of learners trust with their accounts and progress. If you found a
        weakness in it, thank you for telling us privately first. This page says what is in scope, what we ask of you
        and what we promise in return.
      </Text>
      <Title order={3} size="h4">
        In scope
      </Title>
      <List spacing={4}>
        <List.Item>
          This website and its API (every address under /api), including sign-in, sessions, password resets and mailed
          links.
        </List.Item>
        <List.Item>
          Learner data: profiles, progress, certificates, submissions to coding problems and the code judge that runs
          them.
        </List.Item>
        <List.Item>Staff tools: the admin and moderation screens and the permissions that guard them.</List.Item>
      </List>
      <Text size="sm">
        Out of scope: reports from automated scanners without a demonstrated impact, missing best-practice headers
        without an exploit, denial of service by volume, social engineering of our team or learners, and the services of
        third parties we link to.
      </Text>
      <Title order={3} size="h4">
        What we ask of you
      </Title>
      <List spacing={4}>
        <List.Item>
          Use only your own accounts or test accounts; never read, change or delete other learners' data. If you reach
          some by accident, stop and tell us.
        </List.Item>
        <List.Item>Do not degrade the service for others: no load tests, spam or automated mass requests.</List.Item>
        <List.Item>
          Give us the details we need to reproduce the issue, and keep it confidential until it is fixed or 90 days have
          passed, whichever comes first.
        </List.Item>
      </List>
      <Title order={3} size="h4">
        What we promise
      </Title>
      <List spacing={4}>
        <List.Item>
          We confirm within 3 working days whether we can reproduce your report, and keep you informed on its private
          status page until it is resolved.
        </List.Item>
        <List.Item>We fix serious issues as a priority and tell you when the fix is live.</List.Item>
        <List.Item>
          With your permission, we thank you by name once the issue is fixed. DevPath is free and has no paid bounty
          program.
        </List.Item>
      </List>
      <Title order={3} size="h4">
        Safe harbour
      </Title>
      <Text>
        Research done in good faith and within this policy is welcome: we will not take legal action against you or ask
        anyone else to, and if a third party does, we will make clear that you acted with our authorisation. If you are
        unsure whether something is allowed, ask us first through this form.
      </Text>
      <Text size="sm" c="dimmed">
        Machine-readable contact details are at{' '}
        <Anchor underline="always" href="/.well-known/security.txt">
          /.well-known/security.txt
        </Anchor>
        . For bugs that are not security issues, use the{' '}
        <Anchor underline="always" component={Link} to={paths.reportBug}>
          bug report form
        </Anchor>
        .
      </Text>
    </Stack>
  );
}

/** The status link, shown once: the server keeps only its SHA-256 and cannot show it again. */
function StatusLink({ receipt, onAnother }: { receipt: SecurityReportReceivedResponse; onAnother: () => void }) {
  const local = pathTo('securityReportStatus', { token: receipt.token });
  return (
    <Alert color="teal" title="Thank you, your report is in" role="status">
      <Stack gap="sm">
        <Text size="sm">
          This is your private status link. <strong>It is shown only once</strong>: copy it now and keep it safe. We
          also mailed it to you. Anyone with the link can read the status and our public notes.
        </Text>
        <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }} data-testid="status-link">
          {receipt.statusUrl}
        </Code>
        <Group gap="sm">
          <CopyButton value={receipt.statusUrl}>
            {({ copied, copy }) => (
              <Button onClick={copy} color={copied ? 'teal' : undefined}>
                {copied ? 'Link copied' : 'Copy the link'}
              </Button>
            )}
          </CopyButton>
          <Button component={Link} to={local} variant="default">
            Open the status page
          </Button>
          <Button variant="subtle" onClick={onAnother}>
            Send another report
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** /security-reports: the responsible-disclosure policy and the private report form. */
export function SecurityReportsPage() {
  const submit = useSubmitSecurityReport();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors<Field>>({});
  const set = (key: Field) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setForm((f) => ({ ...f, [key]: value }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = failed<Field>({
      severity: undefined,
      affectedArea: rules.text('The affected area', form.affectedArea, 3, 200),
      description: rules.text('The description', form.description, 20, 10000),
      proofOfConcept: form.proofOfConcept.length > 20000 ? 'At most 20,000 characters.' : undefined,
      reporterEmail: rules.email(form.reporterEmail, true),
      company_url: undefined,
    });
    setErrors(found);
    if (Object.keys(found).length) return;
    submit.mutate(
      {
        body: {
          severity: form.severity,
          affectedArea: form.affectedArea.trim(),
          description: form.description.trim(),
          proofOfConcept: form.proofOfConcept.trim() || null,
          reporterEmail: form.reporterEmail.trim(),
          ...(form.company_url ? { company_url: form.company_url } : {}),
        },
      },
      { onError: (error) => setErrors(serverErrors<Field>(error)) },
    );
  };

  return (
    <Container size="md" py="xl">
      <PageMeta
        title="Security Reports · DevPath"
        description="Report a security vulnerability in DevPath privately: our disclosure policy, safe harbour and a private report form."
      />
      <Stack gap="lg">
        <Title order={1}>Security Reports</Title>
        <Policy />
        <Stack gap="sm" component="section" aria-labelledby="form-heading">
          <Title order={2} id="form-heading" size="h3">
            Send a private report
          </Title>
          {submit.isSuccess ? (
            <StatusLink
              receipt={submit.data}
              onAnother={() => {
                setForm(EMPTY);
                submit.reset();
              }}
            />
          ) : (
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
              <form noValidate onSubmit={onSubmit} aria-label="Security report" style={{ position: 'relative' }}>
                <Stack gap="sm">
                  <Text size="sm" c="dimmed">
                    Only DevPath administrators read these reports. After sending, you get a private link to follow the
                    status.
                  </Text>
                  <NativeSelect
                    label="Severity"
                    description="Your estimate; we may rate it differently"
                    data={(Object.keys(SEVERITY_HELP) as Severity[]).map((value) => ({
                      value,
                      label: SEVERITY_HELP[value],
                    }))}
                    value={form.severity}
                    onChange={(e) => setForm((f) => ({ ...f, severity: e.currentTarget.value as Severity }))}
                  />
                  <TextInput
                    label="Affected area"
                    description="The page, API route or feature, e.g. “Password reset (/api/users/password-reset)”"
                    required
                    maxLength={200}
                    value={form.affectedArea}
                    onChange={set('affectedArea')}
                    error={errors.affectedArea}
                  />
                  <Textarea
                    label="Description"
                    description="What the weakness is and what an attacker could do with it"
                    required
                    autosize
                    minRows={4}
                    maxLength={10000}
                    value={form.description}
                    onChange={set('description')}
                    error={errors.description}
                  />
                  <Textarea
                    label="Proof of concept (optional)"
                    description="Steps, requests or code that show the issue. Please leave out other people's data."
                    autosize
                    minRows={4}
                    maxLength={20000}
                    styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                    value={form.proofOfConcept}
                    onChange={set('proofOfConcept')}
                    error={errors.proofOfConcept}
                  />
                  <TextInput
                    label="Your email"
                    description="For our confirmation and updates; never published"
                    required
                    type="email"
                    maxLength={254}
                    autoComplete="email"
                    value={form.reporterEmail}
                    onChange={set('reporterEmail')}
                    error={errors.reporterEmail}
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
                    Send the report privately
                  </Button>
                </Stack>
              </form>
            </Paper>
          )}
        </Stack>
      </Stack>
    </Container>
  );
}

export default SecurityReportsPage;
