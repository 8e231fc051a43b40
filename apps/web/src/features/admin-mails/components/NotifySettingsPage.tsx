// /admin/notify: where the administrators' notices of new orders and payment reports go. The LINE
// channel access token is write-only (conventions.md): the form says whether one is set, never shows
// it, and an empty field keeps it. In sandbox mode the page also lists what the LINE sandbox received.
import { Alert, Button, Card, Code, Group, PasswordInput, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  NotifySettingsOneSchema,
  NotifySettingsPatchSchema,
  SandboxPushesSchema,
  type NotifySettings,
} from '@rian/contracts/admin/mails';
import { ListHeader } from '../../../components/admin/ListHeader.tsx';
import { notifyDone, notifyFailed, notifyInvalid } from '../../../components/admin/notify.ts';
import { adminGetQuery, useAdminWrite } from '../../../lib/admin-api.ts';
import { formatDate } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import '../i18n.ts';

interface Values {
  admin_email: string;
  line_enabled: boolean;
  line_token: string;
  line_target_id: string;
}

export function NotifySettingsPage() {
  const { t } = useTranslation();
  const settings = useQuery(adminGetQuery(['notify', 'one'], 'notify', NotifySettingsOneSchema)).data?.data;
  return (
    <Stack>
      <ListHeader title={t('adminMails.notify.title')} lead={t('adminMails.notify.lead')} />
      {settings ? <NotifyForm key={settings.updated_at} settings={settings} /> : null}
      {settings?.line_sandbox ? <SandboxPushes /> : null}
    </Stack>
  );
}

function NotifyForm({ settings }: { settings: NotifySettings }) {
  const { t } = useTranslation();
  const lang = useLang();
  const form = useForm<Values>({
    initialValues: {
      admin_email: settings.admin_email ?? '',
      line_enabled: settings.line_enabled,
      line_token: '',
      line_target_id: settings.line_target_id,
    },
    validate: schemaResolver(NotifySettingsPatchSchema, { sync: true }),
  });
  const write = useAdminWrite('notify', NotifySettingsOneSchema, (body: Values) => ({ method: 'PATCH', path: 'notify', body }));
  const submit = form.onSubmit(
    (values) =>
      void write.mutateAsync(values).then(
        () => notifyDone(t('adminMails.notify.saved')),
        (e: unknown) => notifyFailed(t, lang, e),
      ),
    () => notifyInvalid(t),
  );
  return (
    <Card withBorder component="form" onSubmit={submit} data-testid="notify-form">
      <Stack>
        <TextInput
          label={t('adminMails.notify.email')}
          description={t('adminMails.notify.emailHint')}
          type="email"
          {...form.getInputProps('admin_email')}
          data-testid="notify-email"
        />
        <Switch
          label={t('adminMails.notify.lineEnabled')}
          {...form.getInputProps('line_enabled', { type: 'checkbox' })}
          data-testid="notify-line-enabled"
        />
        {settings.line_sandbox ? <Alert color="blue">{t('adminMails.notify.sandbox')}</Alert> : null}
        <PasswordInput
          label={t('adminMails.notify.token')}
          description={settings.line_token_set ? t('adminMails.notify.tokenSet') : t('adminMails.notify.tokenUnset')}
          autoComplete="new-password"
          {...form.getInputProps('line_token')}
          data-testid="notify-line-token"
        />
        <TextInput
          label={t('adminMails.notify.target')}
          description={t('adminMails.notify.targetHint')}
          {...form.getInputProps('line_target_id')}
          data-testid="notify-line-target"
        />
        <Group>
          <Button type="submit" loading={write.isPending} data-testid="notify-save">
            {t('adminMails.notify.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function SandboxPushes() {
  const { t } = useTranslation();
  const lang = useLang();
  const pushes = useQuery(adminGetQuery(['notify', 'line-sandbox'], 'notify/line-sandbox', SandboxPushesSchema)).data?.data ?? [];
  return (
    <Card withBorder data-testid="line-sandbox-pushes">
      <Title order={2} size="h4" mb="xs">
        {t('adminMails.notify.pushes')}
      </Title>
      {pushes.length === 0 ? <Text size="sm">{t('adminMails.notify.noPushes')}</Text> : null}
      <Stack gap="xs">
        {pushes.slice(0, 20).map((p) => (
          <div key={p.id}>
            <Text size="xs" c="dimmed">
              {formatDate(p.at, lang, true)} → {p.to}
            </Text>
            <Code block style={{ whiteSpace: 'pre-wrap' }}>
              {p.text}
            </Code>
          </div>
        ))}
      </Stack>
    </Card>
  );
}
