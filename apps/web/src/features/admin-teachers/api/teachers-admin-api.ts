// The teachers' back-office calls (/private/admin/teachers); the list deletes through lib/admin-api.ts.
import { TeacherOneSchema, type TeacherCreate, type TeacherPatch } from '@rian/contracts/admin/teachers';
import { useSaveResource } from '../../../lib/admin-api.ts';

export const useSaveTeacher = () => useSaveResource<TeacherCreate | TeacherPatch>('teachers', TeacherOneSchema);
