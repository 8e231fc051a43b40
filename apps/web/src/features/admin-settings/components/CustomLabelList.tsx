// /admin/custom-labels: the registration form's custom labelled fields (spec §3 custom labels) in the
// order the form shows them; moving one up or down saves the whole order at once.
import { useState } from 'react';
import { ActionIcon, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CustomLabelPageSchema, type AdminCustomLabel } from '@rian/contracts/admin/custom-labels';
import { ListHeader } from '../../../components/admin/ListHeader.tsx';
import { RecordDialog } from '../../../components/admin/RecordDialog.tsx';
import { notifyFailed } from '../../../components/admin/notify.ts';
import { RowActions } from '../../../components/admin/RowActions.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { adminListQuery } from '../../../lib/admin-api.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { useOrderCustomLabels } from '../api/settings-admin-api.ts';
import '../i18n.ts';
import { CustomLabelForm } from './CustomLabelForm.tsx';
import { TableHead } from '../../../components/admin/TableHead.tsx';

/** A registration form holds few custom fields; the page shows them all, at most this many. */
const ALL = { per_page: 100, sort: 'order_label' };

export function CustomLabelList() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<AdminCustomLabel | 'new' | null>(null);
  const labels = useQuery(adminListQuery('custom-labels', CustomLabelPageSchema, ALL));
  return (
    <Stack>
      <ListHeader
        title={t('adminSettings.labels.title')}
        lead={<Text c="dimmed">{t('adminSettings.labels.lead')}</Text>}
        newLabel={t('adminSettings.labels.new')}
        newTestId="new-label"
        onNew={() => setEditing('new')}
      />
      <QueryView query={labels} loading={t('admin.table.loading')}>
        {(page) => <LabelTable labels={page.data} onEdit={setEditing} />}
      </QueryView>
      <RecordDialog
        editing={editing}
        onClose={() => setEditing(null)}
        newTitle={t('adminSettings.labels.new')}
        editTitle={t('adminSettings.edit')}
        size="lg"
      >
        {(label) => <CustomLabelForm label={label} onDone={() => setEditing(null)} />}
      </RecordDialog>
    </Stack>
  );
}

function LabelTable({ labels, onEdit }: { labels: AdminCustomLabel[]; onEdit: (l: AdminCustomLabel) => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const order = useOrderCustomLabels();
  const move = (from: number, to: number) => {
    const ids = labels.map((l) => l.id);
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    order.mutate(ids, { onError: (e) => notifyFailed(t, lang, e) });
  };
  if (labels.length === 0) return <Text c="dimmed">{t('adminSettings.labels.none')}</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped withTableBorder data-testid="label-table" aria-label={t('adminSettings.labels.title')}>
        <TableHead
          labels={[...(['order', 'label', 'type', 'options'] as const).map((c) => t(`adminSettings.labels.${c}`)), '']}
        />
        <Table.Tbody>
          {labels.map((l, i) => (
            <Table.Tr key={l.id} data-testid="label-row">
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="default"
                    disabled={i === 0 || order.isPending}
                    aria-label={`${t('adminSettings.labels.up')}: ${l.label}`}
                    onClick={() => move(i, i - 1)}
                  >
                    ↑
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    disabled={i === labels.length - 1 || order.isPending}
                    aria-label={`${t('adminSettings.labels.down')}: ${l.label}`}
                    onClick={() => move(i, i + 1)}
                  >
                    ↓
                  </ActionIcon>
                </Group>
              </Table.Td>
              <Table.Td>
                <Group gap="xs">
                  <span>{l.label}</span>
                  {l.required ? <Badge size="sm">{t('adminSettings.labels.required')}</Badge> : null}
                  {l.is_active ? null : (
                    <Badge size="sm" color="gray">
                      {t('adminSettings.labels.hidden')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>{t(`adminSettings.labels.types.${l.type_label}`)}</Table.Td>
              <Table.Td>{l.item_list.join(', ')}</Table.Td>
              <Table.Td>
                <RowActions
                  resource="custom-labels"
                  id={l.id}
                  name={l.label}
                  editLabel={t('adminSettings.edit')}
                  onEdit={() => onEdit(l)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
