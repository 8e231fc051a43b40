import { describe, expect, it } from 'vitest';
import { cleanTypes, homeworkValues, toHomeworkBody, validateHomework } from './homework-form-values.ts';

describe('homework form values', () => {
  it('stores types without dots, in lower case, once each', () => {
    expect(cleanTypes(['.PDF', ' docx ', 'pdf', ''])).toEqual(['pdf', 'docx']);
  });

  it('a stored homework round-trips', () => {
    const v = homeworkValues({
      id: 1,
      course_id: 2,
      title: 'งานที่ 1',
      instructions: 'ส่งไฟล์รายงาน',
      accepted_types: ['pdf'],
      submission_count: 0,
    });
    expect(toHomeworkBody(v)).toEqual({ title: 'งานที่ 1', instructions: 'ส่งไฟล์รายงาน', accepted_types: ['pdf'] });
  });

  it('needs a title and names a bad type on the types field', () => {
    expect(validateHomework({ title: '', instructions: '', accepted_types: [] })).toEqual({ title: 'required' });
    expect(validateHomework({ title: 'งาน', instructions: '', accepted_types: ['pdf', 'tar.gz'] })).toEqual({
      accepted_types: 'fileType',
    });
  });
});
