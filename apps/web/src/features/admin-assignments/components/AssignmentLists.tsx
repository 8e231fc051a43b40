// The course's quizzes and its homework, each row with edit and delete (asked first; the server
// refuses a quiz a lecture uses and homework students handed in, and the notice says so).
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminHomework, AdminQuiz } from '@rian/contracts/admin/content';
import { confirmDelete } from '../../../components/admin/confirm.ts';
import { notifyDone, notifyFailed } from '../../../components/admin/notify.ts';
import { useDeleteHomework, useDeleteQuiz } from '../api/assignments-api.ts';

interface RowProps {
  name: string;
  details: React.ReactNode;
  onEdit: () => void;
  onDelete: () => void;
  testId: string;
}

function Row({ name, details, onEdit, onDelete, testId }: RowProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" data-testid={testId}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
          <Text fw={600}>{name}</Text>
          {details}
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Button variant="default" size="sm" onClick={onEdit} aria-label={t('adminAssignments.edit', { name })}>
            {t('adminAssignments.editShort')}
          </Button>
          <Button variant="subtle" color="red" size="sm" onClick={onDelete} aria-label={t('adminAssignments.delete', { name })}>
            {t('admin.confirm.delete')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

function useRemove(remove: { mutate: (id: number, o: { onSuccess: () => void; onError: (e: unknown) => void }) => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'th';
  return (id: number, name: string) =>
    confirmDelete(t, name, () =>
      remove.mutate(id, { onSuccess: () => notifyDone(t('adminAssignments.deleted')), onError: (e) => notifyFailed(t, lang, e) }),
    );
}

/** One of the two lists: its heading and "add" button, a line when it is empty, a row per item. */
function AssignmentList<T extends { id: number; title: string }>(props: {
  kind: 'quiz' | 'homework';
  items: T[];
  onEdit: (item: T | null) => void;
  /** The delete of one item, asked first. */
  remove: Parameters<typeof useRemove>[0];
  details: (item: T) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const { kind, onEdit } = props;
  const remove = useRemove(props.remove);
  return (
    <Stack gap="sm" component="section" aria-labelledby={`${kind}-list-title`}>
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3" id={`${kind}-list-title`}>
          {t(`adminAssignments.${kind}.list`)}
        </Title>
        <Button onClick={() => onEdit(null)}>{t(`adminAssignments.${kind}.add`)}</Button>
      </Group>
      {props.items.length === 0 ? <Text c="dimmed">{t(`adminAssignments.${kind}.none`)}</Text> : null}
      {props.items.map((item) => (
        <Row
          key={item.id}
          testId={`${kind}-row`}
          name={item.title}
          details={props.details(item)}
          onEdit={() => onEdit(item)}
          onDelete={() => remove(item.id, item.title)}
        />
      ))}
    </Stack>
  );
}

export function QuizList({ quizzes, onEdit }: { quizzes: AdminQuiz[]; onEdit: (quiz: AdminQuiz | null) => void }) {
  const { t } = useTranslation();
  return (
    <AssignmentList
      kind="quiz"
      items={quizzes}
      onEdit={onEdit}
      remove={useDeleteQuiz()}
      details={(q) => (
        <Text size="sm" c="dimmed">
          {t('adminAssignments.quiz.summary', { n: q.questions.length, percent: q.pass_percent })}
        </Text>
      )}
    />
  );
}

function Types({ types }: { types: string[] }) {
  const { t } = useTranslation();
  if (types.length === 0)
    return (
      <Badge variant="light" color="gray">
        {t('adminAssignments.homework.anyType')}
      </Badge>
    );
  return (
    <Group gap={4}>
      {types.map((type) => (
        <Badge key={type} variant="light" tt="none">
          {type}
        </Badge>
      ))}
    </Group>
  );
}

export function HomeworkList({ homeworks, onEdit }: { homeworks: AdminHomework[]; onEdit: (h: AdminHomework | null) => void }) {
  const { t } = useTranslation();
  return (
    <AssignmentList
      kind="homework"
      items={homeworks}
      onEdit={onEdit}
      remove={useDeleteHomework()}
      details={(h) => (
        <Group gap="xs">
          <Types types={h.accepted_types} />
          <Text size="sm" c="dimmed">
            {t('adminAssignments.homework.submissions', { n: h.submission_count })}
          </Text>
        </Group>
      )}
    />
  );
}
