// A course's outline (spec §3 playlist): sections and their lectures, reordered with the arrow
// buttons (keyboard and touch alike; a lecture at the edge of its section moves to the next or
// previous section), a section added by name, lectures added and edited in a dialog.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminLecture, AdminSection } from '@rian/contracts/admin/content';
import { notifyDone, notifyFailed } from '../../../components/admin/notify.ts';
import { moved, outlineQuery, useAddSection, useOrderLectures, useOrderSections } from '../api/content-api.ts';
import { LectureDialog } from './LectureDialog.tsx';
import { SectionCard } from './SectionCard.tsx';
import '../i18n.ts';

export type LectureTarget = { sectionId: number; lecture: AdminLecture | null } | null;

function useMoves(courseId: number, sections: AdminSection[]) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'th';
  const orderSections = useOrderSections(courseId);
  const orderLectures = useOrderLectures();
  const done = { onSuccess: () => notifyDone(t('adminOutline.order')), onError: (e: unknown) => notifyFailed(t, lang, e) };
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
  return { moveSection, moveLecture, busy: orderSections.isPending || orderLectures.isPending };
}

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
  const { moveSection, moveLecture, busy } = useMoves(courseId, sections);
  const [target, setTarget] = useState<LectureTarget>(null);
  if (outline.isPending) return <Loader aria-label={t('admin.table.loading')} />;
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('adminOutline.outline')}
      </Title>
      <AddSection courseId={courseId} />
      {sections.length === 0 ? <Text c="dimmed">{t('adminOutline.noSections')}</Text> : null}
      {sections.map((section, i) => (
        <SectionCard
          key={section.id}
          section={section}
          first={i === 0}
          last={i === sections.length - 1}
          busy={busy}
          onMove={(by) => moveSection(i, by)}
          onMoveLecture={(index, by) => moveLecture(i, index, by)}
          onEditLecture={(lecture) => setTarget({ sectionId: section.id, lecture })}
        />
      ))}
      <LectureDialog courseId={courseId} target={target} onClose={() => setTarget(null)} />
    </Stack>
  );
}
