// One provider's stored credentials: its public key, and its secret write-only. The page says
// whether a secret is set, and when production would refuse it (a sandbox, demo or test value; in test
// mode, a live key). Test mode moves the provider to its test environment (administrators only).
import { Alert, Badge, Button, Group, PasswordInput, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { AdminProviderCredentials } from '@rian/contracts/admin/payment-settings';
import { notifyDone, notifyFailed } from '../../../components/admin/notify.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { useSaveProvider } from '../api/payment-settings-api.ts';
import '../i18n.ts';

export function ProviderForm({ provider: p }: { provider: AdminProviderCredentials }) {
  const { t } = useTranslation();
  const lang = useLang();
  const save = useSaveProvider();
  const form = useForm({ initialValues: { public_value: p.public_value ?? '', secret: '', test_mode: p.test_mode } });
  const name = t(`adminSettings.payments.providers.${p.provider}`);
  const submit = form.onSubmit((values) =>
    save.mutate(
      {
        provider: p.provider,
        body: values.secret ? values : { public_value: values.public_value, test_mode: values.test_mode },
      },
      {
        onSuccess: () => {
          form.setInitialValues({ public_value: values.public_value, secret: '', test_mode: values.test_mode });
          form.reset();
          notifyDone(t('admin.form.saved'));
        },
        onError: (e) => notifyFailed(t, lang, e),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate data-testid={`provider-${p.provider}`}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3} size="h5">
            {name}{' '}
            {p.test_mode ? (
              <Badge color="red.9" variant="outline" data-testid={`provider-test-${p.provider}`}>
                {t('adminSettings.payments.testBadge')}
              </Badge>
            ) : null}
          </Title>
          <Badge color={p.secret_set ? 'teal' : 'gray'} variant="light" data-testid={`provider-secret-${p.provider}`}>
            {p.secret_set ? t('adminSettings.social.secretSet') : t('adminSettings.social.secretNotSet')}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={`${name}: ${p.public_key}`} {...form.getInputProps('public_value')} />
          <PasswordInput
            label={`${name}: ${p.secret_key}`}
            description={t('adminSettings.social.secretHint')}
            autoComplete="new-password"
            placeholder={p.secret_set ? '••••••••' : ''}
            {...form.getInputProps('secret')}
          />
        </SimpleGrid>
        <Switch
          label={t('adminSettings.payments.testMode')}
          description={t('adminSettings.payments.testModeHint')}
          data-testid={`provider-test-mode-${p.provider}`}
          {...form.getInputProps('test_mode', { type: 'checkbox' })}
        />
        {p.secret_problem ? (
          <Alert color="orange" variant="light" data-testid={`provider-problem-${p.provider}`}>
            {t(p.test_mode ? 'adminSettings.payments.testModeRefused' : 'adminSettings.payments.refused')}
          </Alert>
        ) : null}
        {p.env_only.length ? (
          <Text size="xs" c="dimmed">
            {t('adminSettings.payments.envOnly', { keys: p.env_only.join(', ') })}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" size="xs" variant="light" loading={save.isPending} disabled={!form.isDirty()}>
            {t('adminSettings.payments.saveKeys', { provider: name })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
