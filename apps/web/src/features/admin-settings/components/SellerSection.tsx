// "ข้อมูลผู้ขายสำหรับใบกำกับภาษี": the academy as the seller on receipts and full tax invoices (Revenue
// Code s.86/4: name, address, tax id, head office or branch), whether it is VAT registered and the rate.
import { Fieldset, NumberInput, SimpleGrid, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { useSettingsFields, type SettingsForm } from './SettingsSections.tsx';

export function SellerSection({ form }: { form: SettingsForm }) {
  const { t, input, f } = useSettingsFields(form);
  return (
    <Fieldset legend={t('adminSettings.sections.seller')} data-testid="seller-section">
      <Text size="sm" c="dimmed" mb="sm">
        {f('seller_hint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={f('seller_legal_name')} {...input('seller_legal_name')} />
        <TextInput label={f('seller_tax_id')} inputMode="numeric" maxLength={13} {...input('seller_tax_id')} />
        <TextInput label={f('seller_branch')} inputMode="numeric" maxLength={5} {...input('seller_branch')} />
        <NumberInput label={f('vat_rate_percent')} min={0} max={30} decimalScale={2} {...input('vat_rate_percent')} />
      </SimpleGrid>
      <Textarea mt="sm" label={f('seller_address')} autosize minRows={2} {...input('seller_address')} />
      <Switch
        mt="sm"
        label={f('seller_vat_registered')}
        data-testid="seller-vat-registered"
        {...form.getInputProps('seller_vat_registered', { type: 'checkbox' })}
      />
    </Fieldset>
  );
}
