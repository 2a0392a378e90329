import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Skeleton.css';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Checkbox,
  Container,
  Group,
  NativeSelect,
  Paper,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useState } from 'react';
import type { AdminPartnerResponse } from '../../../api/generated/types.gen';
import { PageMeta } from '../../../components/PageMeta';
import { errorMessage, fieldErrorsOf } from '../../../lib/api/errors';
import { toast } from '../../../lib/toast';
import {
  TIER_LABELS,
  useAdminPartners,
  useCreatePartner,
  useMovePartner,
  useUpdatePartner,
  type Tier,
} from '../api/partners';
import { PartnerLogo } from '../components/PartnerLogo';
import { AdminConsoleNav } from '../../../components/AdminConsoleNav';

const TIERS = Object.keys(TIER_LABELS) as Tier[];
type Form = { name: string; tier: Tier; description: string; websiteUrl: string; logoUrl: string; active: boolean };
const EMPTY: Form = { name: '', tier: 'community', description: '', websiteUrl: '', logoUrl: '', active: true };
const formOf = (p: AdminPartnerResponse): Form => ({
  name: p.name,
  tier: p.tier,
  description: p.description,
  websiteUrl: p.websiteUrl,
  logoUrl: p.logoUrl ?? '',
  active: p.active,
});

function PartnerForm({ partner, onDone }: { partner?: AdminPartnerResponse; onDone: () => void }) {
  const create = useCreatePartner();
  const update = useUpdatePartner();
  const save = partner ? update : create;
  const [form, setForm] = useState<Form>(partner ? formOf(partner) : EMPTY);
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));
  const errors = save.isError ? fieldErrorsOf(save.error) : {};
  const headingId = `partner-form-${partner?.id ?? 'new'}`;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack
        gap="sm"
        component="form"
        aria-labelledby={headingId}
        onSubmit={(event) => {
          event.preventDefault();
          const body = {
            ...form,
            name: form.name.trim(),
            description: form.description.trim(),
            websiteUrl: form.websiteUrl.trim(),
            logoUrl: form.logoUrl.trim() || null,
          };
          const done = {
            onSuccess: () => {
              toast({ title: partner ? `Saved: ${body.name}` : `Added: ${body.name}` });
              onDone();
            },
          };
          if (partner) update.mutate({ path: { id: partner.id }, body }, done);
          else create.mutate({ body }, done);
        }}
      >
        <Title order={2} size="h5" id={headingId}>
          {partner ? `Edit ${partner.name}` : 'Add a partner'}
        </Title>
        <Group grow align="flex-start">
          <TextInput
            label="Name"
            required
            minLength={2}
            maxLength={100}
            value={form.name}
            onChange={(e) => set('name', e.currentTarget.value)}
            error={errors.name}
          />
          <NativeSelect
            label="Tier"
            data={TIERS.map((t) => ({ value: t, label: TIER_LABELS[t] }))}
            value={form.tier}
            onChange={(e) => set('tier', e.currentTarget.value as Tier)}
          />
        </Group>
        <Textarea
          label="Description"
          description="What the organisation does and how it supports learners, told truthfully (20–600 characters)"
          required
          minLength={20}
          maxLength={600}
          autosize
          minRows={2}
          value={form.description}
          onChange={(e) => set('description', e.currentTarget.value)}
          error={errors.description}
        />
        <TextInput
          label="Website"
          description="https, a public address"
          type="url"
          required
          maxLength={2048}
          value={form.websiteUrl}
          onChange={(e) => set('websiteUrl', e.currentTarget.value)}
          error={errors.websiteUrl}
        />
        <TextInput
          label="Logo (optional)"
          description="A file we host under /partners/ (e.g. /partners/name.svg), or an https address the partner gave us permission to use; empty draws a monogram"
          maxLength={2048}
          value={form.logoUrl}
          onChange={(e) => set('logoUrl', e.currentTarget.value)}
          error={errors.logoUrl}
        />
        <Checkbox
          label="Active (shown on /partners)"
          checked={form.active}
          onChange={(e) => set('active', e.currentTarget.checked)}
        />
        {save.isError ? (
          <Alert color="red" title="Not saved">
            {errorMessage(save.error, 'Please try again.')}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {partner ? 'Save' : 'Add partner'}
          </Button>
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** /admin/partners: admins list, add, edit, (de)activate and reorder partners. */
export function PartnersAdminPage() {
  const partners = useAdminPartners();
  const move = useMovePartner();
  const update = useUpdatePartner();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  return (
    <Container size="md" py="xl">
      <PageMeta title="Partners (admin) · DevPath" />
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1}>Partners</Title>
          {editing !== 'new' ? <Button onClick={() => setEditing('new')}>Add a partner</Button> : null}
        </Group>
        <AdminConsoleNav />
        <Text c="dimmed" size="sm">
          Only list organisations that really support DevPath in the sponsor tiers; free projects we merely recommend
          belong in the community tier.
        </Text>
        {editing === 'new' ? <PartnerForm onDone={() => setEditing(null)} /> : null}
        {move.isError || update.isError ? (
          <Alert color="red" title="Not saved">
            {errorMessage(move.error ?? update.error, 'Please try again.')}
          </Alert>
        ) : null}
        {partners.isPending ? (
          <Skeleton height={300} />
        ) : partners.isError ? (
          <Alert color="red" title="Could not load the partners">
            {errorMessage(partners.error, 'Please try again.')}
          </Alert>
        ) : partners.data.items.length === 0 ? (
          <Alert color="gray" title="No partners yet">
            Add the first one.
          </Alert>
        ) : (
          TIERS.map((tier) => {
            const inTier = partners.data.items.filter((p) => p.tier === tier);
            if (inTier.length === 0) return null;
            return (
              <Stack key={tier} gap="xs" component="section" aria-labelledby={`admin-tier-${tier}`}>
                <Title order={2} size="h4" id={`admin-tier-${tier}`}>
                  {TIER_LABELS[tier]}
                </Title>
                {inTier.map((p, index) =>
                  editing === p.id ? (
                    <PartnerForm key={p.id} partner={p} onDone={() => setEditing(null)} />
                  ) : (
                    <Paper key={p.id} withBorder radius="md" p="sm" component="article" aria-label={p.name}>
                      <Group justify="space-between" wrap="wrap" gap="sm">
                        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
                          <PartnerLogo name={p.name} logoUrl={p.logoUrl} size={40} />
                          <Stack gap={0} style={{ minWidth: 0 }}>
                            <Text fw={600}>{p.name}</Text>
                            <Text size="xs" c="dimmed" truncate>
                              {p.websiteUrl}
                            </Text>
                          </Stack>
                          {!p.active ? (
                            <Badge color="gray" variant="light">
                              Inactive
                            </Badge>
                          ) : null}
                        </Group>
                        <Group gap={6}>
                          <ActionIcon
                            variant="default"
                            aria-label={`Move ${p.name} up`}
                            disabled={index === 0 || move.isPending}
                            onClick={() => move.mutate({ path: { id: p.id }, body: { direction: 'up' } })}
                          >
                            <IconArrowUp size={16} />
                          </ActionIcon>
                          <ActionIcon
                            variant="default"
                            aria-label={`Move ${p.name} down`}
                            disabled={index === inTier.length - 1 || move.isPending}
                            onClick={() => move.mutate({ path: { id: p.id }, body: { direction: 'down' } })}
                          >
                            <IconArrowDown size={16} />
                          </ActionIcon>
                          <Button size="xs" variant="default" onClick={() => setEditing(p.id)}>
                            Edit
                          </Button>
                          <Button
                            size="xs"
                            variant="subtle"
                            loading={update.isPending && update.variables?.path.id === p.id}
                            onClick={() =>
                              update.mutate({
                                path: { id: p.id },
                                body: { ...formOf(p), logoUrl: p.logoUrl, active: !p.active },
                              })
                            }
                          >
                            {p.active ? 'Deactivate' : 'Activate'}
                          </Button>
                        </Group>
                      </Group>
                    </Paper>
                  ),
                )}
              </Stack>
            );
          })
        )}
      </Stack>
    </Container>
  );
}

export default PartnersAdminPage;
