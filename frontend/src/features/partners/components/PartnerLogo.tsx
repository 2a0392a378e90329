import '@mantine/core/styles/Avatar.css';
import { Avatar } from '@mantine/core';
import { monogram } from '../api/partners';

/** The partner's logo (ours, or https), or a neutral monogram of its name: no third-party logo is hot-linked by default. */
export function PartnerLogo({ name, logoUrl, size = 56 }: { name: string; logoUrl: string | null; size?: number }) {
  return (
    <Avatar
      src={logoUrl ?? undefined}
      alt={logoUrl ? `${name} logo` : undefined}
      size={size}
      radius="md"
      color="gray"
      variant="light"
      aria-hidden={logoUrl ? undefined : true}
    >
      {monogram(name)}
    </Avatar>
  );
}
