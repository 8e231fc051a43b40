// The settings form's sections (spec §2 layout and flags, §3 contact form fields, §9 limits): general,
// storefront display, registration fields, contact details, limits and analytics.
import {
  Checkbox,
  Fieldset,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { COURSE_LAYOUTS } from '@rian/domain/layout';
import { CONTACT_FIELDS } from '@rian/domain/registration';
import { AUTO_CANCEL_HOURS } from '@rian/contracts/admin/settings';
import { FLAGS, type SettingsFormValues } from './settings-form-values.ts';
import { useFieldInput } from '../../../components/admin/use-field-input.ts';
import { settingsError } from './settings-field.ts';
import { TableHead } from '../../../components/admin/TableHead.tsx';

export type SettingsForm = UseFormReturnType<SettingsFormValues>;

/** What a section of the settings form names its inputs with: their props and their labels. */
export function useSettingsFields(form: SettingsForm) {
  const { t } = useTranslation();
  const input = useFieldInput(form, { errorText: settingsError });
  const f = (k: string) => t(`adminSettings.field.${k}` as 'adminSettings.field.title');
  return { t, input, f };
}

export function GeneralSection({ form }: { form: SettingsForm }) {
  const { t, input, f } = useSettingsFields(form);
  return (
    <Fieldset legend={t('adminSettings.sections.general')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={f('title')} required {...input('title')} />
        <TextInput label={f('title_en')} {...input('title_en')} />
        <TextInput label={f('logo_url')} {...input('logo_url')} />
        <TextInput label={f('favicon_url')} {...input('favicon_url')} />
        <Select
          label={f('course_layout')}
          data={COURSE_LAYOUTS.map((v) => ({ value: v, label: f(`layout_${v}`) }))}
          allowDeselect={false}
          {...input('course_layout')}
        />
        <TextInput label={f('keywords')} {...input('keywords')} />
      </SimpleGrid>
      <Textarea mt="sm" label={f('description')} autosize minRows={2} {...input('description')} />
    </Fieldset>
  );
}

export function FlagsSection({ form }: { form: SettingsForm }) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('adminSettings.sections.flags')}>
      <Stack gap="sm">
        {FLAGS.map((flag) => (
          <Switch
            key={flag}
            label={t(`adminSettings.flags.${flag}`)}
            data-testid={`flag-${flag}`}
            {...form.getInputProps(`flags.${flag}`, { type: 'checkbox' })}
          />
        ))}
      </Stack>
    </Fieldset>
  );
}

export function RegistrationSection({ form }: { form: SettingsForm }) {
  const { t } = useTranslation();
  const r = (k: string) => t(`adminSettings.registration.${k}` as 'adminSettings.registration.field');
  return (
    <Fieldset legend={t('adminSettings.sections.registration')}>
      <Table striped withTableBorder data-testid="registration-fields">
        <TableHead labels={[r('field'), r('enable'), r('require')]} />
        <Table.Tbody>
          {CONTACT_FIELDS.map((field) => {
            const always = field === 'email';
            return (
              <Table.Tr key={field}>
                <Table.Td>{r(field)}</Table.Td>
                <Table.Td>
                  <Checkbox
                    aria-label={`${r('enable')}: ${r(field)}`}
                    disabled={always}
                    {...form.getInputProps(`contact_fields.${field}.enable`, { type: 'checkbox' })}
                    {...(always ? { checked: true } : {})}
                  />
                </Table.Td>
                <Table.Td>
                  <Checkbox
                    aria-label={`${r('require')}: ${r(field)}`}
                    disabled={always || !form.values.contact_fields[field].enable}
                    {...form.getInputProps(`contact_fields.${field}.require`, { type: 'checkbox' })}
                    {...(always ? { checked: true } : {})}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Text size="sm" c="dimmed" mt="xs">
        {r('emailAlways')}
      </Text>
    </Fieldset>
  );
}

export function ContactSection({ form }: { form: SettingsForm }) {
  const { t, input, f } = useSettingsFields(form);
  return (
    <Fieldset legend={t('adminSettings.sections.contact')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput type="email" label={f('contact_email')} {...input('contact_email')} />
        <TextInput type="tel" label={f('contact_tel')} {...input('contact_tel')} />
      </SimpleGrid>
      <Textarea mt="sm" label={f('address')} autosize minRows={2} {...input('address')} />
    </Fieldset>
  );
}

export function LimitsSection({ form }: { form: SettingsForm }) {
  const { t, input, f } = useSettingsFields(form);
  return (
    <>
      <Fieldset legend={t('adminSettings.sections.limits')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={f('auto_cancel')}
            min={AUTO_CANCEL_HOURS.min}
            max={AUTO_CANCEL_HOURS.max}
            allowDecimal={false}
            required
            {...input('auto_cancel')}
          />
          <NumberInput label={f('storage_quota_gb')} min={0} decimalScale={2} {...input('storage_quota_gb')} />
          <NumberInput label={f('user_limit')} min={0} allowDecimal={false} {...input('user_limit')} />
          <NumberInput label={f('daily_user_limit')} min={0} allowDecimal={false} {...input('daily_user_limit')} />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('adminSettings.sections.analytics')}>
        <TextInput label={f('ga4_measurement_id')} description={f('ga4_hint')} maw={360} {...input('ga4_measurement_id')} />
      </Fieldset>
    </>
  );
}
