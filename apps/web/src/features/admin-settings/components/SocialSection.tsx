// Social log-in keys (LINE, Google, Facebook): the client id is shown, the secret is write-only. The
// page says whether one is set; a typed value replaces it and an empty field keeps it.
import { Badge, Fieldset, Group, PasswordInput, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { SOCIAL_PROVIDERS } from '@rian/contracts/session';
import type { SocialLoginView } from '@rian/contracts/admin/settings';
import { useSettingsFields, type SettingsForm } from './SettingsSections.tsx';

export function SocialSection({ form, stored }: { form: SettingsForm; stored: SocialLoginView }) {
  const { t, input } = useSettingsFields(form);
  return (
    <Fieldset legend={t('adminSettings.sections.social')}>
      <Stack gap="lg">
        {SOCIAL_PROVIDERS.map((p) => {
          const provider = t(`adminSettings.social.${p}`);
          const set = stored[p].secret_set;
          return (
            <Stack key={p} gap="xs" data-testid={`social-${p}`}>
              <Group justify="space-between">
                <Switch
                  label={t('adminSettings.social.enabled', { provider })}
                  data-testid={`field-social_login.${p}.enabled`}
                  {...form.getInputProps(`social_login.${p}.enabled`, { type: 'checkbox' })}
                />
                <Badge color={set ? 'teal' : 'gray'} variant="light" data-testid={`secret-state-${p}`} data-set={set}>
                  {set ? t('adminSettings.social.secretSet') : t('adminSettings.social.secretNotSet')}
                </Badge>
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label={t('adminSettings.social.client_id', { provider })} {...input(`social_login.${p}.client_id`)} />
                <PasswordInput
                  label={t('adminSettings.social.client_secret', { provider })}
                  description={t('adminSettings.social.secretHint')}
                  autoComplete="new-password"
                  placeholder={set ? '••••••••' : ''}
                  {...input(`social_login.${p}.client_secret`)}
                />
              </SimpleGrid>
            </Stack>
          );
        })}
      </Stack>
    </Fieldset>
  );
}
