import { describe, expect, it } from 'vitest';
import type { DropResult } from '@hello-pangea/dnd';
import type { AdminLecture, AdminSection } from '@rian/contracts/admin/content';
import { droppedOutline, lectureListId } from './outline-order.ts';

const lecture = (id: number, section_id: number) => ({ id, section_id, name: `L${id}` }) as AdminLecture;
const sections: AdminSection[] = [
  { id: 1, name: 'A', lectures: [lecture(11, 1), lecture(12, 1)] } as AdminSection,
  { id: 2, name: 'B', lectures: [lecture(21, 2)] } as AdminSection,
];
const drop = (type: string, from: [string, number], to: [string, number] | null) =>
  ({
    type,
    source: { droppableId: from[0], index: from[1] },
    destination: to && { droppableId: to[0], index: to[1] },
  }) as DropResult;
const ids = (out: AdminSection[] | null) => out?.map((s) => [s.id, s.lectures.map((l) => l.id)]);

describe('the outline after a drop', () => {
  it('moves a section to its new place', () => {
    expect(ids(droppedOutline(sections, drop('section', ['sections', 0], ['sections', 1])))).toEqual([
      [2, [21]],
      [1, [11, 12]],
    ]);
  });
  it('reorders lectures within a section', () => {
    expect(ids(droppedOutline(sections, drop('lecture', [lectureListId(1), 0], [lectureListId(1), 1])))).toEqual([
      [1, [12, 11]],
      [2, [21]],
    ]);
  });
  it('moves a lecture into another section at the drop’s place, naming its new section', () => {
    const out = droppedOutline(sections, drop('lecture', [lectureListId(1), 1], [lectureListId(2), 0]));
    expect(ids(out)).toEqual([
      [1, [11]],
      [2, [12, 21]],
    ]);
    expect(out![1]!.lectures[0]!.section_id).toBe(2);
  });
  it('changes nothing when dropped outside a list or where it was', () => {
    expect(droppedOutline(sections, drop('lecture', [lectureListId(1), 0], null))).toBeNull();
    expect(droppedOutline(sections, drop('section', ['sections', 1], ['sections', 1]))).toBeNull();
  });
});
