import './account-menu.css';
import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@rian/contracts/session';
import { openAuthModal } from '../../../lib/auth-modals.ts';
import { useLogout } from '../hooks/use-auth-actions.ts';
import { useSession } from '../../../lib/use-session.ts';
import { buttonClass } from '../../../components/button.ts';

// The header's account control (spec §2, §6): "log in" for a visitor; for a signed-in user their
// name opening a small menu (my account, my orders, the instructor room and the payment review for
// those whose role has them, sign out). A disclosure list rather than Mantine's Menu: it ships on
// every page, the course page included, and its budget is tight (architecture.md).

function UserIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden
      focusable="false"
    >
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" strokeLinecap="round" />
    </svg>
  );
}

/** An open menu closes on a pointer outside it, and on Escape (focus back on its button). */
function useCloseOutside(
  open: boolean,
  close: () => void,
  rootRef: RefObject<HTMLDivElement | null>,
  buttonRef: RefObject<HTMLButtonElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) close();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      close();
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close, rootRef, buttonRef]);
}

export function AccountMenu() {
  const { t } = useTranslation();
  const { user, status } = useSession();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const logout = useLogout(close);
  useCloseOutside(open, close, rootRef, buttonRef);

  // Until the session is known nothing is offered, so a signed-in user never sees "log in" flash.
  if (status === 'loading') return <span className="account-menu account-menu--pending" aria-hidden />;

  if (!user) {
    return (
      <button
        type="button"
        className={buttonClass({ variant: 'default', className: 'account-login' })}
        onClick={() => openAuthModal('login')}
        data-testid="header-login"
      >
        <UserIcon />
        <span className="wide-label">{t('account.login.submit')}</span>
      </button>
    );
  }

  const name = user.firstname.trim() || user.username;
  return (
    <div
      className="account-menu"
      ref={rootRef}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="account-menu__button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        data-testid="account-menu"
      >
        <UserIcon />
        <span className="visually-hidden">{t('account.menu.label')}: </span>
        <span className="account-menu__name wide-label" data-testid="account-name">
          {name}
        </span>
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden focusable="false" className="account-menu__caret">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth={1.8} />
        </svg>
      </button>
      <ul id={menuId} className="account-menu__list" hidden={!open}>
        <AccountMenuItems user={user} close={close} logout={logout} />
      </ul>
    </div>
  );
}

/** The menu's entries: my account, my orders, the instructor room and the payment review by role, sign out. */
function AccountMenuItems({
  user,
  close,
  logout,
}: {
  user: SessionUser;
  close: () => void;
  logout: ReturnType<typeof useLogout>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <li>
        <Link to="/myaccount" className="account-menu__item" onClick={close}>
          {t('account.menu.myAccount')}
        </Link>
      </li>
      <li>
        <Link to="/myaccount/student/order" className="account-menu__item" onClick={close}>
          {t('account.menu.orders')}
        </Link>
      </li>
      {user.role === 'instructor' || user.role === 'admin' ? (
        <li>
          <Link to="/instructor" className="account-menu__item" onClick={close} data-testid="menu-instructor">
            {t('account.menu.instructor')}
          </Link>
        </li>
      ) : null}
      {user.role === 'admin' ? (
        <>
          <li>
            <Link to="/admin" className="account-menu__item" onClick={close} data-testid="menu-admin">
              {t('account.menu.admin')}
            </Link>
          </li>
          <li>
            <Link to="/admin/payments" className="account-menu__item" onClick={close} data-testid="menu-admin-payments">
              {t('account.menu.adminPayments')}
            </Link>
          </li>
        </>
      ) : null}
      <li>
        <button
          type="button"
          className="account-menu__item"
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
          data-testid="sign-out"
        >
          {t('account.menu.signOut')}
        </button>
      </li>
    </>
  );
}
