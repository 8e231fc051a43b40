// /admin/payment-settings: every payment method of the domain's table (its name, its mark, on or
// off) and each provider's credentials (payments.md): the public key shown, the secret write-only
// ("set" / "not set"; a typed value replaces it, an empty field keeps it).
import { Badge, Fieldset, Group, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paymentMethod } from '@rian/domain/payment-methods';
import type { AdminPaymentSettings } from '@rian/contracts/admin/payment-settings';
import { notifyDone, notifyFailed } from '../../../components/admin/notify.ts';
import { PaymentMethodLogo } from '../../../components/PaymentMethodLogo.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { useLang } from '../../../lib/use-lang.ts';
import { paymentSettingsQuery, useOrderMethods, useSwitchMethod } from '../api/payment-settings-api.ts';
import { MoveArrows } from '../../../components/admin/MoveArrows.tsx';
import '../i18n.ts';
import { ProviderForm } from './ProviderForm.tsx';

export function PaymentSettingsPage() {
  const { t } = useTranslation();
  const settings = useQuery(paymentSettingsQuery());
  return (
    <QueryView query={settings} loading={t('admin.table.loading')}>
      {({ data }) => (
        <Stack>
          <Stack gap={4}>
            <Title order={1}>{t('adminSettings.payments.title')}</Title>
            <Text c="dimmed">{t('adminSettings.payments.lead')}</Text>
          </Stack>
          <MethodTable methods={data.methods} />
          <Fieldset legend={t('adminSettings.payments.credentials')}>
            <Stack gap="lg">
              {data.providers.map((p) => (
                <ProviderForm key={p.provider} provider={p} />
              ))}
            </Stack>
          </Fieldset>
        </Stack>
      )}
    </QueryView>
  );
}

function MethodTable({ methods }: { methods: AdminPaymentSettings['methods'] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const toggle = useSwitchMethod();
  const order = useOrderMethods();
  const done = { onSuccess: () => notifyDone(t('admin.form.saved')), onError: (err: unknown) => notifyFailed(t, lang, err) };
  /** The checkout's order with the method at `index` moved by one place. */
  const move = (index: number, by: -1 | 1) => {
    const ids = methods.map((m) => m.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    order.mutate(ids, done);
  };
  return (
    <Fieldset legend={t('adminSettings.payments.methods')}>
      <Text size="sm" c="dimmed" mb="xs">
        {t('adminSettings.payments.orderHint')}
      </Text>
      <Table.ScrollContainer minWidth={420}>
        <Table striped data-testid="method-table">
          <Table.Tbody>
            {methods.map((m, index) => {
              const name = t(`paymentStep.methods.${paymentMethod(m.id)?.textKey ?? 'm1'}` as 'paymentStep.methods.m1');
              return (
                <Table.Tr key={m.id} data-testid={`method-${m.id}`}>
                  <Table.Td w={90}>
                    <MoveArrows
                      upLabel={t('adminSettings.payments.moveUp', { name })}
                      downLabel={t('adminSettings.payments.moveDown', { name })}
                      up={index > 0}
                      down={index < methods.length - 1}
                      busy={order.isPending}
                      onMove={(by) => move(index, by)}
                    />
                  </Table.Td>
                  <Table.Td w={40}>
                    <PaymentMethodLogo methodId={m.id} />
                  </Table.Td>
                  <Table.Td>{name}</Table.Td>
                  <Table.Td>
                    {m.provider ? (
                      <Badge variant="light" color="gray">
                        {t(`adminSettings.payments.providers.${m.provider}`)}
                      </Badge>
                    ) : null}{' '}
                    {m.test_mode ? (
                      <Badge variant="outline" color="red.9" data-testid={`method-test-${m.id}`}>
                        {t('adminSettings.payments.testBadge')}
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Group justify="flex-end">
                      <Switch
                        aria-label={`${t('adminSettings.payments.enabled')}: ${name}`}
                        checked={m.enabled}
                        disabled={toggle.isPending}
                        onChange={(e) => toggle.mutate({ id: m.id, body: { enabled: e.currentTarget.checked } }, done)}
                      />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Fieldset>
  );
}
