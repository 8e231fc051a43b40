// The outline's order after a drop (pure, so it is unit-tested): the sections list reordered, or one
// lecture taken out of its section's list and put into another (or the same) at the drop's place.
import type { DropResult } from '@hello-pangea/dnd';
import type { AdminSection } from '@rian/contracts/admin/content';

/** The droppable id of a section's lecture list, and back. */
export const lectureListId = (sectionId: number) => `lectures-${sectionId}`;
export const sectionOfList = (droppableId: string) => Number(droppableId.replace('lectures-', ''));

/** The outline after a drop: sections reordered, or one lecture taken out of its list and put into another (or the same). */
export function droppedOutline(sections: AdminSection[], drop: DropResult): AdminSection[] | null {
  const { source, destination, type } = drop;
  if (!destination || (source.droppableId === destination.droppableId && source.index === destination.index)) return null;
  if (type === 'section') {
    const next = [...sections];
    const [item] = next.splice(source.index, 1);
    next.splice(destination.index, 0, item!);
    return next;
  }
  const from = sectionOfList(source.droppableId);
  const to = sectionOfList(destination.droppableId);
  const lecture = sections.find((s) => s.id === from)?.lectures[source.index];
  if (!lecture) return null;
  const without = sections.map((s) => (s.id === from ? { ...s, lectures: s.lectures.filter((l) => l.id !== lecture.id) } : s));
  return without.map((s) => {
    if (s.id !== to) return s;
    const lectures = [...s.lectures];
    lectures.splice(destination.index, 0, { ...lecture, section_id: to });
    return { ...s, lectures };
  });
}
