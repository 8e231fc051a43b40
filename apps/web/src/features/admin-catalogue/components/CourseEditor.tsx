// One course in the back office: its fields in sections (spec §3 course detail), validated by the same
// contract as the server, saved as a PATCH of what changed; publish and unpublish as the course
// lifecycle allows; delete after a confirmation.
import { useEffect } from 'react';
import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { useForm, schemaResolver } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CourseOneSchema, CoursePatchSchema, type AdminCourse } from '@rian/contracts/admin/courses';
import { COURSE_LIFECYCLE } from '@rian/domain/lifecycles/course';
import { eventsFrom } from '@rian/domain/lifecycles/lifecycle';
import { adminOneQuery } from '../../../lib/admin-api.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { errorText } from '../../../lib/error-text.ts';
import { confirmDelete } from '../../../components/admin/confirm.ts';
import { serverFieldErrors } from '../../../components/admin/form-errors.ts';
import { notifyDone, notifyFailed, notifyInvalid } from '../../../components/admin/notify.ts';
import { UnsavedGuard } from '../../../components/admin/UnsavedGuard.tsx';
import { ErrorNotice } from '../../../components/ErrorNotice.tsx';
import { LoadingNotice } from '../../../components/LoadingNotice.tsx';
import { useCourseStatus, useDeleteCourse, useDuplicateCourse, useUpdateCourse } from '../api/catalogue-admin-api.ts';
import '../i18n.ts';
import { CourseFields } from './CourseFields.tsx';
import { formValues, toPatch, type CourseFormValues } from './course-form-values.ts';
import { StatusBadge } from './StatusBadge.tsx';

export function CourseEditor({ id }: { id: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const course = useQuery(adminOneQuery('courses', CourseOneSchema, id));
  if (course.isPending) return <LoadingNotice>{t('admin.table.loading')}</LoadingNotice>;
  if (course.isError) {
    return (
      <ErrorNotice message={errorText(course.error, lang)} retryLabel={t('app.retry')} onRetry={() => void course.refetch()} />
    );
  }
  return <EditCourse course={course.data.data} />;
}

const validatePatch = schemaResolver(CoursePatchSchema, { sync: true });

function EditCourse({ course }: { course: AdminCourse }) {
  const { t } = useTranslation();
  const lang = useLang();
  const update = useUpdateCourse(course.id);
  const form = useForm<CourseFormValues>({ initialValues: formValues(course), validate: (v) => validatePatch(toPatch(v)) });
  useEffect(() => {
    form.setInitialValues(formValues(course));
    form.reset();
    // The form follows the stored course each time a save or a state change brings it back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [course]);

  const save = form.onSubmit(
    (values) =>
      update.mutate(toPatch(values), {
        onSuccess: () => notifyDone(t('admin.form.saved'), t('admin.form.savedLead')),
        onError: (e) => {
          form.setErrors(serverFieldErrors(e, lang, 'slug'));
          notifyFailed(t, lang, e);
        },
      }),
    () => notifyInvalid(t),
  );

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1}>{course.title}</Title>
          <Group gap="xs">
            <StatusBadge status={course.status} />
            <Anchor
              href={`/course/${course.id}-${course.slug}${course.status === 'published' ? '' : '?preview=1'}`}
              target="_blank"
              size="sm"
              data-testid="course-preview-link"
            >
              {t('admin.courses.preview')}
            </Anchor>
          </Group>
        </Stack>
        <CourseActions course={course} />
      </Group>
      <form onSubmit={save} noValidate data-testid="course-form">
        <CourseFields form={form} />
        <Group justify="flex-end" mt="md" className="admin-form__actions">
          <Button type="submit" loading={update.isPending} data-testid="save-course">
            {t('admin.form.save')}
          </Button>
        </Group>
      </form>
      <UnsavedGuard dirty={form.isDirty() && !update.isPending} />
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
      <Button
        variant="subtle"
        color="red"
        data-testid="delete-course"
        onClick={() =>
          confirmDelete(t, course.title, () =>
            remove.mutate(course.id, {
              onSuccess: () => {
                notifyDone(t('admin.confirm.deleted'));
                void navigate('/admin/courses');
              },
              onError: (e) => notifyFailed(t, lang, e),
            }),
          )
        }
      >
        {t('admin.confirm.delete')}
      </Button>
    </Group>
  );
}
