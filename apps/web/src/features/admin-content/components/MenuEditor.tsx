// The storefront header's menu in the back office: its items first to last, moved up and down, added
// and edited in a dialog (a page, a category or an address), deleted after a confirmation.
import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminMenuItem } from '@rian/contracts/admin/pages';
import { ListHeader } from '../../../components/admin/ListHeader.tsx';
import { RecordDialog } from '../../../components/admin/RecordDialog.tsx';
import { DeleteRowButton } from '../../../components/admin/RowActions.tsx';
import { notifyDone, notifyFailed } from '../../../components/admin/notify.ts';
import { QueryView } from '../../../components/QueryView.tsx';
import { localized } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { menuQuery, useReorderMenu } from '../api/content-admin-api.ts';
import { MenuItemForm } from './MenuItemForm.tsx';
import '../i18n.ts';

export function MenuEditor() {
  const { t } = useTranslation();
  const lang = useLang();
  const menu = useQuery(menuQuery());
  const [editing, setEditing] = useState<AdminMenuItem | 'new' | null>(null);
  const reorder = useReorderMenu();
  const items = menu.data?.data ?? [];
  const move = (index: number, by: -1 | 1) => {
    const ids = items.map((i) => i.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    reorder.mutate(ids, {
      onSuccess: () => notifyDone(t('adminContent.menu.reordered')),
      onError: (e) => notifyFailed(t, lang, e),
    });
  };
  return (
    <Stack>
      <ListHeader
        title={t('adminContent.menu.title')}
        lead={t('adminContent.menu.lead')}
        newLabel={t('adminContent.menu.add')}
        newTestId="new-menu-item"
        onNew={() => setEditing('new')}
      />
      <QueryView query={menu} loading={t('admin.table.loading')}>
        {() => (
          <>
            {items.length === 0 ? (
              <Text c="dimmed" ta="center" py="lg" role="status">
                {t('adminContent.menu.empty')}
              </Text>
            ) : null}
            <Stack
              gap="xs"
              component="ol"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-busy={reorder.isPending}
              data-testid="menu-items"
            >
              {items.map((item, i) => (
                <MenuRow
                  key={item.id}
                  item={item}
                  first={i === 0}
                  last={i === items.length - 1}
                  busy={reorder.isPending}
                  onMove={(by) => move(i, by)}
                  onEdit={() => setEditing(item)}
                />
              ))}
            </Stack>
          </>
        )}
      </QueryView>
      <RecordDialog
        editing={editing}
        onClose={() => setEditing(null)}
        newTitle={t('adminContent.menu.add')}
        editTitle={t('adminContent.menu.edit')}
      >
        {(item) => <MenuItemForm item={item} onDone={() => setEditing(null)} />}
      </RecordDialog>
    </Stack>
  );
}

function MenuRow(p: {
  item: AdminMenuItem;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (by: -1 | 1) => void;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const label = localized(p.item.label, p.item.label_en, lang);
  return (
    <Paper component="li" withBorder p="sm" data-testid="menu-row">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {label}
          </Text>
          <Group gap={6} wrap="nowrap">
            <Badge variant="light" size="sm" style={{ flexShrink: 0 }}>
              {t(`adminContent.menu.target.${p.item.target}`)}
            </Badge>
            <Text size="sm" c="dimmed" truncate>
              {p.item.href}
            </Text>
          </Group>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="default"
            disabled={p.first || p.busy}
            onClick={() => p.onMove(-1)}
            aria-label={`${t('adminContent.menu.up')} ${label}`}
          >
            ↑
          </ActionIcon>
          <ActionIcon
            variant="default"
            disabled={p.last || p.busy}
            onClick={() => p.onMove(1)}
            aria-label={`${t('adminContent.menu.down')} ${label}`}
          >
            ↓
          </ActionIcon>
          <Button size="xs" variant="default" onClick={p.onEdit} aria-label={`${t('adminContent.menu.edit')} ${label}`}>
            {t('adminContent.texts.edit')}
          </Button>
          <DeleteRowButton resource="menu" id={p.item.id} name={label} />
        </Group>
      </Group>
    </Paper>
  );
}
