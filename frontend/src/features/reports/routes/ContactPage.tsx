import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Paper.css';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageMeta } from '../../../components/PageMeta';
import { errorMessage } from '../../../lib/api/errors';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session/SessionProvider';
import { TOPIC_LABELS, useSubmitContact, type ContactTopic } from '../api/reports';
import { failed, rules, serverErrors, type Errors } from '../components/formErrors';
import { Honeypot } from '../components/Honeypot';
import { Received } from '../components/Received';

const EMPTY = { name: '', email: '', subject: '', message: '', organisation: '', website: '', company_url: '' };
type Field = keyof typeof EMPTY;
const TOPICS = Object.keys(TOPIC_LABELS) as ContactTopic[];
const topicOf = (value: string | null): ContactTopic =>
  TOPICS.includes(value as ContactTopic) ? (value as ContactTopic) : 'general';

/** /contact: write to the team; ?topic=partnership (from the partners page) opens a partnership inquiry. */
export function ContactPage() {
  const [params] = useSearchParams();
  const [topic, setTopic] = useState<ContactTopic>(() => topicOf(params.get('topic')));
  const submit = useSubmitContact();
  const { user } = useSession();
  // A signed-in learner's name and email are filled in from the account (still editable).
  const fromAccount = { name: user?.fullName?.trim() ?? '', email: user?.email ?? '' };
  const [form, setForm] = useState(() => ({ ...EMPTY, ...fromAccount }));
  useEffect(() => {
    // The session may arrive after the first render: fill only what is still empty.
    if (user)
      setForm((f) => ({ ...f, name: f.name || (user.fullName?.trim() ?? ''), email: f.email || (user.email ?? '') }));
  }, [user]);
  const [errors, setErrors] = useState<Errors<Field>>({});
  const [sent, setSent] = useState(false);
  const partnership = topic === 'partnership';
  const set = (key: Field) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setForm((f) => ({ ...f, [key]: value }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = failed<Field>({
      name: rules.text('Your name', form.name, 1, 100),
      email: rules.email(form.email, true),
      subject: rules.text('A subject', form.subject, 3, 200),
      message: rules.text('Your message', form.message, 10, 5000),
      organisation: partnership && form.organisation.length > 200 ? 'At most 200 characters.' : undefined,
      website: partnership ? rules.url(form.website) : undefined,
      company_url: undefined,
    });
    setErrors(found);
    if (Object.keys(found).length) return;
    submit.mutate(
      {
        body: {
          name: form.name.trim(),
          email: form.email.trim(),
          subject: form.subject.trim(),
          message: form.message.trim(),
          topic,
          ...(partnership
            ? { organisation: form.organisation.trim() || null, website: form.website.trim() || null }
            : {}),
          ...(form.company_url ? { company_url: form.company_url } : {}),
        },
      },
      { onSuccess: () => setSent(true), onError: (error) => setErrors(serverErrors<Field>(error)) },
    );
  };

  return (
    <Container size="sm" py="xl">
      <PageMeta
        title="Contact · DevPath"
        description="Questions, partnership ideas, press or help with your account: write to the DevPath team."
      />
      <Stack gap="md">
        <Title order={1}>Contact</Title>
        <Text>
          Questions about learning on DevPath, an idea for a partnership, a press request or trouble with your account:
          a person from our small team reads every message and answers by mail, usually within a few working days. Found
          something broken? The{' '}
          <Anchor underline="always" component={Link} to={paths.reportBug}>
            bug report form
          </Anchor>{' '}
          asks exactly what we need to fix it.
        </Text>
        {sent ? (
          <Received
            title="Thank you, your message is in"
            message={
              partnership
                ? 'We sent you a confirmation by mail. Our team reads every partnership inquiry and answers within a week.'
                : 'We sent you a confirmation by mail and will answer at that address.'
            }
            anotherLabel="Write another message"
            onAnother={() => {
              setForm({ ...EMPTY, ...fromAccount });
              setSent(false);
              submit.reset();
            }}
          />
        ) : (
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <form noValidate onSubmit={onSubmit} aria-label="Contact form" style={{ position: 'relative' }}>
              <Stack gap="sm">
                <NativeSelect
                  label="Topic"
                  data={TOPICS.map((value) => ({ value, label: TOPIC_LABELS[value] }))}
                  value={topic}
                  onChange={(e) => setTopic(e.currentTarget.value as ContactTopic)}
                />
                <Group grow preventGrowOverflow={false} wrap="wrap">
                  <TextInput
                    label="Your name"
                    required
                    maxLength={100}
                    autoComplete="name"
                    value={form.name}
                    onChange={set('name')}
                    error={errors.name}
                    miw={220}
                  />
                  <TextInput
                    label="Your email"
                    description="We answer here"
                    required
                    type="email"
                    maxLength={254}
                    autoComplete="email"
                    value={form.email}
                    onChange={set('email')}
                    error={errors.email}
                    miw={220}
                  />
                </Group>
                {partnership ? (
                  <Group grow preventGrowOverflow={false} wrap="wrap">
                    <TextInput
                      label="Organisation"
                      maxLength={200}
                      autoComplete="organization"
                      value={form.organisation}
                      onChange={set('organisation')}
                      error={errors.organisation}
                      miw={220}
                    />
                    <TextInput
                      label="Website"
                      type="url"
                      placeholder="https://"
                      maxLength={2048}
                      value={form.website}
                      onChange={set('website')}
                      error={errors.website}
                      miw={220}
                    />
                  </Group>
                ) : null}
                <TextInput
                  label="Subject"
                  required
                  maxLength={200}
                  value={form.subject}
                  onChange={set('subject')}
                  error={errors.subject}
                />
                <Textarea
                  label="Message"
                  description={
                    partnership
                      ? 'Who you are, what you would like to do together and how it helps learners'
                      : undefined
                  }
                  required
                  autosize
                  minRows={5}
                  maxLength={5000}
                  value={form.message}
                  onChange={set('message')}
                  error={errors.message}
                />
                <Honeypot
                  value={form.company_url}
                  onChange={(company_url) => setForm((f) => ({ ...f, company_url }))}
                />
                {submit.isError ? (
                  <Alert color="red" title="Your message was not sent">
                    {errorMessage(submit.error, 'Please try again in a moment.')}
                  </Alert>
                ) : null}
                <Text size="xs" c="dimmed">
                  We use your name and email only to answer this message.
                </Text>
                <Button type="submit" loading={submit.isPending} style={{ alignSelf: 'flex-start' }}>
                  Send the message
                </Button>
              </Stack>
            </form>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}

export default ContactPage;
