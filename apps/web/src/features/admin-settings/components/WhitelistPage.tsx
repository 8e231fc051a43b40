// /admin/whitelist: the whitelist mode switch (spec §8 WHITELIST_USER_DENIED: with it on, only
// administrators and the e-mails listed here may sign in) and the list of e-mails.
import { Alert, Switch, Text, TextInput } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { WhitelistCreateSchema, WhitelistPageSchema, type AdminWhitelistEntry } from '@rian/contracts/admin/whitelist';
import { dateColumn } from '../../../components/admin/columns.ts';
import type { Column } from '../../../components/admin/DataTable.tsx';
import { DialogForm } from '../../../components/admin/DialogForm.tsx';
import { notifyDone, notifyFailed } from '../../../components/admin/notify.ts';
import { ResourceListPage } from '../../../components/admin/ResourceListPage.tsx';
import { useResourceForm } from '../../../components/admin/use-resource-form.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { settingsQuery, useSaveWhitelistEntry, useUpdateSettings } from '../api/settings-admin-api.ts';
import '../i18n.ts';
import { settingsError } from './settings-field.ts';

export function WhitelistPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const columns: Column<AdminWhitelistEntry>[] = [
    { key: 'email', label: t('adminSettings.whitelist.email'), sort: 'email', render: (e) => e.email },
    dateColumn('created_at', t('adminSettings.whitelist.added'), lang),
  ];
  return (
    <ResourceListPage
      texts={t('adminSettings.whitelist', { returnObjects: true })}
      testName="whitelist"
      resource="whitelist"
      schema={WhitelistPageSchema}
      columns={columns}
      edit={{ label: t('adminSettings.edit'), name: (e) => e.email }}
      form={(entry, dialog) => <WhitelistForm entry={entry} onDone={dialog.close} />}
    >
      <WhitelistMode />
    </ResourceListPage>
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
  const { form, input, submit, saving } = useResourceForm({
    initialValues: { email: entry?.email ?? '' },
    validate: schemaResolver(WhitelistCreateSchema, { sync: true }),
    save: useSaveWhitelistEntry(),
    vars: (values) => ({ id: entry?.id ?? null, body: values }),
    onDone,
  });
  return (
    <DialogForm onSubmit={submit} onCancel={onDone} saving={saving} submitTestId="save-whitelist">
      <TextInput
        type="email"
        label={t('adminSettings.whitelist.email')}
        required
        data-autofocus
        {...input('email')}
        error={settingsError(t, form.errors.email)}
      />
    </DialogForm>
  );
}
