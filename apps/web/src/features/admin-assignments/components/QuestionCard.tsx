// One question of the quiz editor: its text, its place (arrows, keyboard and touch alike), and its
// 2–10 choices, one of them marked as the right answer (the player asks one answer per question).
import { ActionIcon, Button, Group, Paper, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { blankChoice, markCorrect, MAX_CHOICES, MIN_CHOICES, type QuizValues } from '../quiz-form-values.ts';
import { useFieldText } from './field-text.ts';

interface Props {
  form: UseFormReturnType<QuizValues>;
  index: number;
  count: number;
}

function QuestionHeader({ form, index, count }: Props) {
  const { t } = useTranslation();
  const n = index + 1;
  const move = (by: -1 | 1) => form.reorderListItem('questions', { from: index, to: index + by });
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text fw={600} id={`question-${index}-title`}>
        {t('adminAssignments.quiz.question', { n })}
      </Text>
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('adminAssignments.quiz.moveUp', { n })}
          disabled={index === 0}
          onClick={() => move(-1)}
        >
          ↑
        </ActionIcon>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('adminAssignments.quiz.moveDown', { n })}
          disabled={index === count - 1}
          onClick={() => move(1)}
        >
          ↓
        </ActionIcon>
        <ActionIcon
          variant="default"
          color="red"
          size="lg"
          aria-label={t('adminAssignments.quiz.removeQuestion', { n })}
          onClick={() => form.removeListItem('questions', index)}
        >
          ✕
        </ActionIcon>
      </Group>
    </Group>
  );
}

function Choices({ form, index }: Props) {
  const { t } = useTranslation();
  const text = useFieldText();
  const path = `questions.${index}.choices`;
  const choices = form.values.questions[index]!.choices;
  const right = choices.findIndex((c) => c.is_correct);
  return (
    <Radio.Group
      label={t('adminAssignments.quiz.choices')}
      description={t('adminAssignments.quiz.choicesHint')}
      value={right < 0 ? null : String(right)}
      onChange={(v) => form.setFieldValue(path, markCorrect(choices, Number(v)))}
      error={text(form.errors[path])}
      data-testid={`choices-${index}`}
    >
      <Stack gap="xs" mt="xs">
        {choices.map((choice, i) => (
          <Group key={choice.key} gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              label={t('adminAssignments.quiz.choice', { n: i + 1 })}
              style={{ flex: 1, minWidth: 0 }}
              maxLength={500}
              {...form.getInputProps(`${path}.${i}.text`)}
              error={text(form.errors[`${path}.${i}.text`])}
            />
            <Radio
              value={String(i)}
              aria-label={t('adminAssignments.quiz.correctOf', { n: i + 1 })}
              label={t('adminAssignments.quiz.correct')}
              mb={8}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mb={2}
              aria-label={t('adminAssignments.quiz.removeChoice', { n: i + 1 })}
              disabled={choices.length <= MIN_CHOICES}
              onClick={() => form.removeListItem(path, i)}
            >
              ✕
            </ActionIcon>
          </Group>
        ))}
      </Stack>
    </Radio.Group>
  );
}

export function QuestionCard(props: Props) {
  const { t } = useTranslation();
  const text = useFieldText();
  const { form, index } = props;
  const path = `questions.${index}`;
  const count = form.values.questions[index]!.choices.length;
  return (
    <Paper withBorder p="sm" role="group" aria-labelledby={`question-${index}-title`} data-testid="question-card">
      <Stack gap="sm">
        <QuestionHeader {...props} />
        <Textarea
          label={t('adminAssignments.quiz.questionText')}
          autosize
          minRows={2}
          maxLength={2000}
          required
          {...form.getInputProps(`${path}.text`)}
          error={text(form.errors[`${path}.text`])}
        />
        <Choices {...props} />
        <Group>
          <Button
            variant="light"
            size="xs"
            disabled={count >= MAX_CHOICES}
            onClick={() => form.insertListItem(`${path}.choices`, blankChoice())}
          >
            {t('adminAssignments.quiz.addChoice')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
