// One file of the registration form, uploaded as soon as it is picked (spec §5: type, then free
// storage, then the upload call; one file only), and its preview.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { errorTexts, type ErrorCode } from '@rian/domain/errors';
import type { LocalisedMessage } from '@rian/domain/field-issues';
import {
  EMPTY_UPLOAD_DATA,
  PROFILE_IMAGE_UPLOAD_OPTIONS,
  UPLOAD_MAX_BYTES,
  checkStorage,
  checkUploadType,
  deleteUploadFile,
  pickUploadFiles,
  type UploadComponentData,
} from '@rian/domain/uploads';
import { ApiError } from '../../../lib/api-client.ts';
import type { UploadCallKind } from '@rian/contracts/auth';
import { fetchFreeStorageGb, uploadFile } from '../../../lib/uploads-api.ts';

const MB = 1024 * 1024;
/** Codes of the upload call whose own message tells the visitor what to do (spec §5, §8). */
const UPLOAD_CODES: readonly ErrorCode[] = [
  'FILE_TYPE_NOT_ALLOWED',
  'OUT_OF_STORAGE',
  'FILE_LIMIT',
  'UPLOAD_FAILED',
  'RATE_LIMITED',
];

export interface PickedFile {
  name: string;
  url: string | null;
}

interface FileUploadOptions {
  kind: UploadCallKind;
  /** The stored file name the server gave, or null. */
  value: string | null;
  onChange: (fileName: string | null) => void;
  /** Pictures show a preview of the picked file; documents their name. */
  preview: boolean;
  onUploadError: (message: LocalisedMessage | null) => void;
  onBusyChange: (busy: boolean) => void;
}

/** Both languages, so the message follows a language switch like the rules' messages do. */
function tooLarge(i18n: I18n, bytes: number): LocalisedMessage {
  return {
    th: i18n.t('registration.upload.tooLarge', { lng: 'th', mb: Math.round(bytes / MB) }),
    en: i18n.t('registration.upload.tooLarge', { lng: 'en', mb: Math.round(bytes / MB) }),
  };
}

function uploadFailure(err: unknown): LocalisedMessage {
  if (err instanceof ApiError && (UPLOAD_CODES as readonly string[]).includes(err.code)) return errorTexts(err.code as ErrorCode);
  // spec §8: image upload failure 'upload failed, try again'.
  return errorTexts('UPLOAD_FAILED');
}

/** The picked file; its preview's object URL lives until it is replaced or the field goes away. */
function usePickedFile() {
  const [picked, setPicked] = useState<PickedFile | null>(null);
  const urlRef = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    },
    [],
  );
  const setPreview = (next: PickedFile | null) => {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = next?.url ?? null;
    setPicked(next);
  };
  return [picked, setPreview] as const;
}

export function useFileUpload({ kind, value, onChange, preview, onUploadError, onBusyChange }: FileUploadOptions) {
  const { i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [data, setData] = useState<UploadComponentData>(EMPTY_UPLOAD_DATA);
  const [picked, setPreview] = usePickedFile();

  // The form may clear the value (a new person type clears the certificate, spec §4).
  const current = value === null ? EMPTY_UPLOAD_DATA : data;
  const shown = value !== null ? picked : null;

  const startBusy = (on: boolean) => {
    setBusy(on);
    onBusyChange(on);
  };

  async function pick(file: File) {
    onUploadError(null);
    const typeIssue = checkUploadType({ name: file.name, detectedType: file.type || null }, kind);
    if (typeIssue) return onUploadError(typeIssue.message);
    const max = UPLOAD_MAX_BYTES[kind];
    if (max !== undefined && file.size > max) return onUploadError(tooLarge(i18n, max));
    const picking = pickUploadFiles(
      current,
      [{ name: file.name, imageSize: file.size, lastModified: Date.now() }],
      PROFILE_IMAGE_UPLOAD_OPTIONS,
    );
    if (picking.issue) return onUploadError(picking.issue.message);

    startBusy(true);
    try {
      const freeGb = await fetchFreeStorageGb().catch(() => null);
      if (freeGb === null) return onUploadError(errorTexts('UPLOAD_FAILED'));
      const storage = checkStorage([{ name: file.name, size: file.size }], { freeGb });
      if (storage[0]) return onUploadError(storage[0].message);
      const stored = await uploadFile(file, kind);
      setData(picking.data);
      setPreview({ name: file.name, url: preview ? URL.createObjectURL(file) : null });
      onChange(stored);
    } catch (err) {
      onUploadError(
        err instanceof ApiError && err.status === 413 && max !== undefined ? tooLarge(i18n, max) : uploadFailure(err),
      );
    } finally {
      startBusy(false);
    }
  }

  function remove() {
    if (shown) setData(deleteUploadFile(current, shown.name));
    setPreview(null);
    onUploadError(null);
    onChange(null);
  }

  return { busy, shown, pick, remove };
}
