// Making or editing homework (spec §3 playlist item homework): its title, the instructions students
// read, and the file types they may hand in (none listed: any type). What the server refuses lands
// on its field.
import { TagsInput, Textarea } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { AdminHomework } from '@rian/contracts/admin/content';
import { useSaveHomework } from '../api/assignments-api.ts';
import {
  cleanTypes,
  COMMON_TYPES,
  homeworkValues,
  toHomeworkBody,
  validateHomework,
  type HomeworkValues,
} from '../homework-form-values.ts';
import { AssignmentEditor } from './AssignmentEditor.tsx';
import { useFieldText } from './field-text.ts';

interface Props {
  courseId: number;
  homework: AdminHomework | null;
  onClose: () => void;
}

/** A server refusal of one type (accepted_types.N) shown on the types field. */
function onTypes(errors: FormErrors): FormErrors {
  const out: FormErrors = {};
  for (const [path, message] of Object.entries(errors))
    out[path.startsWith('accepted_types') ? 'accepted_types' : path] ??= message;
  return out;
}

export function HomeworkEditor({ courseId, homework, onClose }: Props) {
  const { t } = useTranslation();
  const text = useFieldText();
  const form = useForm<HomeworkValues>({ initialValues: homeworkValues(homework), validate: validateHomework });
  const types = form.getInputProps('accepted_types');
  return (
    <AssignmentEditor
      kind="homework"
      id={homework?.id ?? null}
      form={form}
      save={useSaveHomework(courseId)}
      toBody={toHomeworkBody}
      formErrors={onTypes}
      onClose={onClose}
    >
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
    </AssignmentEditor>
  );
}
