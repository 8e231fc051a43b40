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
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@rian/contracts/session';
import type { CustomLabel, PublicSiteSettings } from '@rian/contracts/site';
import { errorTexts, isErrorCode } from '@rian/domain/errors';
import type { LocalisedMessage } from '@rian/domain/field-issues';
import { ErrorNotice } from '../../../components/ErrorNotice.tsx';
import { LoadingNotice } from '../../../components/LoadingNotice.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { applySignedIn } from '../../../lib/session.ts';
import { openAuthModal } from '../../../lib/auth-modals.ts';
import { saveGuest } from '../../../lib/guest.ts';
import { useSiteSettings } from '../../../lib/use-site-settings.ts';
import { customLabelsQuery, registerStudent, userGroupsQuery } from '../api/registration.ts';
import { useRegistrationForm } from '../hooks/use-registration-form.ts';
import {
  contactSwitches,
  initialFormValues,
  serverFieldIssues,
  sortCustomLabels,
  toRegistrationBody,
  type FieldKey,
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
  settings,
  customLabels,
  groups,
}: BodyProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
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
  const [uploading, setUploading] = useState<ReadonlySet<FieldKey>>(() => new Set());
  const [invalidCount, setInvalidCount] = useState(0);
  const [failure, setFailure] = useState<{ code: string; message: LocalisedMessage } | null>(null);
  const [registered, setRegistered] = useState<{ user: SessionUser; email: string } | null>(null);

  const onUploadBusy = (key: FieldKey, busy: boolean) =>
    setUploading((s) => {
      const next = new Set(s);
      if (busy) next.add(key);
      else next.delete(key);
      return next;
    });

  /** Focus on the first field showing a message, in the order of the page. */
  const focusFirstInvalid = (): boolean => {
    const target = formRef.current?.querySelector<HTMLElement>(
      '[aria-invalid="true"], [data-reg-invalid] input:not([type="file"]), [data-reg-invalid] button',
    );
    if (!target) return false;
    target.focus({ preventScroll: true });
    // Instant: the page's smooth scrolling could be cut short by the re-render that follows.
    target.scrollIntoView({ block: 'center', behavior: 'instant' });
    return true;
  };

  const mutation = useMutation({
    mutationFn: registerStudent,
    onSuccess: async (user, body) => {
      // spec §6: the guest's name and e-mail are kept in the browser for later.
      saveGuest({ firstname: body.firstname ?? '', lastname: body.lastname ?? '', email: body.email });
      setRegistered({ user, email: body.email });
      onRegistered?.(user);
      // The new student is signed in (the session cookie came with the answer).
      await applySignedIn(queryClient, user);
    },
    onError: (err) => {
      const code = err instanceof ApiError ? err.code : 'INTERNAL_ERROR';
      const issues = err instanceof ApiError ? serverFieldIssues(err.code, err.details, ctx) : [];
      // spec §8: each code's message in the current language; a browser-side failure says what happened.
      const message =
        code === 'NETWORK_ERROR'
          ? { th: t('registration.networkError', { lng: 'th' }), en: t('registration.networkError', { lng: 'en' }) }
          : isErrorCode(code)
            ? errorTexts(code)
            : errorTexts('INTERNAL_ERROR');
      flushSync(() => {
        form.setServerIssues(issues);
        setFailure({ code, message });
      });
      if (!focusFirstInvalid()) {
        alertRef.current?.focus({ preventScroll: true });
        alertRef.current?.scrollIntoView({ block: 'center', behavior: 'instant' });
      }
    },
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (mutation.isPending || uploading.size > 0 || submitDisabled) return;
    let count = 0;
    flushSync(() => {
      count = form.submit().length;
      setInvalidCount(count);
      setFailure(null);
    });
    if (count > 0) {
      focusFirstInvalid();
      return;
    }
    mutation.mutate(toRegistrationBody(form.values, ctx));
  };

  if (registered) return <RegistrationSuccess user={registered.user} email={registered.email} mailed={!layoutFour} />;

  const props = { form, ctx, lang, onUploadBusy };
  return (
    <form ref={formRef} className="reg-form" noValidate onSubmit={onSubmit} data-testid="registration-form">
      <p className="reg-required-note">{t('registration.requiredNote')}</p>
      <ContactFields {...props} groups={groups} />
      <CustomLabelFields {...props} />
      {layoutFour ? <MemberLoginFields {...props} /> : null}
      <TaxInvoiceFields {...props} />
      <div className="reg-submit">
        {invalidCount > 0 && form.issueCount > 0 ? (
          <p className="reg-summary" role="alert" data-testid="registration-invalid">
            {t('registration.invalidSummary', { count: invalidCount })}
          </p>
        ) : null}
        {failure ? (
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
        ) : null}
        <Button
          type="submit"
          size="md"
          fullWidth
          loading={mutation.isPending}
          disabled={uploading.size > 0 || submitDisabled}
          aria-describedby={
            [uploading.size > 0 ? 'registration-wait-upload' : null, submitDescribedBy ?? null].filter(Boolean).join(' ') ||
            undefined
          }
          data-testid="registration-submit"
        >
          {submitLabel ?? t('registration.submit')}
        </Button>
        {uploading.size > 0 ? (
          <p id="registration-wait-upload" className="hint">
            {t('registration.waitUpload')}
          </p>
        ) : null}
      </div>
    </form>
  );
}
