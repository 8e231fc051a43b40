// Who teaches the course and who may buy it (spec §3 teachers, spec §6 course_for_user_group): two
// searchable multi-selects over the teachers and the site's user groups.
import { Fieldset, MultiSelect, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TeacherPageSchema } from '@rian/contracts/admin/teachers';
import { UserGroupListResponseSchema } from '@rian/contracts/site';
import { adminListQuery } from '../../../lib/admin-api.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { fieldError } from '../../../components/admin/form-errors.ts';
import type { CourseFormValues } from './course-form-values.ts';
import '../i18n.ts';

type Form = UseFormReturnType<CourseFormValues>;

export function CoursePeopleFields({ form }: { form: Form }) {
  const { t } = useTranslation();
  const teachers = useQuery(adminListQuery('teachers', TeacherPageSchema, { per_page: 100, sort: 'name' }));
  const groups = useQuery({
    queryKey: ['admin', 'user-groups'],
    queryFn: ({ signal }) => apiGet('/api/user/group', UserGroupListResponseSchema, signal),
  });
  const input = (name: 'teacher_ids' | 'course_for_user_group') => {
    const props = form.getInputProps(name);
    return { ...props, error: fieldError(t, props.error), 'data-testid': `field-${name}` };
  };
  const teacherData = (teachers.data?.data ?? []).map((x) => ({ value: String(x.id), label: x.name }));
  const groupData = (groups.data?.data ?? []).map((g) => ({ value: String(g.id), label: g.name }));
  return (
    <Fieldset legend={t('adminCourseEditor.sections.people')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MultiSelect
          label={t('adminCourseEditor.field.teacher_ids')}
          description={t('adminCourseEditor.field.teacherHint')}
          data={teacherData}
          searchable
          clearable
          {...input('teacher_ids')}
        />
        <MultiSelect
          label={t('adminCourseEditor.field.course_for_user_group')}
          description={t('adminCourseEditor.field.userGroupHint')}
          data={groupData}
          searchable
          clearable
          {...input('course_for_user_group')}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
