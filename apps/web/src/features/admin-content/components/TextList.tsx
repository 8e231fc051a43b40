// The storefront's texts in the back office: every key with its Thai and English, searchable by key
// or text; a dialog shows the default, takes the override in both languages, previews what visitors
// will see, and goes back to the default. A save shows at once on every instance (the server tells
// them through ctx.changes).
import { useState } from 'react';
import { Badge, Button, Checkbox, Modal, Paper, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useForm, schemaResolver } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { TextOverrideSchema, TextPageSchema, type AdminText } from '@rian/contracts/admin/texts';
import { useListParams, type Column } from '../../../components/admin/DataTable.tsx';
import { DialogForm } from '../../../components/admin/DialogForm.tsx';
import { fieldError } from '../../../components/admin/form-errors.ts';
import { ListPage } from '../../../components/admin/ListPage.tsx';
import { notifyDone, notifyFailed, notifyInvalid } from '../../../components/admin/notify.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { useOverrideText, useResetText } from '../api/content-admin-api.ts';
import '../i18n.ts';

const FILTERS = ['overridden'] as const;

function Shown({ override, fallback }: { override: string | null; fallback: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Text size="sm" lineClamp={2}>
        {override ?? fallback}
      </Text>
      {override !== null ? (
        <Badge size="xs" variant="light" color="orange">
          {t('adminContent.texts.changed')}
        </Badge>
      ) : null}
    </Stack>
  );
}

export function TextList() {
  const { t } = useTranslation();
  const { query, set } = useListParams(FILTERS);
  const [editing, setEditing] = useState<AdminText | null>(null);
  const columns: Column<AdminText>[] = [
    { key: 'key', label: t('adminContent.texts.col.key'), sort: 'key', render: (r) => <code>{r.key}</code> },
    { key: 'th', label: t('adminContent.texts.col.th'), render: (r) => <Shown override={r.th} fallback={r.default_th} /> },
    { key: 'en', label: t('adminContent.texts.col.en'), render: (r) => <Shown override={r.en} fallback={r.default_en} /> },
    {
      key: 'actions',
      label: '',
      render: (r) => (
        <Button size="xs" variant="default" onClick={() => setEditing(r)} aria-label={`${t('adminContent.texts.edit')} ${r.key}`}>
          {t('adminContent.texts.edit')}
        </Button>
      ),
    },
  ];
  return (
    <ListPage
      title={t('adminContent.texts.title')}
      lead={t('adminContent.texts.lead')}
      testName="text"
      resource="texts"
      schema={TextPageSchema}
      columns={columns}
      filterKeys={FILTERS}
      filters={
        <Checkbox
          label={t('adminContent.texts.onlyChanged')}
          checked={query.overridden === '1'}
          onChange={(e) => set({ overridden: e.currentTarget.checked ? '1' : undefined })}
          mb={8}
        />
      }
    >
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing?.key} size="lg" centered>
        {editing ? <TextForm text={editing} onDone={() => setEditing(null)} /> : null}
      </Modal>
    </ListPage>
  );
}

function TextForm({ text, onDone }: { text: AdminText; onDone: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const save = useOverrideText();
  const reset = useResetText();
  const form = useForm({
    initialValues: { th: text.th ?? '', en: text.en ?? '' },
    validate: schemaResolver(TextOverrideSchema, { sync: true }),
  });
  const done = (title: string) => ({
    onSuccess: () => {
      notifyDone(title);
      onDone();
    },
    onError: (e: unknown) => notifyFailed(t, lang, e),
  });
  const submit = form.onSubmit(
    (values) => save.mutate({ key: text.key, body: values }, done(t('admin.form.saved'))),
    () => notifyInvalid(t),
  );
  const field = (l: 'th' | 'en') => {
    const p = form.getInputProps(l);
    return { ...p, error: fieldError(t, p.error), 'data-testid': `field-text-${l}` };
  };
  return (
    <DialogForm
      onSubmit={submit}
      onCancel={onDone}
      saving={save.isPending}
      submitTestId="save-text"
      aside={
        <Button
          variant="subtle"
          color="red"
          disabled={text.th === null && text.en === null}
          loading={reset.isPending}
          onClick={() => reset.mutate(text.key, done(t('adminContent.texts.resetDone')))}
        >
          {t('adminContent.texts.reset')}
        </Button>
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {(['th', 'en'] as const).map((l) => (
          <Stack key={l} gap="xs">
            <Text fw={600}>{t(`adminContent.texts.${l}`)}</Text>
            <Text size="sm" c="dimmed">
              {t('adminContent.texts.default')}: {l === 'th' ? text.default_th : text.default_en}
            </Text>
            <Textarea
              label={`${t('adminContent.texts.override')} (${t(`adminContent.texts.${l}`)})`}
              description={t('adminContent.texts.emptyKeeps')}
              autosize
              minRows={2}
              {...field(l)}
            />
            <Paper withBorder p="xs" bg="gray.0" aria-live="polite" data-testid={`preview-${l}`}>
              <Text size="xs" c="dimmed">
                {t('adminContent.texts.preview')}
              </Text>
              <Text lang={l}>{form.values[l].trim() || (l === 'th' ? text.default_th : text.default_en)}</Text>
            </Paper>
          </Stack>
        ))}
      </SimpleGrid>
    </DialogForm>
  );
}
