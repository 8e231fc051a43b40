// Making or editing a quiz (spec §3 playlist item quiz): its title, its pass mark in percent and its
// questions, saved whole. The contract's rules and "one right choice" are checked before sending;
// what the server still refuses lands on its field.
import { Button, Group, NumberInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { AdminQuiz } from '@rian/contracts/admin/content';
import { serverFieldErrors } from '../../../components/admin/form-errors.ts';
import { notifyDone, notifyFailed, notifyInvalid } from '../../../components/admin/notify.ts';
import { useSaveQuiz } from '../api/assignments-api.ts';
import { blankQuestion, quizValues, toQuizSave, validateQuiz, type QuizValues } from '../quiz-form-values.ts';
import { EditorModal } from './EditorModal.tsx';
import { useFieldText } from './field-text.ts';
import { QuestionCard } from './QuestionCard.tsx';

interface Props {
  courseId: number;
  quiz: AdminQuiz | null;
  onClose: () => void;
}

/** Sends the quiz whole; a refusal lands on its fields and in a notice. */
function useSubmit(form: UseFormReturnType<QuizValues>, { courseId, quiz, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'th';
  const save = useSaveQuiz(courseId);
  const submit = form.onSubmit(
    (v) =>
      save.mutate(
        { id: quiz?.id ?? null, body: toQuizSave(v) },
        {
          onSuccess: () => {
            notifyDone(t('adminAssignments.saved'));
            onClose();
          },
          onError: (e) => {
            form.setErrors(serverFieldErrors(e, lang));
            notifyFailed(t, lang, e);
          },
        },
      ),
    () => notifyInvalid(t),
  );
  return { submit, save };
}

export function QuizEditor(props: Props) {
  const { quiz, onClose } = props;
  const { t } = useTranslation();
  const text = useFieldText();
  const form = useForm<QuizValues>({ initialValues: quizValues(quiz), validate: validateQuiz });
  const { submit, save } = useSubmit(form, props);
  const questions = form.values.questions;
  return (
    <EditorModal
      title={t(quiz ? 'adminAssignments.quiz.editTitle' : 'adminAssignments.quiz.new')}
      dirty={form.isDirty() && !save.isSuccess}
      onClose={onClose}
      testId="quiz-editor"
    >
      {(close) => (
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput
              label={t('adminAssignments.quiz.title')}
              required
              maxLength={200}
              data-autofocus
              {...form.getInputProps('title')}
              error={text(form.errors.title)}
            />
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
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('admin.form.cancel')}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {t('adminAssignments.quiz.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </EditorModal>
  );
}
