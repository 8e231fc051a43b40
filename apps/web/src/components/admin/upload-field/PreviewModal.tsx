// spec §2: clicking an image opens it in a modal at most 1100 px wide, with previous and next arrows
// and the ← → keys, wrapping at both ends.
import { useEffect } from 'react';
import { ActionIcon, Group, Image, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { stepPreviewIndex } from '@rian/domain/uploads';
import './i18n.ts';

export const NO_IMAGE = '/no-image-available.png';

interface PreviewModalProps {
  urls: readonly string[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}

export function PreviewModal({ urls, index, onIndex, onClose }: PreviewModalProps) {
  const { t } = useTranslation();
  const open = index >= 0 && index < urls.length;
  const step = (by: 1 | -1) => onIndex(stepPreviewIndex(index, urls.length, by));
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowLeft') onIndex(stepPreviewIndex(index, urls.length, -1));
      if (e.key === 'ArrowRight') onIndex(stepPreviewIndex(index, urls.length, 1));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, index, urls.length, onIndex]);
  const label = t('adminUploadField.preview', { index: index + 1, count: urls.length });
  return (
    <Modal opened={open} onClose={onClose} size={1100} centered title={<Text size="sm">{label}</Text>}>
      {open && (
        <Group wrap="nowrap" gap="xs" align="center">
          <ActionIcon variant="default" size="lg" aria-label={t('adminUploadField.previous')} onClick={() => step(-1)}>
            ‹
          </ActionIcon>
          <Image
            src={urls[index]}
            fallbackSrc={NO_IMAGE}
            alt={label}
            fit="contain"
            mah="75vh"
            style={{ flex: 1, minWidth: 0 }}
            data-testid="upload-preview-image"
          />
          <ActionIcon variant="default" size="lg" aria-label={t('adminUploadField.next')} onClick={() => step(1)}>
            ›
          </ActionIcon>
        </Group>
      )}
    </Modal>
  );
}
