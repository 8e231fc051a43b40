// Making or editing homework (spec §3 playlist item homework): its title, the instructions students
// read, and the file types they may hand in (none listed: any type). What the server refuses lands
// on its field.
import { Button, Group, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { AdminHomework } from '@rian/contracts/admin/content';
import { serverFieldErrors } from '../../../components/admin/form-errors.ts';
import { notifyDone, notifyFailed, notifyInvalid } from '../../../components/admin/notify.ts';
import { useSaveHomework } from '../api/assignments-api.ts';
import {
  cleanTypes,
  COMMON_TYPES,
  homeworkValues,
  toHomeworkBody,
  validateHomework,
  type HomeworkValues,
} from '../homework-form-values.ts';
import { EditorModal } from './EditorModal.tsx';
import { useFieldText } from './field-text.ts';

interface Props {
  courseId: number;
  homework: AdminHomework | null;
  onClose: () => void;
}

/** A server refusal of one type (accepted_types.N) shown on the types field. */
function onTypes(errors: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors))
    out[path.startsWith('accepted_types') ? 'accepted_types' : path] ??= message;
  return out;
}

/** Sends the homework; a refusal lands on its fields and in a notice. */
function useSubmit(form: UseFormReturnType<HomeworkValues>, { courseId, homework, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'th';
  const save = useSaveHomework(courseId);
  const submit = form.onSubmit(
    (v) =>
      save.mutate(
        { id: homework?.id ?? null, body: toHomeworkBody(v) },
        {
          onSuccess: () => {
            notifyDone(t('adminAssignments.saved'));
            onClose();
          },
          onError: (e) => {
            form.setErrors(onTypes(serverFieldErrors(e, lang)));
            notifyFailed(t, lang, e);
          },
        },
      ),
    () => notifyInvalid(t),
  );
  return { submit, save };
}

export function HomeworkEditor(props: Props) {
  const { homework, onClose } = props;
  const { t } = useTranslation();
  const text = useFieldText();
  const form = useForm<HomeworkValues>({ initialValues: homeworkValues(homework), validate: validateHomework });
  const { submit, save } = useSubmit(form, props);
  const types = form.getInputProps('accepted_types');
  return (
    <EditorModal
      title={t(homework ? 'adminAssignments.homework.editTitle' : 'adminAssignments.homework.new')}
      dirty={form.isDirty()}
      onClose={onClose}
      testId="homework-editor"
    >
      {(close) => (
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput
              label={t('adminAssignments.homework.title')}
              required
              maxLength={200}
              data-autofocus
              {...form.getInputProps('title')}
              error={text(form.errors.title)}
            />
            <Textarea
              label={t('adminAssignments.homework.instructions')}
              description={t('adminAssignments.homework.instructionsHint')}
              autosize
              minRows={4}
              maxLength={10_000}
              {...form.getInputProps('instructions')}
              error={text(form.errors.instructions)}
            />
            <TagsInput
              label={t('adminAssignments.homework.types')}
              description={t('adminAssignments.homework.typesHint')}
              placeholder={form.values.accepted_types.length === 0 ? t('adminAssignments.homework.anyType') : undefined}
              data={COMMON_TYPES}
              splitChars={[',', ' ', '|']}
              maxTags={20}
              clearable
              value={form.values.accepted_types}
              onChange={(v) => form.setFieldValue('accepted_types', cleanTypes(v))}
              onFocus={types.onFocus}
              onBlur={types.onBlur}
              error={text(form.errors.accepted_types)}
              data-testid="field-accepted_types"
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('admin.form.cancel')}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {t('adminAssignments.homework.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </EditorModal>
  );
}
