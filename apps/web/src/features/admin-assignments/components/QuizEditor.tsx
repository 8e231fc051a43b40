// Making or editing a quiz (spec §3 playlist item quiz): its title, its pass mark in percent and its
// questions, saved whole. The contract's rules and "one right choice" are checked before sending;
// what the server still refuses lands on its field.
import { Button, Group, NumberInput, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { AdminQuiz } from '@rian/contracts/admin/content';
import { useSaveQuiz } from '../api/assignments-api.ts';
import { blankQuestion, quizValues, toQuizSave, validateQuiz, type QuizValues } from '../quiz-form-values.ts';
import { AssignmentEditor } from './AssignmentEditor.tsx';
import { useFieldText } from './field-text.ts';
import { QuestionCard } from './QuestionCard.tsx';

interface Props {
  courseId: number;
  quiz: AdminQuiz | null;
  onClose: () => void;
}

export function QuizEditor({ courseId, quiz, onClose }: Props) {
  const { t } = useTranslation();
  const text = useFieldText();
  const form = useForm<QuizValues>({ initialValues: quizValues(quiz), validate: validateQuiz });
  const questions = form.values.questions;
  return (
    <AssignmentEditor
      kind="quiz"
      id={quiz?.id ?? null}
      form={form}
      save={useSaveQuiz(courseId)}
      toBody={toQuizSave}
      onClose={onClose}
    >
      <NumberInput
        label={t('adminAssignments.quiz.passPercent')}
        description={t('adminAssignments.quiz.passPercentHint')}
        required
        min={0}
        max={100}
        clampBehavior="none"
        allowDecimal={false}
        allowNegative={false}
        suffix="%"
        maw={360}
        {...form.getInputProps('pass_percent')}
        error={text(form.errors.pass_percent)}
      />
      <Title order={3} size="h4">
        {t('adminAssignments.quiz.questions')}
      </Title>
      {questions.length === 0 ? <Text c="dimmed">{t('adminAssignments.quiz.noQuestions')}</Text> : null}
      {questions.map((q, index) => (
        <QuestionCard key={q.key} form={form} index={index} count={questions.length} />
      ))}
      <Group>
        <Button variant="light" onClick={() => form.insertListItem('questions', blankQuestion())}>
          {t('adminAssignments.quiz.addQuestion')}
        </Button>
      </Group>
    </AssignmentEditor>
  );
}
