// Adding or editing a lecture, by type (spec §3 playlist item): a video names its uploaded file or an
// HLS/external https address, a quiz or homework lecture names one of the course's, a document has
// no media; any lecture may be a free preview. The server refuses what is not whole, on its field.
import { useQuery } from '@tanstack/react-query';
import { Checkbox, Modal, NumberInput, Select, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { LectureCreateSchema, LECTURE_TYPES, type AdminLecture, type LectureCreate } from '@rian/contracts/admin/content';
import { DialogForm } from '../../../components/admin/DialogForm.tsx';
import { UploadUrlField } from '../../../components/admin/UploadUrlField.tsx';
import { fieldError } from '../../../components/admin/form-errors.ts';
import { notifyDone } from '../../../components/admin/notify.ts';
import { useSaveSubmit } from '../../../components/admin/useEditorForm.ts';
import { homeworksQuery, quizzesQuery, useSaveLecture } from '../api/content-api.ts';
import type { LectureTarget } from './OutlineEditor.tsx';
import { SubtitleField } from './SubtitleField.tsx';

function valuesOf(l: AdminLecture | null) {
  return {
    name: l?.name ?? '',
    content_type: l?.content_type ?? ('video' as LectureCreate['content_type']),
    video_url: l?.video_url ?? '',
    duration_seconds: l?.duration_seconds ?? 0,
    is_preview: (l?.is_preview ?? 0) as 0 | 1,
    quiz_id: l?.quiz_id ? String(l.quiz_id) : null,
    homework_id: l?.homework_id ? String(l.homework_id) : null,
  };
}
type Values = ReturnType<typeof valuesOf>;

const toBody = (v: Values): LectureCreate => ({
  ...v,
  video_url: v.video_url.trim() || null,
  quiz_id: v.quiz_id ? Number(v.quiz_id) : null,
  homework_id: v.homework_id ? Number(v.homework_id) : null,
});

type InputProps = (name: keyof Values) => object;
interface TypeProps {
  courseId: number;
  type: Values['content_type'];
  input: InputProps;
  lecture: AdminLecture | null;
}

/** The lecture's video: uploaded through the upload component, or an HLS/external address pasted. */
function VideoField({ input }: { input: InputProps }) {
  const { t } = useTranslation();
  const props = input('video_url') as { value: string; onChange: (v: string) => void; error?: string };
  return (
    <UploadUrlField
      label={t('adminOutline.lecture.videoFile')}
      description={t('adminOutline.lecture.videoUrlHint')}
      type="video"
      required
      {...props}
    />
  );
}

/** The fields a lecture of this type needs: its video, or the quiz or homework it opens. */
function TypeFields({ courseId, type, input, lecture }: TypeProps) {
  const { t } = useTranslation();
  const quizzes = useQuery(quizzesQuery(courseId)).data?.data ?? [];
  const homeworks = useQuery(homeworksQuery(courseId)).data?.data ?? [];
  /** The quiz or the homework the lecture opens, picked by title. */
  const pick = (field: 'quiz_id' | 'homework_id', label: string, rows: { id: number; title: string }[]) => (
    <Select label={label} required data={rows.map((r) => ({ value: String(r.id), label: r.title }))} {...input(field)} />
  );
  return (
    <>
      {type === 'video' ? (
        <>
          <VideoField input={input} />
          <NumberInput
            label={t('adminOutline.lecture.duration')}
            description={t('adminOutline.lecture.durationHint')}
            min={0}
            allowDecimal={false}
            {...input('duration_seconds')}
          />
          <SubtitleField lecture={lecture} />
        </>
      ) : null}
      {type === 'quiz' ? pick('quiz_id', t('adminOutline.lecture.pickQuiz'), quizzes) : null}
      {type === 'homework' ? pick('homework_id', t('adminOutline.lecture.pickHomework'), homeworks) : null}
    </>
  );
}

function LectureForm({
  courseId,
  target,
  onClose,
}: {
  courseId: number;
  target: NonNullable<LectureTarget>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveLecture();
  const form = useForm<Values>({
    initialValues: valuesOf(target.lecture),
    validate: (v) => schemaResolver(LectureCreateSchema, { sync: true })(toBody(v)),
  });
  const input = (name: keyof Values) => {
    const props = form.getInputProps(name);
    // A contract rule's key is translated; a server refusal already speaks the reader's language.
    const own = typeof props.error === 'string' && !/^[a-zA-Z]+$/.test(props.error);
    return { ...props, error: own ? props.error : fieldError(t, props.error), 'data-testid': `field-${name}` };
  };
  const type = form.values.content_type;
  const submit = useSaveSubmit(form, save, {
    toVars: (v) => ({ sectionId: target.sectionId, id: target.lecture?.id ?? null, body: toBody(v) }),
    onSaved: () => {
      notifyDone(t('adminOutline.saved'));
      onClose();
    },
  });
  return (
    <DialogForm onSubmit={submit} onCancel={onClose} saving={save.isPending} submitLabel={t('adminOutline.lecture.save')}>
      <TextInput label={t('adminOutline.lecture.name')} required data-autofocus {...input('name')} />
      <Select
        label={t('adminOutline.lecture.type')}
        data={LECTURE_TYPES.map((value) => ({ value, label: t(`adminOutline.lecture.${value}`) }))}
        allowDeselect={false}
        {...input('content_type')}
      />
      <TypeFields courseId={courseId} type={type} input={input} lecture={target.lecture} />
      <Checkbox
        label={t('adminOutline.lecture.isPreview')}
        checked={form.values.is_preview === 1}
        onChange={(e) => form.setFieldValue('is_preview', e.currentTarget.checked ? 1 : 0)}
        data-testid="field-is_preview"
      />
    </DialogForm>
  );
}

export function LectureDialog({ courseId, target, onClose }: { courseId: number; target: LectureTarget; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={t(target?.lecture ? 'adminOutline.editLecture' : 'adminOutline.addLecture')}
    >
      {target ? (
        <LectureForm
          key={target.lecture?.id ?? `new-${target.sectionId}`}
          courseId={courseId}
          target={target}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}
