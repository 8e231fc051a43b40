// /admin/whitelist: the whitelist mode switch (spec §8 WHITELIST_USER_DENIED: with it on, only
// administrators and the e-mails listed here may sign in) and the list of e-mails.
import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm, schemaResolver } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { WhitelistCreateSchema, WhitelistPageSchema, type AdminWhitelistEntry } from '@rian/contracts/admin/whitelist';
import { DataTable, type Column } from '../../../components/admin/DataTable.tsx';
import { serverFieldErrors } from '../../../components/admin/form-errors.ts';
import { notifyDone, notifyFailed, notifyInvalid } from '../../../components/admin/notify.ts';
import { formatDate } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { settingsQuery, useDeleteWhitelistEntry, useSaveWhitelistEntry, useUpdateSettings } from '../api/settings-admin-api.ts';
import '../i18n.ts';
import { RowActions } from './RowActions.tsx';
import { settingsError } from './settings-field.ts';

export function WhitelistPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [editing, setEditing] = useState<AdminWhitelistEntry | 'new' | null>(null);
  const remove = useDeleteWhitelistEntry();
  const columns: Column<AdminWhitelistEntry>[] = [
    { key: 'email', label: t('adminSettings.whitelist.email'), sort: 'email', render: (e) => e.email },
    {
      key: 'created_at',
      label: t('adminSettings.whitelist.added'),
      sort: 'created_at',
      render: (e) => formatDate(e.created_at, lang, true),
    },
    {
      key: 'actions',
      label: '',
      render: (e) => <RowActions id={e.id} name={e.email} onEdit={() => setEditing(e)} remove={remove} />,
    },
  ];
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{t('adminSettings.whitelist.title')}</Title>
        <Button onClick={() => setEditing('new')} data-testid="new-whitelist">
          {t('adminSettings.whitelist.new')}
        </Button>
      </Group>
      <WhitelistMode />
      <DataTable
        resource="whitelist"
        schema={WhitelistPageSchema}
        columns={columns}
        label={t('adminSettings.whitelist.title')}
        testId="whitelist-table"
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('adminSettings.whitelist.new') : t('adminSettings.edit')}
        centered
      >
        {editing ? <WhitelistForm entry={editing === 'new' ? null : editing} onDone={() => setEditing(null)} /> : null}
      </Modal>
    </Stack>
  );
}

function WhitelistMode() {
  const { t } = useTranslation();
  const lang = useLang();
  const settings = useQuery(settingsQuery());
  const update = useUpdateSettings();
  const on = settings.data?.data.whitelist_mode === 1;
  return (
    <Alert color={on ? 'orange' : 'gray'} variant="light" data-testid="whitelist-mode">
      <Switch
        label={t('adminSettings.whitelist.mode')}
        checked={on}
        disabled={!settings.data || update.isPending}
        data-testid="whitelist-mode-switch"
        onChange={(e) =>
          update.mutate(
            { whitelist_mode: e.currentTarget.checked ? 1 : 0 },
            { onSuccess: () => notifyDone(t('adminSettings.saved')), onError: (err) => notifyFailed(t, lang, err) },
          )
        }
      />
      <Text size="sm" mt="xs">
        {on ? t('adminSettings.whitelist.modeOn') : t('adminSettings.whitelist.modeOff')}
      </Text>
    </Alert>
  );
}

function WhitelistForm({ entry, onDone }: { entry: AdminWhitelistEntry | null; onDone: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const save = useSaveWhitelistEntry();
  const form = useForm({
    initialValues: { email: entry?.email ?? '' },
    validate: schemaResolver(WhitelistCreateSchema, { sync: true }),
  });
  const submit = form.onSubmit(
    (values) =>
      save.mutate(
        { id: entry?.id ?? null, body: values },
        {
          onSuccess: () => {
            notifyDone(t('admin.form.saved'));
            onDone();
          },
          onError: (e) => {
            form.setErrors(serverFieldErrors(e, lang));
            notifyFailed(t, lang, e);
          },
        },
      ),
    () => notifyInvalid(t),
  );
  const props = form.getInputProps('email');
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          type="email"
          label={t('adminSettings.whitelist.email')}
          required
          data-autofocus
          data-testid="field-email"
          {...props}
          error={props.error && settingsError(t, props.error)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('admin.form.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="save-whitelist">
            {t('admin.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
