import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Anchor, Button, Container, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { EditProfileRequest, PrivacySettings, PublicProfileResponse } from '../../../api/generated/types.gen';
import { AccessDenied, SignInPrompt } from '../../../components/AccessGuards';
import { FormAlert } from '../../../components/FormAlert';
import { ProfileFields } from '../../../components/ProfileFields';
import { RouteLoading } from '../../../components/RouteLoading';
import { errorMessage, fieldErrorsOf } from '../../../lib/api/errors';
import { ApiError } from '../../../lib/api/http';
import { useSession } from '../../../lib/session/SessionProvider';
import type { CurrentUser } from '../../../lib/session/user';
import { validateProfileFields, type ProfileField } from '../../../lib/validation';
import { useEditProfile, usePublicProfile } from '../api/profiles';
import { ProfileNotFound } from '../components/ProfileNotFound';

interface Draft {
  fullName: string;
  profilePicUrl: string;
  bio: string;
  privacy: PrivacySettings;
}

/** The editor's starting values: the owner's own data, else what the public profile shows. */
export function initialDraft(profile: PublicProfileResponse, owner: CurrentUser | null): Draft {
  if (owner) {
    return {
      fullName: owner.fullName ?? '',
      profilePicUrl: owner.profilePicUrl ?? '',
      bio: owner.bio ?? '',
      privacy: { ...owner.privacy },
    };
  }
  return {
    fullName: profile.fullName ?? '',
    profilePicUrl: profile.profilePicUrl ?? '',
    bio: profile.bio ?? '',
    privacy: {
      showName: 'fullName' in profile,
      showActivity: 'activity' in profile,
      showCertificates: profile.showsCertificates,
    },
  };
}

/** Only the fields that changed, so hidden values are never overwritten. */
export function changesOf(initial: Draft, draft: Draft): EditProfileRequest {
  const changes: EditProfileRequest = {};
  for (const key of ['fullName', 'profilePicUrl', 'bio'] as const) {
    if (draft[key].trim() !== initial[key].trim()) changes[key] = draft[key].trim() || null;
  }
  const privacy: Partial<PrivacySettings> = {};
  for (const key of ['showName', 'showActivity', 'showCertificates'] as const) {
    if (draft.privacy[key] !== initial.privacy[key]) privacy[key] = draft.privacy[key];
  }
  if (Object.keys(privacy).length > 0) changes.privacy = privacy;
  return changes;
}

function Editor({ profile, owner }: { profile: PublicProfileResponse; owner: CurrentUser | null }) {
  const navigate = useNavigate();
  const edit = useEditProfile(profile.handle);
  const [initial] = useState(() => initialDraft(profile, owner));
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const changes = changesOf(initial, draft);
  const dirty = Object.keys(changes).length > 0;

  const set = (key: ProfileField) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setDraft((current) => ({ ...current, [key]: value }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = validateProfileFields(draft);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0 || !dirty) return;
    edit.mutate(
      { path: { handle: profile.handle }, body: changes },
      {
        onSuccess: () => void navigate(`/@${profile.handle}`),
        onError: (error) => {
          setErrors(fieldErrorsOf(error));
          setFormError(errorMessage(error, 'Your changes could not be saved.'));
        },
      },
    );
  }

  return (
    <Container size="sm" py="xl" px="md">
      <title>{`Edit @${profile.handle} · DevPath`}</title>
      <Title order={1}>Edit profile</Title>
      <Text c="dimmed" mt={4} mb="lg">
        <Anchor component={Link} to={`/@${profile.handle}`} underline="always">
          /@{profile.handle}
        </Anchor>
        {!owner && ' (editing as an administrator)'}
      </Text>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <form onSubmit={submit} noValidate aria-label="Edit profile">
          <Stack gap="md">
            <FormAlert message={formError} />
            <ProfileFields values={draft} errors={errors} onChange={set} />
            <Title order={2} size="h4" mt="sm">
              Visible on the public profile
            </Title>
            <Switch
              label="Full name"
              checked={draft.privacy.showName}
              onChange={(event) => {
                const checked = event.currentTarget.checked;
                setDraft((current) => ({ ...current, privacy: { ...current.privacy, showName: checked } }));
              }}
            />
            <Switch
              label="Activity (XP, streaks, modules)"
              checked={draft.privacy.showActivity}
              onChange={(event) => {
                const checked = event.currentTarget.checked;
                setDraft((current) => ({ ...current, privacy: { ...current.privacy, showActivity: checked } }));
              }}
            />
            <Switch
              label="Certificates"
              checked={draft.privacy.showCertificates}
              onChange={(event) => {
                const checked = event.currentTarget.checked;
                setDraft((current) => ({ ...current, privacy: { ...current.privacy, showCertificates: checked } }));
              }}
            />
            <Group justify="flex-end" mt="sm">
              <Button component={Link} to={`/@${profile.handle}`} variant="default">
                Cancel
              </Button>
              <Button type="submit" loading={edit.isPending} disabled={!dirty}>
                Save changes
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}

/** /profile/edit/{handle}: the profile editor, for its owner or an admin. */
export function ProfileEditPage() {
  const { handle = '' } = useParams();
  const { status, user } = useSession();
  const profile = usePublicProfile(handle);
  if (status === 'loading' || profile.isPending) return <RouteLoading />;
  if (!user) return <SignInPrompt message="Sign in to edit your profile." />;
  if (profile.isError) {
    if (profile.error instanceof ApiError && profile.error.status === 404) return <ProfileNotFound handle={handle} />;
    return <AccessDenied message="The profile could not be loaded. Please try again." />;
  }
  if (!profile.data.editable) {
    return <AccessDenied message="Only the owner of this profile or an administrator can edit it." />;
  }
  const owner = user.handle === profile.data.handle ? user : null;
  return <Editor key={profile.data.handle} profile={profile.data} owner={owner} />;
}

export default ProfileEditPage;
