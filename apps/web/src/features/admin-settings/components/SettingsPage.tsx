// /admin/settings: the site's settings in sections, validated by the same contract as the server,
// saved as one PATCH; the storefront shows a saved change at once (the server drops its memo).
import { useEffect } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useForm, schemaResolver } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SettingsPatchSchema, type AdminSettings } from '@rian/contracts/admin/settings';
import { useLang } from '../../../lib/use-lang.ts';
import { errorText } from '../../../lib/error-text.ts';
import { serverFieldErrors } from '../../../components/admin/form-errors.ts';
import { notifyDone, notifyFailed, notifyInvalid } from '../../../components/admin/notify.ts';
import { UnsavedGuard } from '../../../components/admin/UnsavedGuard.tsx';
import { ErrorNotice } from '../../../components/ErrorNotice.tsx';
import { LoadingNotice } from '../../../components/LoadingNotice.tsx';
import { settingsQuery, useUpdateSettings } from '../api/settings-admin-api.ts';
import '../i18n.ts';
import { formValues, toFormErrors, toPatch, type SettingsFormValues } from './settings-form-values.ts';
import { ContactSection, FlagsSection, GeneralSection, LimitsSection, RegistrationSection } from './SettingsSections.tsx';
import { SocialSection } from './SocialSection.tsx';

export function SettingsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const settings = useQuery(settingsQuery());
  if (settings.isPending) return <LoadingNotice>{t('admin.table.loading')}</LoadingNotice>;
  if (settings.isError) {
    return (
      <ErrorNotice
        message={errorText(settings.error, lang)}
        retryLabel={t('app.retry')}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  return <EditSettings settings={settings.data.data} />;
}

const validatePatch = schemaResolver(SettingsPatchSchema, { sync: true });

function EditSettings({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslation();
  const lang = useLang();
  const update = useUpdateSettings();
  const form = useForm<SettingsFormValues>({
    initialValues: formValues(settings),
    validate: (v) => toFormErrors(validatePatch(toPatch(v))),
  });
  useEffect(() => {
    form.setInitialValues(formValues(settings));
    form.reset();
    // The form follows the stored settings each time a save brings them back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settings]);

  const save = form.onSubmit(
    (values) =>
      update.mutate(toPatch(values), {
        onSuccess: () => notifyDone(t('adminSettings.saved'), t('adminSettings.savedLead')),
        onError: (e) => {
          form.setErrors(toFormErrors(serverFieldErrors(e, lang)));
          notifyFailed(t, lang, e);
        },
      }),
    () => notifyInvalid(t),
  );

  return (
    <Stack>
      <Stack gap={4}>
        <Title order={1}>{t('adminSettings.title')}</Title>
        <Text c="dimmed">{t('adminSettings.lead')}</Text>
      </Stack>
      <form onSubmit={save} noValidate data-testid="settings-form">
        <Stack>
          <GeneralSection form={form} />
          <FlagsSection form={form} />
          <RegistrationSection form={form} />
          <ContactSection form={form} />
          <SocialSection form={form} stored={settings.social_login} />
          <LimitsSection form={form} />
        </Stack>
        <Group justify="flex-end" mt="md" className="admin-form__actions">
          <Button type="submit" loading={update.isPending} data-testid="save-settings">
            {t('adminSettings.save')}
          </Button>
        </Group>
      </form>
      <UnsavedGuard dirty={form.isDirty() && !update.isPending} />
    </Stack>
  );
}
