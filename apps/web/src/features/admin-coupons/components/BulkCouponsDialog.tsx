// Codes made in bulk for a campaign: a prefix, how many (up to 1,000), the campaign's name and the
// terms every code shares, checked by the same contract as the server. Once made, the dialog offers
// the campaign's CSV for download.
import { useState } from 'react';
import { Alert, Button, Group, Modal, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CouponBulkSchema, type CouponBulk } from '@rian/contracts/admin/coupons';
import { DialogForm } from '../../../components/admin/DialogForm.tsx';
import { campaignCsvUrl, useBulkCoupons } from '../api/coupons-admin-api.ts';
import { couponBody, EMPTY_COUPON, type CouponFormValues } from './coupon-form-values.ts';
import { CouponTermsFields } from './CouponTermsFields.tsx';
import { useCouponForm } from './use-coupon-form.ts';
import '../i18n.ts';

type BulkValues = CouponFormValues & { prefix: string; count: number | ''; campaign: string };

function bulkBody(v: BulkValues): CouponBulk {
  const { code: _code, ...terms } = couponBody(v);
  return { ...terms, prefix: v.prefix, count: v.count === '' ? 0 : v.count, campaign: v.campaign };
}

export function BulkCouponsButton() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [made, setMade] = useState<{ campaign: string; created: number } | null>(null);
  const close = () => {
    setOpened(false);
    setMade(null);
  };
  return (
    <>
      <Button variant="light" onClick={() => setOpened(true)} data-testid="bulk-coupons">
        {t('adminCoupons.bulk.open')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('adminCoupons.bulk.title')} size="lg" centered>
        {made ? <BulkDone made={made} onClose={close} /> : <BulkForm onCancel={close} onMade={setMade} />}
      </Modal>
    </>
  );
}

function BulkForm({ onCancel, onMade }: { onCancel: () => void; onMade: (made: { campaign: string; created: number }) => void }) {
  const { t } = useTranslation();
  const b = (key: string) => t(`adminCoupons.bulk.${key}` as 'adminCoupons.bulk.prefix');
  const initialValues: BulkValues = { ...EMPTY_COUPON, prefix: '', count: 100, campaign: '' };
  const bulk = useBulkCoupons();
  const { form, input, submit, saving } = useCouponForm(initialValues, CouponBulkSchema, bulkBody, bulk, 'bulk', (answer) =>
    onMade(answer.data),
  );
  return (
    <DialogForm onSubmit={submit} onCancel={onCancel} saving={saving} submitLabel={b('submit')} submitTestId="bulk-submit">
      <Text size="sm" c="dimmed">
        {b('lead')}
      </Text>
      <TextInput label={b('campaign')} required data-autofocus {...input('campaign')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={b('prefix')} description={b('prefixHint')} {...input('prefix')} />
        <NumberInput label={b('count')} min={1} max={1000} allowDecimal={false} required {...input('count')} />
      </SimpleGrid>
      <CouponTermsFields values={form.values} input={input} onActive={(v) => form.setFieldValue('is_active', v)} />
    </DialogForm>
  );
}

function BulkDone({ made, onClose }: { made: { campaign: string; created: number }; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Alert color="teal" data-testid="bulk-done">
        {t('adminCoupons.bulk.done', { count: made.created })} · {made.campaign}
      </Alert>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('adminCoupons.bulk.close')}
        </Button>
        <Button component="a" href={campaignCsvUrl(made.campaign)} download data-testid="bulk-download">
          {t('adminCoupons.bulk.download')}
        </Button>
      </Group>
    </Stack>
  );
}
