// A course's or a product's extra page tabs in its editor (spec §3 "tabs"): the tabs in the order the
// page shows them, a dialog to add or edit one (title and rich-text body, Thai and English), the
// arrows that move one up or down, and delete after a confirmation.
import { useState } from 'react';
import { Button, Card, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminTab, TabOwner } from '@rian/contracts/admin/tabs';
import { MoveArrows } from '../../../components/admin/MoveArrows.tsx';
import { PanelHeading } from '../../../components/admin/PanelHeading.tsx';
import { notifyDone, notifyFailed } from '../../../components/admin/notify.ts';
import { RowActions } from '../../../components/admin/RowActions.tsx';
import { useLang } from '../../../lib/use-lang.ts';
import { pageTabsQuery, useReorderTabs } from '../api/tabs-admin-api.ts';
import { TabForm } from './TabForm.tsx';
import '../i18n.ts';

/** The ids in their order with the one at `index` moved `by` places. */
export function movedIds(tabs: readonly { id: number }[], index: number, by: -1 | 1): number[] {
  const ids = tabs.map((tab) => tab.id);
  const [moved] = ids.splice(index, 1);
  ids.splice(index + by, 0, moved!);
  return ids;
}

export function TabsPanel({ owner, ownerId }: { owner: TabOwner; ownerId: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const tabs = useQuery(pageTabsQuery(owner, ownerId)).data?.data ?? [];
  const reorder = useReorderTabs(owner, ownerId);
  const [editing, setEditing] = useState<AdminTab | 'new' | null>(null);
  const close = () => setEditing(null);
  const editLabel = t('adminTabs.edit');
  const move = (index: number, by: -1 | 1) =>
    reorder.mutate(movedIds(tabs, index, by), {
      onSuccess: () => notifyDone(t('adminTabs.moved')),
      onError: (e) => notifyFailed(t, lang, e),
    });
  return (
    <Card withBorder data-testid="tabs-panel">
      <Stack>
        <Group justify="space-between">
          <div>
            <PanelHeading title={t('adminTabs.title')} lead={t(`adminTabs.lead.${owner}`)} size="h3" />
          </div>
          <Button variant="light" onClick={() => setEditing('new')} data-testid="new-tab">
            {t('adminTabs.new')}
          </Button>
        </Group>
        {tabs.length === 0 ? <Text c="dimmed">{t('adminTabs.none')}</Text> : null}
        {tabs.map((tab, index) => (
          <Group key={tab.id} justify="space-between" wrap="wrap" gap="xs" data-testid="tab-row">
            <Group gap="xs" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 200px' }}>
              <MoveArrows
                upLabel={t('adminTabs.moveUp', { name: tab.title })}
                downLabel={t('adminTabs.moveDown', { name: tab.title })}
                up={index > 0}
                down={index < tabs.length - 1}
                busy={reorder.isPending}
                onMove={(by) => move(index, by)}
              />
              <div style={{ minWidth: 0 }}>
                <Text fw={600} truncate>
                  {tab.title}
                </Text>
                {tab.title_en ? (
                  <Text size="xs" c="dimmed" truncate>
                    {tab.title_en}
                  </Text>
                ) : null}
              </div>
            </Group>
            <RowActions resource="tabs" id={tab.id} name={tab.title} editLabel={editLabel} onEdit={() => setEditing(tab)} />
          </Group>
        ))}
      </Stack>
      <Modal
        opened={editing !== null}
        onClose={close}
        title={editing === 'new' ? t('adminTabs.new') : t('adminTabs.edit')}
        size="xl"
      >
        {editing ? <TabForm owner={owner} ownerId={ownerId} tab={editing === 'new' ? null : editing} onDone={close} /> : null}
      </Modal>
    </Card>
  );
}
