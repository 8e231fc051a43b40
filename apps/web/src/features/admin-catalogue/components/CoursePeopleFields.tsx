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
import { useFieldInput } from '../../../components/admin/use-field-input.ts';
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
  const input = useFieldInput(form);
  const choices = (rows: { id: number; name: string }[] = []) => rows.map((r) => ({ value: String(r.id), label: r.name }));
  const pickers = [
    { name: 'teacher_ids', hint: 'teacherHint', data: choices(teachers.data?.data) },
    { name: 'course_for_user_group', hint: 'userGroupHint', data: choices(groups.data?.data) },
  ] as const;
  return (
    <Fieldset legend={t('adminCourseEditor.sections.people')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {pickers.map((p) => (
          <MultiSelect
            key={p.name}
            label={t(`adminCourseEditor.field.${p.name}`)}
            description={t(`adminCourseEditor.field.${p.hint}`)}
            data={p.data}
            searchable
            clearable
            {...input(p.name)}
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}
