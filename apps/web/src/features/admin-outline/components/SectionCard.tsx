// One section of the outline: its name (renamed in place), its place (drag handle and arrows), its
// lectures (a list lectures are dragged within and into) and the button that adds a lecture.
import { useState } from 'react';
import { Draggable, Droppable, type DraggableProvidedDragHandleProps } from '@hello-pangea/dnd';
import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminLecture, AdminSection } from '@rian/contracts/admin/content';
import { confirmDelete } from '../../../components/admin/confirm.ts';
import { notifyDone, notifyFailed } from '../../../components/admin/notify.ts';
import { useDeleteSection, useRenameSection } from '../api/content-api.ts';
import { Arrows, DragHandle, LectureRow } from './LectureRow.tsx';
import { lectureListId } from './outline-order.ts';

export interface SectionProps {
  handle: DraggableProvidedDragHandleProps | null;
  section: AdminSection;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (by: -1 | 1) => void;
  onMoveLecture: (index: number, by: -1 | 1) => void;
  onEditLecture: (lecture: AdminLecture | null) => void;
}

export function SectionCard(props: SectionProps) {
  const { section } = props;
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'th';
  const [name, setName] = useState(section.name);
  const rename = useRenameSection();
  const remove = useDeleteSection();
  const save = () => {
    if (name.trim() && name !== section.name)
      rename.mutate(
        { id: section.id, name },
        { onSuccess: () => notifyDone(t('adminOutline.saved')), onError: (e) => notifyFailed(t, lang, e) },
      );
  };
  return (
    <Paper withBorder p="sm" component="section" aria-label={section.name} data-testid="section-card">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="end">
          <DragHandle name={section.name} handle={props.handle} />
          <TextInput
            label={t('adminOutline.rename', { name: section.name })}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            onBlur={save}
            maxLength={200}
            style={{ flex: 1, minWidth: 0 }}
          />
          <Arrows name={section.name} up={!props.first} down={!props.last} busy={props.busy} onMove={props.onMove} />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={t('adminOutline.delete', { name: section.name })}
            onClick={() =>
              confirmDelete(t, section.name, () => remove.mutate(section.id, { onError: (e) => notifyFailed(t, lang, e) }))
            }
          >
            ✕
          </ActionIcon>
        </Group>
        {section.lectures.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('adminOutline.noLectures')}
          </Text>
        ) : null}
        <Droppable droppableId={lectureListId(section.id)} type="lecture">
          {(drop) => (
            <Stack gap={4} ref={drop.innerRef} {...drop.droppableProps} className="admin-content__lectures">
              {section.lectures.map((lecture, index) => (
                <Draggable key={lecture.id} draggableId={`lecture-${lecture.id}`} index={index} isDragDisabled={props.busy}>
                  {(drag) => (
                    <div ref={drag.innerRef} {...drag.draggableProps}>
                      <LectureRow lecture={lecture} props={props} index={index} handle={drag.dragHandleProps} />
                    </div>
                  )}
                </Draggable>
              ))}
              {drop.placeholder}
            </Stack>
          )}
        </Droppable>
        <Group>
          <Button variant="light" size="xs" onClick={() => props.onEditLecture(null)}>
            {t('adminOutline.addLecture')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
