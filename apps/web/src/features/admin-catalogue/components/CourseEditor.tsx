// One course in the back office: its fields in sections (spec §3 course detail), validated by the same
// contract as the server, saved as a PATCH of what changed; publish and unpublish as the course
// lifecycle allows; delete after a confirmation.
import { Anchor, Button, Group, Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CourseOneSchema, CoursePatchSchema, type AdminCourse } from '@rian/contracts/admin/courses';
import { COURSE_LIFECYCLE } from '@rian/domain/lifecycles/course';
import { eventsFrom } from '@rian/domain/lifecycles/lifecycle';
import { useLang } from '../../../lib/use-lang.ts';
import { recordPage, DeleteRecordButton, EditorFormFrame, EditorHeading } from '../../../components/admin/EditorFrame.tsx';
import { notifyDone, notifyFailed } from '../../../components/admin/notify.ts';
import { useEditorForm } from '../../../components/admin/useEditorForm.ts';
import { useCourseStatus, useDeleteCourse, useDuplicateCourse, useUpdateCourse } from '../api/catalogue-admin-api.ts';
import '../i18n.ts';
import { CourseFields } from './CourseFields.tsx';
import { formValues, toPatch } from './course-form-values.ts';
import { StatusBadge } from './StatusBadge.tsx';

export const CourseEditor = recordPage('courses', CourseOneSchema, EditCourse);

function EditCourse({ record: course }: { record: AdminCourse }) {
  const { t } = useTranslation();
  const update = useUpdateCourse(course.id);
  const editor = useEditorForm({
    stored: course,
    values: formValues,
    toPatch,
    patchSchema: CoursePatchSchema,
    update,
    slugField: 'slug',
  });
  return (
    <Stack>
      <EditorHeading
        title={course.title}
        state={
          <>
            <StatusBadge status={course.status} />
            <Anchor
              href={`/course/${course.id}-${course.slug}${course.status === 'published' ? '' : '?preview=1'}`}
              target="_blank"
              size="sm"
              data-testid="course-preview-link"
            >
              {t('admin.courses.preview')}
            </Anchor>
          </>
        }
        actions={<CourseActions course={course} />}
      />
      <EditorFormFrame editor={editor} testId="course-form" saveTestId="save-course">
        <CourseFields form={editor.form} />
      </EditorFormFrame>
    </Stack>
  );
}

function CourseActions({ course }: { course: AdminCourse }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const status = useCourseStatus(course.id);
  const remove = useDeleteCourse();
  const duplicate = useDuplicateCourse();
  const events = eventsFrom(COURSE_LIFECYCLE, course.status);
  return (
    <Group gap="xs">
      {events.map((event) => (
        <Button
          key={event}
          variant={event === 'publish' ? 'filled' : 'default'}
          color={event === 'publish' ? 'teal' : undefined}
          loading={status.isPending}
          data-testid={`course-${event}`}
          onClick={() =>
            status.mutate(event, {
              onSuccess: () =>
                notifyDone(event === 'publish' ? t('admin.courses.published') : t('admin.courses.unpublishedDone')),
              onError: (e) => notifyFailed(t, lang, e),
            })
          }
        >
          {t(`admin.courses.${event}`)}
        </Button>
      ))}
      <Button
        variant="default"
        loading={duplicate.isPending}
        data-testid="duplicate-course"
        onClick={() =>
          duplicate.mutate(course.id, {
            onSuccess: (copy) => {
              notifyDone(t('adminCourseEditor.duplicated'), t('adminCourseEditor.duplicatedLead'));
              void navigate(`/admin/courses/${copy.data.id}`);
            },
            onError: (e) => notifyFailed(t, lang, e),
          })
        }
      >
        {t('adminCourseEditor.duplicate')}
      </Button>
      <DeleteRecordButton id={course.id} name={course.title} remove={remove} listPath="/admin/courses" testId="delete-course" />
    </Group>
  );
}
