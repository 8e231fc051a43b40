// How the outline's order changes (spec §3 playlist order): by a section's or a lecture's arrow buttons
// (keyboard and touch; a lecture at the edge of its section moves into the next or previous one) or by
// dragging (a lecture may be dropped into another section). Either way the server gets the whole new
// order of one list; a drop shows its new order at once and falls back to the server's on a refusal.
import { useQueryClient } from '@tanstack/react-query';
import type { DropResult } from '@hello-pangea/dnd';
import { useTranslation } from 'react-i18next';
import type { AdminSection } from '@rian/contracts/admin/content';
import { notifyDone, notifyFailed } from '../../../components/admin/notify.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { moved, outlineQuery, useOrderLectures, useOrderSections } from '../api/content-api.ts';
import { droppedOutline, sectionOfList } from './outline-order.ts';

export function useOutlineMoves(courseId: number, sections: AdminSection[]) {
  const { t } = useTranslation();
  const lang = useLang();
  const client = useQueryClient();
  const orderSections = useOrderSections(courseId);
  const orderLectures = useOrderLectures();
  const key = outlineQuery(courseId).queryKey;
  const done = {
    onSuccess: () => notifyDone(t('adminOutline.order')),
    onError: (e: unknown) => {
      notifyFailed(t, lang, e);
      void client.invalidateQueries({ queryKey: key });
    },
  };
  const moveSection = (index: number, by: -1 | 1) =>
    orderSections.mutate(
      moved(
        sections.map((s) => s.id),
        index,
        by,
      ),
      done,
    );
  const moveLecture = (sectionIndex: number, index: number, by: -1 | 1) => {
    const section = sections[sectionIndex]!;
    const ids = section.lectures.map((l) => l.id);
    const edge = by === -1 ? index === 0 : index === ids.length - 1;
    if (!edge) return orderLectures.mutate({ sectionId: section.id, ids: moved(ids, index, by) }, done);
    const target = sections[sectionIndex + by];
    if (!target) return;
    const targetIds = target.lectures.map((l) => l.id);
    const into = by === 1 ? [ids[index]!, ...targetIds] : [...targetIds, ids[index]!];
    orderLectures.mutate({ sectionId: target.id, ids: into }, done);
  };
  const onDragEnd = (drop: DropResult) => {
    const next = droppedOutline(sections, drop);
    if (!next || !drop.destination) return;
    client.setQueryData(key, (old) => (old ? { ...old, data: next } : old));
    if (drop.type === 'section')
      return orderSections.mutate(
        next.map((s) => s.id),
        done,
      );
    const sectionId = sectionOfList(drop.destination.droppableId);
    const ids = next.find((s) => s.id === sectionId)!.lectures.map((l) => l.id);
    orderLectures.mutate({ sectionId, ids }, done);
  };
  return { moveSection, moveLecture, onDragEnd, busy: orderSections.isPending || orderLectures.isPending };
}
