// The frame of the pages that belong to a signed-in account (spec §2 /myaccount, the order list, the
// instructor's room, the payment result and thank-you pages): a visitor is asked to log in in place.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@rian/contracts/session';
import { LoginForm } from '../features/account/components/LoginForm.tsx';
import { LoadingNotice } from '../components/LoadingNotice.tsx';
import { usePageMeta } from '../features/layout/hooks/use-page-meta.ts';
import { useSession } from '../lib/use-session.ts';

export interface LoginSectionProps {
  /** The heading's id, which labels the section. */
  id: string;
  title: string;
  /** Why this page asks for a log-in; none when the title says it all. */
  lead?: string;
}

/** The log-in form offered to a visitor in place of a member's page. */
export function LoginSection({ id, title, lead }: LoginSectionProps) {
  return (
    <section className="account-section account-section--login" aria-labelledby={id}>
      <h2 id={id} className="account-section__title">
        {title}
      </h2>
      {lead ? <p className="hint">{lead}</p> : null}
      <LoginForm />
    </section>
  );
}

interface MemberPageProps {
  className: string;
  testId: string;
  title: string;
  login: LoginSectionProps;
  /** The page's body for the signed-in account. */
  children: (user: SessionUser) => ReactNode;
}

/** A titled page (its title also the document's) that shows its body to the signed-in account and the log-in form to a visitor. */
export function MemberPage({ className, testId, title, login, children }: MemberPageProps) {
  const { t } = useTranslation();
  const { user, status } = useSession();
  usePageMeta(title);
  return (
    <div className={className} data-testid={testId}>
      <h1 className="page-title">{title}</h1>
      {status === 'loading' ? (
        <LoadingNotice>{t('app.loading')}</LoadingNotice>
      ) : user ? (
        children(user)
      ) : (
        <LoginSection {...login} />
      )}
    </div>
  );
}
