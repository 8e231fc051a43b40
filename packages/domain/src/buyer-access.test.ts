import { describe, expect, it } from 'vitest';
import { buyerRefusal, hasGroupAccess, isStudentBuyer, type Buyer } from './buyer-access.ts';

const on = { courseAccessRights: true, userGroupEnabled: true };
const student = (groupIds: number[] = []): Buyer => ({ role: 'student', roleId: 3, isStudent: true, groupIds });

describe('isStudentBuyer (spec §6)', () => {
  it.each([
    ['role id 3', { roleId: 3, isStudent: false }, true],
    ['instructor also a student', { roleId: 2, isStudent: true }, true],
    ['instructor only', { roleId: 2, isStudent: false }, false],
    ['administrator only', { roleId: 1, isStudent: false }, false],
  ])('%s', (_name, buyer, expected) => {
    expect(isStudentBuyer(buyer)).toBe(expected);
  });
});

describe('hasGroupAccess (spec §6 course access)', () => {
  it.each([
    ['both switches on, member of a listed group', [2], [2], on, true],
    ['both switches on, member of another group', [2], [1], on, false],
    ['both switches on, in no group', [2], [], on, false],
    ['both switches on, one of several groups', [2, 3], [1, 3], on, true],
    ['course lists no group', [], [], on, true],
    ['access rights off', [2], [], { courseAccessRights: false, userGroupEnabled: true }, true],
    ['group feature off', [2], [], { courseAccessRights: true, userGroupEnabled: false }, true],
  ])('%s', (_name, courseGroups, buyerGroups, settings, expected) => {
    expect(hasGroupAccess(courseGroups, buyerGroups, settings)).toBe(expected);
  });
});

describe('buyerRefusal', () => {
  it('lets a student of the listed group buy', () => {
    expect(buyerRefusal(student([2]), { course_for_user_group: [2] }, on)).toBeNull();
  });
  it('refuses a student without a group with ACCESS_DENIED_GROUP', () => {
    expect(buyerRefusal(student(), { course_for_user_group: [2] }, on)).toBe('ACCESS_DENIED_GROUP');
  });
  it('refuses an instructor who is not a student with STUDENT_ONLY, before the group rule', () => {
    const teacher: Buyer = { role: 'instructor', roleId: 2, isStudent: false, groupIds: [2] };
    expect(buyerRefusal(teacher, { course_for_user_group: [] }, on)).toBe('STUDENT_ONLY');
  });
  it('lets an instructor who is also a student buy', () => {
    const teacher: Buyer = { role: 'instructor', roleId: 2, isStudent: true, groupIds: [] };
    expect(buyerRefusal(teacher, { course_for_user_group: [] }, on)).toBeNull();
  });
});
