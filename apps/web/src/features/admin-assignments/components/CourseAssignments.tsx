// /admin/courses/:id/assignments: a course's quizzes and homework for its administrators and
// instructors; an instructor of another course gets the refusal the server answers (403).
import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Anchor, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminHomework, AdminQuiz } from '@rian/contracts/admin/content';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { homeworksQuery, quizzesQuery } from '../api/assignments-api.ts';
import { HomeworkList, QuizList } from './AssignmentLists.tsx';
import { HomeworkEditor } from './HomeworkEditor.tsx';
import { QuizEditor } from './QuizEditor.tsx';
import '../i18n.ts';

/** What the editor dialog shows: a quiz or homework (null: a new one), or nothing. */
type Editing = { kind: 'quiz'; quiz: AdminQuiz | null } | { kind: 'homework'; homework: AdminHomework | null } | null;

function Denied() {
  const { t } = useTranslation();
  return (
    <Center mih="50vh">
      <Paper withBorder p="lg" maw={420} w="100%" data-testid="assignments-denied" role="alert">
        <Stack>
          <Title order={1} size="h3">
            {t('adminAssignments.denied')}
          </Title>
          <Text>{t('adminAssignments.deniedLead')}</Text>
          <Anchor component={Link} to="/admin/content">
            {t('adminAssignments.myCourses')}
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}

export function CourseAssignments({ courseId }: { courseId: number }) {
  const { t, i18n } = useTranslation();
  const quizzes = useQuery(quizzesQuery(courseId));
  const homeworks = useQuery(homeworksQuery(courseId));
  const [editing, setEditing] = useState<Editing>(null);
  const failed = quizzes.error ?? homeworks.error;
  if (failed instanceof ApiError && (failed.status === 403 || failed.status === 404)) return <Denied />;
  const close = () => setEditing(null);
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={1} size="h2">
          {t('adminAssignments.title')}
        </Title>
        <Text c="dimmed">{t('adminAssignments.lead')}</Text>
        <Anchor component={Link} to={`/admin/courses/${courseId}/content`}>
          {t('adminAssignments.backToContent')}
        </Anchor>
      </Stack>
      {failed ? (
        <Text c="red" role="alert">
          {errorText(failed, i18n.language === 'en' ? 'en' : 'th')}
        </Text>
      ) : null}
      {quizzes.isPending || homeworks.isPending ? <Loader aria-label={t('admin.table.loading')} /> : null}
      {quizzes.data ? <QuizList quizzes={quizzes.data.data} onEdit={(quiz) => setEditing({ kind: 'quiz', quiz })} /> : null}
      {homeworks.data ? (
        <HomeworkList homeworks={homeworks.data.data} onEdit={(homework) => setEditing({ kind: 'homework', homework })} />
      ) : null}
      {editing?.kind === 'quiz' ? (
        <QuizEditor key={editing.quiz?.id ?? 'new'} courseId={courseId} quiz={editing.quiz} onClose={close} />
      ) : null}
      {editing?.kind === 'homework' ? (
        <HomeworkEditor key={editing.homework?.id ?? 'new'} courseId={courseId} homework={editing.homework} onClose={close} />
      ) : null}
    </Stack>
  );
}
