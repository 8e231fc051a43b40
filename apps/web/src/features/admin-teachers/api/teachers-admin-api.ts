// The teachers' back-office calls (/private/admin/teachers).
import { AdminDeletedSchema } from '@rian/contracts/admin/list';
import { TeacherOneSchema, type TeacherCreate, type TeacherPatch } from '@rian/contracts/admin/teachers';
import { useAdminWrite } from '../../../lib/admin-api.ts';

export const useSaveTeacher = () =>
  useAdminWrite('teachers', TeacherOneSchema, ({ id, body }: { id: number | null; body: TeacherCreate | TeacherPatch }) =>
    id === null ? { method: 'POST', path: 'teachers', body } : { method: 'PATCH', path: `teachers/${id}`, body },
  );

export const useDeleteTeacher = () =>
  useAdminWrite('teachers', AdminDeletedSchema, (id: number) => ({ method: 'DELETE', path: `teachers/${id}` }));
