import '../i18n.ts';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Chip.css';
import './registration.css';
import { useEffect, useEffectEvent, useMemo, useRef, type ReactNode, type RefObject } from 'react';
import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@rian/contracts/session';
import type { CustomLabel, Lang, PublicSiteSettings } from '@rian/contracts/site';
import type { WithholdingProfile } from '@rian/domain/withholding';
import { ErrorNotice } from '../../../components/ErrorNotice.tsx';
import { LoadingNotice } from '../../../components/LoadingNotice.tsx';
import { useLang } from '../../../lib/use-lang.ts';
import { openAuthModal } from '../../../lib/auth-modals.ts';
import { useSiteSettings } from '../../../lib/use-site-settings.ts';
import { customLabelsQuery, userGroupsQuery } from '../api/registration.ts';
import { useRegistrationForm } from '../hooks/use-registration-form.ts';
import { useRegistrationSubmit, type RegistrationFailure } from '../hooks/use-registration-submit.ts';
import {
  contactSwitches,
  initialFormValues,
  sortCustomLabels,
  withholdingProfileOf,
  type RegistrationFormContext,
} from '../registration-form.ts';
import { ContactFields } from './ContactFields.tsx';
import { CustomLabelFields } from './CustomLabelFields.tsx';
import { MemberLoginFields } from './MemberLoginFields.tsx';
import { RegistrationSuccess } from './RegistrationSuccess.tsx';
import { TaxInvoiceFields } from './TaxInvoiceFields.tsx';

export interface RegistrationFormProps {
  /** spec §2, §5: layout four's form, where the visitor chooses the username and password. */
  layoutFour: boolean;
  /** Called once the student is registered and signed in. */
  onRegistered?: (user: SessionUser) => void;
  /**
   * Shows the log-in form instead, offered when the e-mail is already registered (spec §8
   * DUPLICATE_EMAIL). Without it the log-in modal opens.
   */
  onShowLogin?: () => void;
  /** The submit button's text, e.g. the checkout's "register and order" (default: register). */
  submitLabel?: string;
  /** Keeps the submit button disabled, e.g. while the checkout it belongs to is loading. */
  submitDisabled?: boolean;
  /** Id of a text that explains the submit (the checkout's notices). */
  submitDescribedBy?: string;
  /**
   * Told the tax profile the form would register, whenever it changes (the checkout's withholding
   * offer to a visitor, spec §5); told "no tax invoice" when the form goes.
   */
  onTaxProfile?: (profile: WithholdingProfile) => void;
  /** Shown after the tax invoice fields, e.g. the checkout's withholding choice for the visitor. */
  afterTaxInvoice?: ReactNode;
}

/**
 * The registration form of the course page (spec §2 layout four, and the log-in modal's register
 * toggle): the site's contact fields, its custom labelled fields, the layout-four username and
 * password and the tax invoice option. Submitting registers the visitor and signs them in.
 */
export function RegistrationForm(props: RegistrationFormProps) {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const labels = useQuery(customLabelsQuery());
  const groupsOn = settings?.contact_fields.studentGroupKpi?.enable === true;
  const groups = useQuery({ ...userGroupsQuery(), enabled: groupsOn });

  if (labels.isError || groups.isError) {
    return (
      <ErrorNotice
        message={t('app.loadError')}
        retryLabel={t('app.retry')}
        onRetry={() => void Promise.all([labels.refetch(), groupsOn ? groups.refetch() : null])}
      />
    );
  }
  if (!settings || !labels.data || (groupsOn && !groups.data)) {
    return <LoadingNotice testId="registration-loading">{t('app.registrationLoading')}</LoadingNotice>;
  }
  return (
    <RegistrationFormBody
      {...props}
      settings={settings}
      customLabels={labels.data.data}
      groups={groupsOn ? (groups.data?.data ?? []) : []}
    />
  );
}

interface BodyProps extends RegistrationFormProps {
  settings: PublicSiteSettings;
  customLabels: readonly CustomLabel[];
  groups: readonly { id: number; name: string; is_default: number }[];
}

function RegistrationFormBody({
  layoutFour,
  onRegistered,
  onShowLogin,
  submitLabel,
  submitDisabled = false,
  submitDescribedBy,
  onTaxProfile,
  afterTaxInvoice,
  settings,
  customLabels,
  groups,
}: BodyProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  const ctx = useMemo<RegistrationFormContext>(
    () => ({
      switches: contactSwitches(settings.contact_fields),
      userGroupIds: groups.map((g) => g.id),
      customLabels: sortCustomLabels(customLabels),
      layoutFour,
      taxCompanyCertificateRequired: settings.tax_company_certificate_required === 1,
    }),
    [settings, groups, customLabels, layoutFour],
  );
  const form = useRegistrationForm(
    () => initialFormValues(ctx.customLabels, groups.find((g) => g.is_default === 1)?.id ?? null),
    ctx,
  );
  const submit = useRegistrationSubmit({ form, ctx, submitDisabled, onRegistered, formRef, alertRef });
  const { registered, failure, uploading, invalidCount } = submit;
  useReportTaxProfile(withholdingProfileOf(form.values, ctx), onTaxProfile);

  if (registered) return <RegistrationSuccess user={registered.user} email={registered.email} mailed={!layoutFour} />;

  const props = { form, ctx, lang, onUploadBusy: submit.onUploadBusy };
  return (
    <form ref={formRef} className="reg-form panel" noValidate onSubmit={submit.onSubmit} data-testid="registration-form">
      <p className="reg-required-note">{t('registration.requiredNote')}</p>
      <ContactFields {...props} groups={groups} />
      <CustomLabelFields {...props} />
      {layoutFour ? <MemberLoginFields {...props} /> : null}
      <TaxInvoiceFields {...props} />
      {afterTaxInvoice}
      <div className="reg-submit">
        {invalidCount > 0 && form.issueCount > 0 ? (
          <p className="reg-summary" role="alert" data-testid="registration-invalid">
            {t('registration.invalidSummary', { count: invalidCount })}
          </p>
        ) : null}
        {failure ? <FailureAlert failure={failure} lang={lang} alertRef={alertRef} onShowLogin={onShowLogin} /> : null}
        <Button
          type="submit"
          size="md"
          fullWidth
          loading={submit.pending}
          disabled={uploading || submitDisabled}
          aria-describedby={
            [uploading ? 'registration-wait-upload' : null, submitDescribedBy ?? null].filter(Boolean).join(' ') || undefined
          }
          data-testid="registration-submit"
        >
          {submitLabel ?? t('registration.submit')}
        </Button>
        {uploading ? (
          <p id="registration-wait-upload" className="hint">
            {t('registration.waitUpload')}
          </p>
        ) : null}
      </div>
    </form>
  );
}

/** Tells `onTaxProfile` the form's tax profile when it changes, and "no tax invoice" when the form goes. */
function useReportTaxProfile(profile: WithholdingProfile, onTaxProfile: ((p: WithholdingProfile) => void) | undefined) {
  const { tax_person_type: type, is_require_tax_invoice: complete } = profile;
  const report = useEffectEvent((p: WithholdingProfile) => onTaxProfile?.(p));
  useEffect(() => {
    report({ tax_person_type: type, is_require_tax_invoice: complete });
  }, [type, complete]);
  useEffect(() => () => report({ tax_person_type: null, is_require_tax_invoice: 0 }), []);
}

/** The register call's failure; an e-mail already registered offers the log-in (spec §8 DUPLICATE_EMAIL). */
function FailureAlert({
  failure,
  lang,
  alertRef,
  onShowLogin,
}: {
  failure: RegistrationFailure;
  lang: Lang;
  alertRef: RefObject<HTMLDivElement | null>;
  onShowLogin: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div ref={alertRef} className="reg-failure" role="alert" tabIndex={-1} data-testid="registration-error">
      <p className="reg-failure__text">{failure.message[lang]}</p>
      {failure.code === 'DUPLICATE_EMAIL' ? (
        <>
          <p>{t('registration.duplicateEmailHint')}</p>
          <Button variant="default" onClick={onShowLogin ?? (() => openAuthModal('login'))}>
            {t('registration.loginInstead')}
          </Button>
        </>
      ) : null}
    </div>
  );
}
