// /admin/mails/:id: one mail as the academy wrote it. The HTML part is shown in a sandboxed frame
// (no script, no same-origin access, no forms or navigation), so a mail's markup can never act on the
// back office; the server has already masked any password or password-reset link (mask-mail.ts), and
// the page says so. A mail without a credential may be queued again as a fresh copy.
import { useState } from 'react';
import { Alert, Anchor, Button, Card, Code, Group, Modal, Stack, Tabs, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MailOneSchema, MailResentSchema, type AdminMailDetail } from '@rian/contracts/admin/mails';
import { DialogForm } from '../../../components/admin/DialogForm.tsx';
import { EditorHeading, recordPage } from '../../../components/admin/EditorFrame.tsx';
import { notifyDone, notifyFailed } from '../../../components/admin/notify.ts';
import { useAdminWrite } from '../../../lib/admin-api.ts';
import { formatDate } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import '../i18n.ts';
import { MailStatusBadge } from './MailStatusBadge.tsx';

export const MailDetail = recordPage('mails', MailOneSchema, MailView);

function MailView({ record: mail }: { record: AdminMailDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Stack>
      <Anchor component={Link} to="/admin/mails" size="sm">
        {t('adminMails.detail.back')}
      </Anchor>
      <EditorHeading
        title={t('adminMails.detail.title', { id: mail.id })}
        state={
          <>
            <MailStatusBadge status={mail.status} />
            <Text size="sm" c="dimmed">
              {formatDate(mail.created_at, lang, true)} · {mail.kind} ·{' '}
              {t('adminMails.detail.attempts', { count: mail.attempts })}
            </Text>
          </>
        }
        actions={mail.resendable ? <ResendButton mail={mail} /> : null}
      />
      <Card withBorder>
        <Text fw={600} data-testid="mail-subject">
          {mail.subject}
        </Text>
        <Text size="sm">
          {t('adminMails.detail.to')}: {mail.to}
        </Text>
        {mail.last_error ? (
          <Text size="sm" c="red">
            {t('adminMails.detail.lastError')}: {mail.last_error}
          </Text>
        ) : null}
      </Card>
      {mail.masked ? (
        <Alert color="yellow" data-testid="mail-masked">
          {t('adminMails.detail.masked')}
        </Alert>
      ) : null}
      {!mail.resendable && !mail.masked ? <Text size="sm">{t('adminMails.resend.refused')}</Text> : null}
      <Tabs defaultValue={mail.html ? 'html' : 'text'}>
        <Tabs.List>
          <Tabs.Tab value="html">{t('adminMails.detail.html')}</Tabs.Tab>
          <Tabs.Tab value="text">{t('adminMails.detail.text')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="html" pt="sm">
          {mail.html ? (
            <iframe
              title={mail.subject}
              sandbox=""
              srcDoc={mail.html}
              referrerPolicy="no-referrer"
              data-testid="mail-html"
              style={{
                width: '100%',
                height: 420,
                border: '1px solid var(--mantine-color-gray-3)',
                borderRadius: 4,
                background: '#fff',
              }}
            />
          ) : (
            <Text size="sm">{t('adminMails.detail.noHtml')}</Text>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="text" pt="sm">
          <Code block data-testid="mail-text" style={{ whiteSpace: 'pre-wrap' }}>
            {mail.text}
          </Code>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function ResendButton({ mail }: { mail: AdminMailDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const write = useAdminWrite('mails', MailResentSchema, () => ({ method: 'POST', path: `mails/${mail.id}/resend` }));
  const submit = (e?: { preventDefault: () => void }) => {
    e?.preventDefault();
    void write.mutateAsync(undefined).then(
      (res) => {
        notifyDone(t('adminMails.resend.done'));
        setOpen(false);
        void navigate(`/admin/mails/${res.data.id}`);
      },
      (err: unknown) => notifyFailed(t, lang, err),
    );
  };
  return (
    <Group>
      <Button variant="light" onClick={() => setOpen(true)} data-testid="mail-resend">
        {t('adminMails.resend.action')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('adminMails.resend.title')} centered>
        <DialogForm
          onSubmit={submit}
          onCancel={() => setOpen(false)}
          saving={write.isPending}
          submitLabel={t('adminMails.resend.confirm')}
          submitTestId="mail-resend-confirm"
        >
          <Text size="sm">{t('adminMails.resend.lead', { to: mail.to })}</Text>
        </DialogForm>
      </Modal>
    </Group>
  );
}
