// The academy's bank accounts (spec §2 bank account, §3 bank transfer): a list in the order the payment
// step shows them, a dialog to add or edit one with its PromptPay QR previewed live, delete after a
// confirmation (refused once a transfer report names the account).
import { Select, TextInput, NumberInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { THAI_BANKS, findBank } from '@rian/domain/banks';
import { BankAccountCreateSchema, BankAccountPageSchema, type AdminBankAccount } from '@rian/contracts/admin/bank-accounts';
import { sortColumn } from '../../../components/admin/columns.ts';
import type { Column } from '../../../components/admin/DataTable.tsx';
import { DialogForm } from '../../../components/admin/DialogForm.tsx';
import { ResourceListPage } from '../../../components/admin/ResourceListPage.tsx';
import { UploadUrlField } from '../../../components/admin/UploadUrlField.tsx';
import { useResourceForm } from '../../../components/admin/use-resource-form.ts';
import { zodIssues } from '../../../components/admin/zod-issues.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { useSaveBankAccount } from '../api/bank-accounts-api.ts';
import { PromptPayPreview } from './PromptPayPreview.tsx';
import '../i18n.ts';

export function BankAccountList() {
  const { t } = useTranslation();
  const col = (key: string) => t(`adminBankAccounts.col.${key}` as 'adminBankAccounts.col.bank');
  const columns: Column<AdminBankAccount>[] = [
    { key: 'bank', label: col('bank'), sort: 'bank', render: (a) => a.bank_name },
    { key: 'account_name', label: col('account_name'), sort: 'account_name', render: (a) => a.account_name },
    { key: 'account_id', label: col('account_id'), render: (a) => a.account_id },
    { key: 'promptpay', label: col('promptpay'), render: (a) => a.promptpay_id ?? '-' },
    { key: 'in_use', label: col('in_use'), render: (a) => (a.in_use ? t('adminBankAccounts.inUse') : '-') },
    sortColumn(col('sort')),
  ];
  return (
    <ResourceListPage
      texts={t('adminBankAccounts', { returnObjects: true })}
      testName="bank-account"
      resource="bank-accounts"
      schema={BankAccountPageSchema}
      columns={columns}
      edit={{ name: (a) => `${a.bank_name} ${a.account_id}` }}
      form={(account, dialog) => <BankAccountForm account={account} onDone={dialog.close} />}
    />
  );
}

type AccountValues = {
  bank: string;
  bank_name: string;
  account_name: string;
  account_id: string;
  branch: string;
  promptpay_id: string;
  prompt_pay_image: string;
  sort: number | '';
};

const valuesOf = (a: AdminBankAccount | null): AccountValues => ({
  bank: a?.bank ?? '',
  bank_name: a?.bank_name ?? '',
  account_name: a?.account_name ?? '',
  account_id: a?.account_id ?? '',
  branch: a?.branch ?? '',
  promptpay_id: a?.promptpay_id ?? '',
  prompt_pay_image: a?.prompt_pay_image ?? '',
  sort: a?.sort ?? '',
});

const toBody = (v: AccountValues) => ({
  bank: v.bank,
  bank_name: v.bank_name,
  account_name: v.account_name,
  account_id: v.account_id,
  branch: v.branch,
  promptpay_id: v.promptpay_id,
  prompt_pay_image: v.prompt_pay_image === '' ? null : v.prompt_pay_image,
  ...(v.sort === '' ? {} : { sort: v.sort }),
});

function BankAccountForm({ account, onDone }: { account: AdminBankAccount | null; onDone: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { form, input, submit, saving } = useResourceForm({
    initialValues: valuesOf(account),
    validate: (v) => zodIssues(BankAccountCreateSchema, toBody(v)),
    save: useSaveBankAccount(),
    vars: (values) => ({ id: account?.id ?? null, body: toBody(values) }),
    onDone,
    testIdPrefix: 'bank-account',
  });
  const f = (key: string) => t(`adminBankAccounts.field.${key}` as 'adminBankAccounts.field.bank');
  const banks = THAI_BANKS.map((b) => ({ value: b.code, label: lang === 'th' ? b.name_th : b.name_en }));
  const bankInput = input('bank');
  const pickBank = (code: string | null) => {
    bankInput.onChange(code ?? '');
    // The bank's Thai name is what the payment step shows; it may still be edited.
    const bank = findBank(code);
    if (bank) form.setFieldValue('bank_name', bank.name_th);
  };
  return (
    <DialogForm onSubmit={submit} onCancel={onDone} saving={saving} submitTestId="save-bank-account">
      <Select label={f('bank')} required data={banks} searchable allowDeselect={false} {...bankInput} onChange={pickBank} />
      <TextInput label={f('bank_name')} required {...input('bank_name')} />
      <TextInput label={f('account_name')} required {...input('account_name')} />
      <TextInput
        label={f('account_id')}
        required
        inputMode="numeric"
        description={f('account_id_hint')}
        {...input('account_id')}
      />
      <TextInput label={f('branch')} {...input('branch')} />
      <div className="promptpay-field">
        <TextInput label={f('promptpay_id')} description={f('promptpay_hint')} inputMode="numeric" {...input('promptpay_id')} />
        <PromptPayPreview id={form.values.promptpay_id} />
      </div>
      <UploadUrlField label={f('prompt_pay_image')} type="image" {...input('prompt_pay_image')} />
      <NumberInput label={f('sort')} min={0} allowDecimal={false} {...input('sort')} />
    </DialogForm>
  );
}
