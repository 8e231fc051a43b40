import '../i18n.ts';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import './checkout-widgets.css';
import { Modal } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/QueryView.tsx';
import { studentQuery } from '../../../lib/student-api.ts';
import { TaxInvoiceForm } from '../../../components/tax-invoice/TaxInvoiceForm.tsx';
import { useSiteSettings } from '../../../lib/use-site-settings.ts';

/**
 * spec §2 tax-invoice modal: "asks for tax invoice data; its title says withholding tax requires a
 * juristic-person account. Person type cannot be changed there (normal person disabled)". §4 "Tax
 * modal: validate, save, close". The account's own TaxInvoiceForm, fixed to a juristic person and
 * saved with is_require_tax_invoice 1 through PUT /private/myaccount/students/tax.
 */
export function TaxInvoiceModal({ opened, onClose, onSaved }: { opened: boolean; onClose(): void; onSaved?(): void }) {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const student = useQuery({ ...studentQuery(), enabled: opened });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('taxModal.title')}
      size="lg"
      classNames={{ title: 'checkout-modal__title' }}
      closeButtonProps={{ 'aria-label': t('account.close') }}
      data-testid="tax-invoice-modal"
    >
      {/* React hands a submit on to the components around this modal, portal or not: the checkout
          form that holds the withholding control must never take this form's submit for its own. */}
      <div onSubmit={(e) => e.stopPropagation()}>
        <p className="hint">{t('taxModal.lead')}</p>
        <QueryView query={student} loading={t('taxModal.loading')}>
          {(stored) => (
            // Mantine unmounts a closed modal's content: each opening starts from the stored account.
            <TaxInvoiceForm
              student={stored}
              certificateRequired={settings?.tax_company_certificate_required === 1}
              lock={{ type: 'juristic_person', hint: t('taxModal.lockedHint') }}
              requireTaxInvoice
              onSaved={() => {
                onSaved?.();
                onClose();
              }}
            />
          )}
        </QueryView>
      </div>
    </Modal>
  );
}
