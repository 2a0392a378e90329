import '@mantine/core/styles/Skeleton.css';
import { Anchor, Group, Skeleton, Text } from '@mantine/core';
import { IconBook } from '@tabler/icons-react';
import { Link } from 'react-router';
import { lessonPath, useLesson } from '../api/practice';

/** "Lesson: <title>", linking the module's lesson on the first roadmap that teaches it. */
function LessonLink({ moduleKey }: { moduleKey: string }) {
  const lesson = useLesson(moduleKey);
  if (lesson.isPending) return <Skeleton height={18} width={180} aria-label="Loading the lesson" />;
  // A module no published roadmap teaches (or gone) has no lesson to open: say nothing.
  if (lesson.isError) return null;
  const roadmap = lesson.data.roadmaps[0];
  return (
    <Text size="sm" component="span">
      <IconBook size={14} aria-hidden="true" style={{ verticalAlign: '-2px', marginRight: 4 }} />
      Lesson:{' '}
      {roadmap ? (
        <Anchor component={Link} to={lessonPath(roadmap.slug, moduleKey)} size="sm">
          {lesson.data.title}
        </Anchor>
      ) : (
        lesson.data.title
      )}
    </Text>
  );
}

/** The lessons a problem exercises (its modules), each a link to the lesson. */
export function LessonLinks({ modules }: { modules: string[] }) {
  if (modules.length === 0) return null;
  return (
    <Group gap="md" data-testid="problem-lessons">
      {modules.map((key) => (
        <LessonLink key={key} moduleKey={key} />
      ))}
    </Group>
  );
}
