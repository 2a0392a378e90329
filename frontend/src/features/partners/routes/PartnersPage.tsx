import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { Link } from 'react-router';
import type { PartnerTierResponse } from '../../../api/generated/types.gen';
import { PageMeta } from '../../../components/PageMeta';
import { errorMessage } from '../../../lib/api/errors';
import { paths } from '../../../lib/paths';
import { usePartners } from '../api/partners';
import { PartnerLogo } from '../components/PartnerLogo';

function Tier({ group }: { group: PartnerTierResponse }) {
  const headingId = `tier-${group.tier}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {group.label}
      </Title>
      <Text c="dimmed" size="sm">
        {group.description}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        {group.partners.map((p) => (
          <Card key={p.id} withBorder radius="md" padding="md" component="article" aria-labelledby={`partner-${p.id}`}>
            <Stack gap="sm" h="100%">
              <Group gap="sm" wrap="nowrap">
                <PartnerLogo name={p.name} logoUrl={p.logoUrl} />
                <Title order={3} size="h5" id={`partner-${p.id}`}>
                  {p.name}
                </Title>
              </Group>
              <Text size="sm" style={{ flex: 1 }}>
                {p.description}
              </Text>
              <Anchor href={p.websiteUrl} target="_blank" rel="noopener noreferrer" size="sm">
                Visit {p.name}
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </Anchor>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** /partners: partners and sponsors by tier, and the projects we recommend; a call to become a partner. */
export function PartnersPage() {
  const partners = usePartners();
  return (
    <Container size="lg" py="xl">
      <PageMeta
        title="Partners & Sponsors · DevPath"
        description="The organisations that support DevPath, and the free learning communities we recommend."
      />
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>Partners &amp; Sponsors</Title>
          <Text>
            DevPath is free for every learner. These are the organisations that help keep it that way, and the open,
            free learning projects we gladly send our learners to.
          </Text>
        </Stack>
        {partners.isPending ? (
          <Skeleton height={320} />
        ) : partners.isError ? (
          <Alert color="red" title="Could not load the partners">
            {errorMessage(partners.error, 'Please try again.')}
          </Alert>
        ) : partners.data.tiers.length === 0 ? (
          <Alert color="gray" title="No partners listed yet">
            We have no partners to show right now.
          </Alert>
        ) : (
          partners.data.tiers.map((group) => <Tier key={group.tier} group={group} />)
        )}
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="become-partner">
          <Stack gap="sm">
            <Title order={2} size="h3" id="become-partner">
              Become a partner
            </Title>
            <Text>
              Does your organisation want to help people learn to code for free? Sponsor the platform&apos;s running
              costs, lend mentors to review learners&apos; projects, or offer free tools to our learners. Tell us what
              you have in mind.
            </Text>
            <Group>
              <Button component={Link} to={`${paths.contact}?topic=partnership`}>
                Become a partner
              </Button>
            </Group>
          </Stack>
        </Card>
      </Stack>
    </Container>
  );
}

export default PartnersPage;
