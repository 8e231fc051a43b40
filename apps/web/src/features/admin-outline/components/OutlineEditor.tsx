// A course's outline (spec §3 playlist): sections and their lectures, reordered by dragging or with
// the arrow buttons (use-outline-moves.ts), a section added by name, lectures added and edited in a
// dialog.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DragDropContext, Draggable, Droppable } from '@hello-pangea/dnd';
import type { AdminLecture } from '@rian/contracts/admin/content';
import { notifyDone, notifyFailed } from '../../../components/admin/notify.ts';
import { outlineQuery, useAddSection } from '../api/content-api.ts';
import { LectureDialog } from './LectureDialog.tsx';
import { SectionCard } from './SectionCard.tsx';
import { useOutlineMoves } from './use-outline-moves.ts';
import '../i18n.ts';

export type LectureTarget = { sectionId: number; lecture: AdminLecture | null } | null;

function AddSection({ courseId }: { courseId: number }) {
  const { t, i18n } = useTranslation();
  const [name, setName] = useState('');
  const add = useAddSection(courseId);
  const submit = () =>
    add.mutate(name, {
      onSuccess: () => {
        setName('');
        notifyDone(t('adminOutline.saved'));
      },
      onError: (e) => notifyFailed(t, i18n.language === 'en' ? 'en' : 'th', e),
    });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (name.trim()) submit();
      }}
    >
      <Group align="end" wrap="wrap">
        <TextInput
          label={t('adminOutline.newSection')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          maxLength={200}
          style={{ flex: '1 1 220px' }}
        />
        <Button type="submit" loading={add.isPending} disabled={!name.trim()}>
          {t('adminOutline.addSection')}
        </Button>
      </Group>
    </form>
  );
}

export function OutlineEditor({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const outline = useQuery(outlineQuery(courseId));
  const sections = outline.data?.data ?? [];
  const { moveSection, moveLecture, onDragEnd, busy } = useOutlineMoves(courseId, sections);
  const [target, setTarget] = useState<LectureTarget>(null);
  if (outline.isPending) return <Loader aria-label={t('admin.table.loading')} />;
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('adminOutline.outline')}
      </Title>
      <AddSection courseId={courseId} />
      {sections.length === 0 ? <Text c="dimmed">{t('adminOutline.noSections')}</Text> : null}
      <DragDropContext onDragEnd={onDragEnd}>
        <Droppable droppableId="sections" type="section">
          {(drop) => (
            <Stack gap="md" ref={drop.innerRef} {...drop.droppableProps}>
              {sections.map((section, i) => (
                <Draggable key={section.id} draggableId={`section-${section.id}`} index={i} isDragDisabled={busy}>
                  {(drag) => (
                    <div ref={drag.innerRef} {...drag.draggableProps}>
                      <SectionCard
                        section={section}
                        handle={drag.dragHandleProps}
                        first={i === 0}
                        last={i === sections.length - 1}
                        busy={busy}
                        onMove={(by) => moveSection(i, by)}
                        onMoveLecture={(index, by) => moveLecture(i, index, by)}
                        onEditLecture={(lecture) => setTarget({ sectionId: section.id, lecture })}
                      />
                    </div>
                  )}
                </Draggable>
              ))}
              {drop.placeholder}
            </Stack>
          )}
        </Droppable>
      </DragDropContext>
      <LectureDialog courseId={courseId} target={target} onClose={() => setTarget(null)} />
    </Stack>
  );
}
