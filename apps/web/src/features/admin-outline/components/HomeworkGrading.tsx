// Grading homework (spec §3 homework): the course's homework to pick, its submissions newest first,
// and per submission a score out of 100, passed or not, and feedback the student reads.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Checkbox, Group, NumberInput, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminSubmission } from '@rian/contracts/admin/content';
import { notifyDone, notifyFailed } from '../../../components/admin/notify.ts';
import { formatDate } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { homeworksQuery, submissionsQuery, useGrade } from '../api/content-api.ts';

function GradeForm({ submission }: { submission: AdminSubmission }) {
  const { t } = useTranslation();
  const lang = useLang();
  const grade = useGrade();
  const [score, setScore] = useState<number | string>(submission.score ?? '');
  const [passed, setPassed] = useState(submission.passed ?? false);
  const [feedback, setFeedback] = useState(submission.feedback ?? '');
  const valid = typeof score === 'number' && score >= 0 && score <= 100;
  const save = () =>
    valid &&
    grade.mutate(
      { id: submission.id, grade: { score, passed, feedback } },
      { onSuccess: () => notifyDone(t('adminOutline.grading.done')), onError: (e) => notifyFailed(t, lang, e) },
    );
  return (
    <Paper withBorder p="sm" data-testid="submission">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Text fw={600}>{submission.student_name}</Text>
          {submission.graded_at ? (
            <Badge color={submission.passed ? 'green' : 'red'}>
              {t('adminOutline.grading.graded', { score: submission.score })}
            </Badge>
          ) : (
            <Badge color="yellow">{t('adminOutline.grading.waiting')}</Badge>
          )}
        </Group>
        <Text size="sm">
          {t('adminOutline.grading.file')}: {submission.original_name ?? submission.file} ·{' '}
          {t('adminOutline.grading.submittedAt')} {formatDate(submission.submitted_at, lang, true)}
        </Text>
        <Group align="end" wrap="wrap">
          <NumberInput
            label={t('adminOutline.grading.score')}
            min={0}
            max={100}
            allowDecimal={false}
            value={score}
            onChange={setScore}
            w={160}
          />
          <Checkbox
            label={t('adminOutline.grading.passed')}
            checked={passed}
            onChange={(e) => setPassed(e.currentTarget.checked)}
            mb={8}
          />
        </Group>
        <Textarea
          label={t('adminOutline.grading.feedback')}
          autosize
          minRows={2}
          maxLength={5000}
          value={feedback}
          onChange={(e) => setFeedback(e.currentTarget.value)}
        />
        <Group>
          <Button onClick={save} disabled={!valid} loading={grade.isPending}>
            {t('adminOutline.grading.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function Submissions({ homeworkId }: { homeworkId: number }) {
  const { t } = useTranslation();
  const list = useQuery(submissionsQuery(homeworkId)).data?.data;
  if (!list) return null;
  if (list.length === 0) return <Text c="dimmed">{t('adminOutline.grading.noSubmissions')}</Text>;
  return (
    <Stack gap="sm">
      {list.map((s) => (
        <GradeForm key={`${s.id}-${s.graded_at ?? ''}`} submission={s} />
      ))}
    </Stack>
  );
}

export function HomeworkGrading({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const homeworks = useQuery(homeworksQuery(courseId)).data?.data ?? [];
  const [picked, setPicked] = useState<string | null>(null);
  const current = picked ?? (homeworks[0] ? String(homeworks[0].id) : null);
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('adminOutline.grading.title')}
      </Title>
      {homeworks.length === 0 ? (
        <Text c="dimmed">{t('adminOutline.grading.none')}</Text>
      ) : (
        <Select
          label={t('adminOutline.grading.pick')}
          data={homeworks.map((h) => ({ value: String(h.id), label: `${h.title} (${h.submission_count})` }))}
          value={current}
          onChange={setPicked}
          allowDeselect={false}
          maw={420}
        />
      )}
      {current ? <Submissions homeworkId={Number(current)} /> : null}
    </Stack>
  );
}
