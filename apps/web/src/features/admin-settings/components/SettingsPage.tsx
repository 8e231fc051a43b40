// /admin/settings: the site's settings in sections, validated by the same contract as the server,
// saved as one PATCH; the storefront shows a saved change at once (the server drops its memo).
import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SettingsPatchSchema, type AdminSettings } from '@rian/contracts/admin/settings';
import { EditorFormFrame } from '../../../components/admin/EditorFrame.tsx';
import { useEditorForm } from '../../../components/admin/useEditorForm.ts';
import { QueryView } from '../../../components/QueryView.tsx';
import { settingsQuery, useUpdateSettings } from '../api/settings-admin-api.ts';
import '../i18n.ts';
import { formValues, toFormErrors, toPatch } from './settings-form-values.ts';
import { ContactSection, FlagsSection, GeneralSection, LimitsSection, RegistrationSection } from './SettingsSections.tsx';
import { SellerSection } from './SellerSection.tsx';
import { SocialSection } from './SocialSection.tsx';

export function SettingsPage() {
  const { t } = useTranslation();
  const settings = useQuery(settingsQuery());
  return (
    <QueryView query={settings} loading={t('admin.table.loading')}>
      {(one) => <EditSettings settings={one.data} />}
    </QueryView>
  );
}

function EditSettings({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslation();
  const update = useUpdateSettings();
  const editor = useEditorForm({
    stored: settings,
    values: formValues,
    toPatch,
    patchSchema: SettingsPatchSchema,
    update,
    formErrors: toFormErrors,
    saved: { title: t('adminSettings.saved'), lead: t('adminSettings.savedLead') },
  });
  const form = editor.form;
  return (
    <Stack>
      <Stack gap={4}>
        <Title order={1}>{t('adminSettings.title')}</Title>
        <Text c="dimmed">{t('adminSettings.lead')}</Text>
      </Stack>
      <EditorFormFrame editor={editor} testId="settings-form" saveTestId="save-settings" saveLabel={t('adminSettings.save')}>
        <Stack>
          <GeneralSection form={form} />
          <FlagsSection form={form} />
          <RegistrationSection form={form} />
          <ContactSection form={form} />
          <SocialSection form={form} stored={settings.social_login} />
          <SellerSection form={form} />
          <LimitsSection form={form} />
        </Stack>
      </EditorFormFrame>
    </Stack>
  );
}
