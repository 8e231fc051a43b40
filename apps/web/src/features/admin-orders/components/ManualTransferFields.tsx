// The administrator's own transfer back, for a method refunded by hand (bank transfer, PromptPay and
// the rest): the slip, uploaded as a private slip through the upload call, and the Thai day and time
// of the transfer.
import { useState } from 'react';
import { Button, FileButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { thaiDateTimeToUtc } from '@rian/domain/payment-report';
import { uploadFile } from '../../../lib/uploads-api.ts';

export interface ManualTransfer {
  /** The stored slip's name once uploaded. */
  slip: string | null;
  /** Thai calendar day YYYY-MM-DD and time HH:MM. */
  date: string;
  time: string;
}

/** The request's `manual`, or null while the slip or the time is missing. */
export function manualTransferOf(v: ManualTransfer): { slip: string; transferred_at: string } | null {
  const at = v.slip ? thaiDateTimeToUtc(v.date, v.time.length === 5 ? `${v.time}:00` : v.time) : null;
  return v.slip && at ? { slip: v.slip, transferred_at: at.toISOString() } : null;
}

export function ManualTransferFields({ value, onChange }: { value: ManualTransfer; onChange: (v: ManualTransfer) => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [fileName, setFileName] = useState<string | null>(null);
  const pick = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    setFailed(false);
    try {
      const slip = await uploadFile(file, 'slip');
      setFileName(file.name);
      onChange({ ...value, slip });
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="xs" data-testid="refund-manual">
      <Text size="sm" fw={500}>
        {t('adminOrders.refund.slip')}
      </Text>
      <Group>
        <FileButton onChange={(f) => void pick(f)} accept="image/png,image/jpeg,application/pdf">
          {(props) => (
            <Button variant="light" loading={busy} {...props} data-testid="refund-slip">
              {t('adminOrders.refund.chooseSlip')}
            </Button>
          )}
        </FileButton>
        <Text size="sm" c={failed ? 'red' : 'dimmed'}>
          {failed ? t('adminOrders.refund.slipFailed') : (fileName ?? t('adminOrders.refund.noSlip'))}
        </Text>
      </Group>
      <Group grow>
        {(['date', 'time'] as const).map((part) => (
          <TextInput
            key={part}
            type={part}
            label={t(`adminOrders.refund.${part}`)}
            required
            value={value[part]}
            onChange={(e) => onChange({ ...value, [part]: e.currentTarget.value })}
            data-testid={`refund-${part}`}
          />
        ))}
      </Group>
    </Stack>
  );
}
