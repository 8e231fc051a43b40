// The back office's upload component (spec §2, §3, §4, §5, §8, §9), for every form that stores
// images or videos (courses, products, pages). It uploads each picked file at once, resumably
// (tus, decision 013), and gives the form the spec's value to save with it:
//
//   const [media, setMedia] = useState<UploadFieldValue>({ fileList: [{ name: 'stored.jpg' }], deleteFileList: [] });
//   <UploadField label="รูปภาพ" type="image" value={media} onChange={setMedia} limitFile={5} resize={{ width: 1200, height: 630 }} />
//
// - value.fileList: files shown, in order: a stored file by its name ({ name }), a file uploaded in
//   this form session also with imageSize (bytes) and lastModified (ms, set when picked). Each name
//   is served at /uploads/{name}; images also have WebP copies (GET /private/admin/uploads).
// - value.deleteFileList: stored names the admin deleted; the form deletes them when it is saved.
// - type 'image' (jpg, png, jpeg, gif, webp) shows a grid of previews that open a modal; 'video'
//   (m4v, mp4, avi, mpg, mov) shows players. single: one file, one column; else 2/3/4 columns.
// - limitFile caps the files; disabled, single with a file, or the cap disables the button.
// - Types are checked on pick by name and declared type, and by content on the server; every file's
//   size against the free storage (GET /api/storage/details) unless skipStorageCheck. Refusals are a
//   notice titled 'Can not upload file.' or, when given, onError(message).
import { useState } from 'react';
import { ActionIcon, Box, Button, FileButton, Image, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { MediaKind, UploadFieldValue } from '@rian/contracts/admin/uploads';
import { UPLOAD_MESSAGES, UPLOAD_RULES, deleteUploadFile, isUploadButtonDisabled } from '@rian/domain/uploads';
import { useLang } from '../../lib/use-lang.ts';
import { NO_IMAGE, PreviewModal } from './upload-field/PreviewModal.tsx';
import { useUploadQueue, type InFlight } from './upload-field/use-upload-queue.ts';
import './upload-field/i18n.ts';

export interface UploadFieldProps {
  /** The field's visible label. */
  label: string;
  type: MediaKind;
  value: UploadFieldValue;
  onChange: (value: UploadFieldValue) => void;
  single?: boolean;
  limitFile?: number | null;
  disabled?: boolean;
  /** spec §2: the size to resize images to, shown as a hint. */
  resize?: { width: number; height: number };
  /** spec §5: skips the free-storage check. */
  skipStorageCheck?: boolean;
  /** spec §5: a refusal's message goes here instead of a notice. */
  onError?: (message: string) => void;
}

const fileUrl = (name: string) => `/uploads/${encodeURIComponent(name)}`;

function UploadingList({ items, label }: { items: readonly InFlight[]; label: (name: string) => string }) {
  return items.map((u) => (
    <Box key={u.key}>
      <Text size="xs" truncate>
        {label(u.name)}
      </Text>
      <Progress value={Math.round(u.progress * 100)} aria-label={label(u.name)} data-testid="upload-progress" />
    </Box>
  ));
}

interface FileGridProps {
  names: readonly string[];
  type: MediaKind;
  single?: boolean;
  disabled?: boolean;
  onOpen: (index: number) => void;
  onDelete: (name: string) => void;
}

/** spec §2: image previews (1 column single, 2/3/4 by screen size multiple) or video players, each with a delete icon. */
function FileGrid({ names, type, single, disabled, onOpen, onDelete }: FileGridProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={single ? 1 : { base: 2, sm: 3, md: 4 }} spacing="xs">
      {names.map((name, i) => (
        <Box key={name} pos="relative" data-testid="upload-item">
          {type === 'image' ? (
            <Box
              component="button"
              type="button"
              onClick={() => onOpen(i)}
              aria-label={t('adminUploadField.open', { name })}
              p={0}
              bd="none"
              bg="none"
              w="100%"
              style={{ cursor: 'zoom-in' }}
            >
              <Image src={fileUrl(name)} fallbackSrc={NO_IMAGE} alt="" h={single ? 220 : 120} fit="cover" radius="sm" />
            </Box>
          ) : (
            <video
              src={fileUrl(name)}
              controls
              preload="metadata"
              style={{ width: '100%', borderRadius: 4 }}
              aria-label={t('adminUploadField.video', { name })}
            />
          )}
          {!disabled && (
            <ActionIcon
              color="red"
              variant="filled"
              size="sm"
              pos="absolute"
              top={4}
              right={4}
              aria-label={t('adminUploadField.delete', { name })}
              onClick={() => onDelete(name)}
            >
              ×
            </ActionIcon>
          )}
        </Box>
      ))}
    </SimpleGrid>
  );
}

export function UploadField(props: UploadFieldProps) {
  const { label, type, value, onChange, single, limitFile, disabled, resize, skipStorageCheck, onError } = props;
  const { t } = useTranslation();
  const lang = useLang();
  const [preview, setPreview] = useState(-1);
  const options = { single, limitFile, disabled };
  const refuse = (message: string) => {
    if (onError) onError(message);
    else
      notifications.show({
        title: UPLOAD_MESSAGES.uploadErrorTitle[lang],
        message,
        color: 'red',
        autoClose: 5000,
        withBorder: true,
      });
  };
  const queue = useUploadQueue({ type, value, onChange, options, skipStorageCheck, refuse, lang });

  const remove = (name: string) =>
    modals.openConfirmModal({
      title: t('adminUploadField.confirmTitle'),
      children: UPLOAD_MESSAGES.confirmDeleteImage[lang],
      labels: { confirm: t('adminUploadField.confirm'), cancel: t('adminUploadField.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-delete' } as Record<string, string>,
      onConfirm: () => {
        const next = deleteUploadFile(queue.latest.current, name);
        onChange({ fileList: [...next.fileList], deleteFileList: [...next.deleteFileList] });
      },
    });

  const names = value.fileList.map((f) => f.name);
  const accept = UPLOAD_RULES[type].types.join(',');
  const hint =
    resize &&
    UPLOAD_MESSAGES.resizeHint[lang].replace('{width}', String(resize.width)).replace('{height}', String(resize.height));
  return (
    <Stack gap="xs" data-testid="upload-field">
      <Text component="span" size="sm" fw={500}>
        {label}
      </Text>
      <FileButton
        onChange={(f) => void queue.pick(f === null ? [] : Array.isArray(f) ? f : [f])}
        accept={accept}
        multiple={!single}
      >
        {(p) => (
          <Button
            {...p}
            variant="default"
            w="fit-content"
            disabled={isUploadButtonDisabled(queue.shown, options)}
            aria-label={`${t('adminUploadField.upload')} ${label}`}
          >
            {t('adminUploadField.upload')}
          </Button>
        )}
      </FileButton>
      {hint && type === 'image' && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
      <UploadingList items={queue.uploading} label={(name) => t('adminUploadField.uploading', { name })} />
      <FileGrid names={names} type={type} single={single} disabled={disabled} onOpen={setPreview} onDelete={remove} />
      {type === 'image' && (
        <PreviewModal urls={names.map(fileUrl)} index={preview} onIndex={setPreview} onClose={() => setPreview(-1)} />
      )}
    </Stack>
  );
}
