import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import './account.css';
import '../i18n.ts';
import type { ReactNode } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@rian/domain/errors';
import { useLang } from '../../../lib/use-lang.ts';
import { closeAuthModal, openAuthModal, restoreFocusAfterModal, type AuthModal } from '../../../lib/auth-modals.ts';
import { useLogout } from '../hooks/use-auth-actions.ts';
import { LoginForm } from './LoginForm.tsx';

/** The account modals (spec §2 log-in modal; §6, §8 sign-out and session-expired). */
export default function AuthModals({
  modal,
  renderRegister,
}: {
  modal: AuthModal | null;
  renderRegister?: (backToLogin: () => void) => ReactNode;
}) {
  return (
    <>
      <LoginModal opened={modal === 'login'} renderRegister={renderRegister} />
      <SignOutModal opened={modal === 'signOut'} />
      <SessionExpiredModal opened={modal === 'sessionExpired'} />
    </>
  );
}

/** spec §2: log-in or registration, width 85 %, at most 750 px. */
function LoginModal({ opened, renderRegister }: { opened: boolean; renderRegister?: (backToLogin: () => void) => ReactNode }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={closeAuthModal}
      onExitTransitionEnd={restoreFocusAfterModal}
      title={t('account.login.title')}
      // spec §2: 85 % wide, at most 750 px, in the size itself so no stylesheet order can undo it.
      size="min(85%, 750px)"
      classNames={{ content: 'auth-modal', title: 'auth-modal__title' }}
      closeButtonProps={{ 'aria-label': t('account.close') }}
      data-testid="login-modal"
    >
      {/* Mantine unmounts a closed modal's content: each opening starts with an empty form, no old error. */}
      <LoginForm autoFocus onSuccess={closeAuthModal} onLeave={closeAuthModal} renderRegister={renderRegister} />
    </Modal>
  );
}

/**
 * spec §6, §8 WHITELIST_USER_DENIED: the account may not use this site. The only way on is to sign
 * out; the modal cannot be dismissed otherwise, since every private call would be refused again.
 */
function SignOutModal({ opened }: { opened: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const logout = useLogout(() => {
    closeAuthModal();
    void navigate('/');
  });
  return (
    <Modal
      opened={opened}
      onClose={() => logout.mutate()}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={t('account.denied.title')}
      classNames={{ title: 'auth-modal__title' }}
      data-testid="signout-modal"
    >
      <Text mb="lg">{errorMessage('WHITELIST_USER_DENIED', lang)}</Text>
      <Button fullWidth onClick={() => logout.mutate()} loading={logout.isPending} data-autofocus>
        {t('account.denied.signOut')}
      </Button>
    </Modal>
  );
}

/** spec §6, §8 PERMISSION_DENIED: the session ended; log in again or carry on as a visitor. */
function SessionExpiredModal({ opened }: { opened: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Modal
      opened={opened}
      onClose={closeAuthModal}
      onExitTransitionEnd={restoreFocusAfterModal}
      title={t('account.expired.title')}
      classNames={{ title: 'auth-modal__title' }}
      closeButtonProps={{ 'aria-label': t('account.close') }}
      data-testid="expired-modal"
    >
      <Text mb="lg">{errorMessage('PERMISSION_DENIED', lang)}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={closeAuthModal}>
          {t('account.expired.later')}
        </Button>
        <Button onClick={() => openAuthModal('login')} data-autofocus data-testid="expired-login">
          {t('account.login.submit')}
        </Button>
      </Group>
    </Modal>
  );
}
