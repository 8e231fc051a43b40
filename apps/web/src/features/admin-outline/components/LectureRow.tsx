// One lecture of a section in the outline: its type, name and preview badge, a drag handle, the arrow
// buttons that move it (across a section's edge too), edit and delete.
import type { DraggableProvidedDragHandleProps } from '@hello-pangea/dnd';
import { ActionIcon, Badge, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminLecture } from '@rian/contracts/admin/content';
import { confirmDelete } from '../../../components/admin/confirm.ts';
import { MoveArrows, type MoveArrowsProps } from '../../../components/admin/MoveArrows.tsx';
import { notifyFailed } from '../../../components/admin/notify.ts';
import { useDeleteLecture } from '../api/content-api.ts';
import type { SectionProps } from './SectionCard.tsx';

/** The grip a section or lecture is dragged by; Space lifts it from the keyboard, arrows move it. */
export function DragHandle({ name, handle }: { name: string; handle: DraggableProvidedDragHandleProps | null }) {
  const { t } = useTranslation();
  return (
    <span className="admin-content__grip" aria-label={t('adminOutline.drag', { name })} {...handle}>
      ⠿
    </span>
  );
}

/** The arrows that move a section or a lecture, named for it. */
export function Arrows({ name, ...props }: { name: string } & Omit<MoveArrowsProps, 'upLabel' | 'downLabel'>) {
  const { t } = useTranslation();
  return <MoveArrows upLabel={t('adminOutline.moveUp', { name })} downLabel={t('adminOutline.moveDown', { name })} {...props} />;
}

interface RowProps {
  lecture: AdminLecture;
  props: SectionProps;
  index: number;
  handle: DraggableProvidedDragHandleProps | null;
}

export function LectureRow({ lecture, props, index, handle }: RowProps) {
  const { t, i18n } = useTranslation();
  const remove = useDeleteLecture();
  const lastIndex = props.section.lectures.length - 1;
  const onDelete = () =>
    confirmDelete(t, lecture.name, () =>
      remove.mutate(lecture.id, { onError: (e) => notifyFailed(t, i18n.language === 'en' ? 'en' : 'th', e) }),
    );
  return (
    <Group justify="space-between" wrap="wrap" gap="xs" className="admin-content__lecture" data-testid="lecture-row">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 200px' }}>
        <DragHandle name={lecture.name} handle={handle} />
        <Badge variant="light">{t(`adminOutline.lecture.${lecture.content_type}`)}</Badge>
        <Text truncate>{lecture.name}</Text>
        {lecture.is_preview ? <Badge color="green">{t('adminOutline.preview')}</Badge> : null}
      </Group>
      <Group gap={4} wrap="nowrap">
        <Arrows
          name={lecture.name}
          up={!(props.first && index === 0)}
          down={!(props.last && index === lastIndex)}
          busy={props.busy}
          onMove={(by) => props.onMoveLecture(index, by)}
        />
        <Button variant="default" size="xs" onClick={() => props.onEditLecture(lecture)}>
          {t('adminOutline.editLecture')}
        </Button>
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          aria-label={t('adminOutline.delete', { name: lecture.name })}
          onClick={onDelete}
        >
          ✕
        </ActionIcon>
      </Group>
    </Group>
  );
}
