// One section of the outline: its name (renamed in place), its place (arrows), its lectures with
// their own arrows, edit and delete, and the button that adds a lecture.
import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminLecture, AdminSection } from '@rian/contracts/admin/content';
import { confirmDelete } from '../../../components/admin/confirm.ts';
import { notifyDone, notifyFailed } from '../../../components/admin/notify.ts';
import { useDeleteLecture, useDeleteSection, useRenameSection } from '../api/content-api.ts';

interface Props {
  section: AdminSection;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (by: -1 | 1) => void;
  onMoveLecture: (index: number, by: -1 | 1) => void;
  onEditLecture: (lecture: AdminLecture | null) => void;
}

function Arrows({
  name,
  up,
  down,
  busy,
  onMove,
}: {
  name: string;
  up: boolean;
  down: boolean;
  busy: boolean;
  onMove: (by: -1 | 1) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t('adminOutline.moveUp', { name })}
        disabled={!up || busy}
        onClick={() => onMove(-1)}
      >
        ↑
      </ActionIcon>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t('adminOutline.moveDown', { name })}
        disabled={!down || busy}
        onClick={() => onMove(1)}
      >
        ↓
      </ActionIcon>
    </Group>
  );
}

function LectureRow({ lecture, props, index }: { lecture: AdminLecture; props: Props; index: number }) {
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

export function SectionCard(props: Props) {
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
        {section.lectures.map((lecture, index) => (
          <LectureRow key={lecture.id} lecture={lecture} props={props} index={index} />
        ))}
        <Group>
          <Button variant="light" size="xs" onClick={() => props.onEditLecture(null)}>
            {t('adminOutline.addLecture')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
