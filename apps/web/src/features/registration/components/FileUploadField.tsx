import '../i18n.ts';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Button, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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

export interface FileUploadFieldProps {
  /** The form field's name, for the first-invalid focus. */
  name: string;
  label: string;
  kind: UploadCallKind;
  /** The stored file name the server gave, or null. */
  value: string | null;
  onChange: (fileName: string | null) => void;
  required: boolean;
  /** The message under the field (already in the current language). */
  error: string | undefined;
  /** Shown under the label: allowed types, a size to resize to. */
  hint: string;
  /** Pictures show a preview of the picked file; documents their name. */
  preview: boolean;
  /** An upload's own failure; null when a new pick starts or the file is removed. */
  onUploadError: (message: LocalisedMessage | null) => void;
  onBusyChange: (busy: boolean) => void;
  onLeave: () => void;
}

/**
 * One file, uploaded as soon as it is picked (spec §5: type, then free storage, then the upload
 * call; one file only). A real button opens the file picker, so the field works from the keyboard.
 */
export function FileUploadField(props: FileUploadFieldProps) {
  const { name, label, kind, value, onChange, required, error, hint, preview, onUploadError, onBusyChange, onLeave } = props;
  const { t, i18n } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const [data, setData] = useState<UploadComponentData>(EMPTY_UPLOAD_DATA);
  const [picked, setPicked] = useState<{ name: string; url: string | null } | null>(null);
  const urlRef = useRef<string | null>(null);
  // The preview's object URL lives until it is replaced or the field goes away.
  useEffect(
    () => () => {
      if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    },
    [],
  );

  const setPreview = (next: { name: string; url: string | null } | null) => {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = next?.url ?? null;
    setPicked(next);
  };

  // The form may clear the value (a new person type clears the certificate, spec §4).
  const current = value === null ? EMPTY_UPLOAD_DATA : data;
  const shown = value !== null ? picked : null;

  const startBusy = (on: boolean) => {
    setBusy(on);
    onBusyChange(on);
  };

  async function onPick(e: ChangeEvent<HTMLInputElement>) {
    const file = e.currentTarget.files?.[0];
    // Picking the same file again after a failure must fire again.
    e.currentTarget.value = '';
    if (!file) return;
    onUploadError(null);
    const typeIssue = checkUploadType({ name: file.name, detectedType: file.type || null }, kind);
    if (typeIssue) return onUploadError(typeIssue.message);
    const max = UPLOAD_MAX_BYTES[kind];
    // Both languages, so the message follows a language switch like the rules' messages do.
    const tooLarge = (bytes: number): LocalisedMessage => ({
      th: i18n.t('registration.upload.tooLarge', { lng: 'th', mb: Math.round(bytes / MB) }),
      en: i18n.t('registration.upload.tooLarge', { lng: 'en', mb: Math.round(bytes / MB) }),
    });
    if (max !== undefined && file.size > max) return onUploadError(tooLarge(max));
    const pick = pickUploadFiles(
      current,
      [{ name: file.name, imageSize: file.size, lastModified: Date.now() }],
      PROFILE_IMAGE_UPLOAD_OPTIONS,
    );
    if (pick.issue) return onUploadError(pick.issue.message);

    startBusy(true);
    try {
      const freeGb = await fetchFreeStorageGb().catch(() => null);
      if (freeGb === null) return onUploadError(errorTexts('UPLOAD_FAILED'));
      const storage = checkStorage([{ name: file.name, size: file.size }], { freeGb });
      if (storage[0]) return onUploadError(storage[0].message);
      const stored = await uploadFile(file, kind);
      setData(pick.data);
      setPreview({ name: file.name, url: preview ? URL.createObjectURL(file) : null });
      onChange(stored);
    } catch (err) {
      onUploadError(err instanceof ApiError && err.status === 413 && max !== undefined ? tooLarge(max) : uploadFailure(err));
    } finally {
      startBusy(false);
    }
  }

  function remove() {
    if (shown) setData(deleteUploadFile(current, shown.name));
    setPreview(null);
    onUploadError(null);
    onChange(null);
    // The remove button goes away; the picker's button takes its place.
    requestAnimationFrame(() => chooseRef.current?.focus());
  }

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = error ? `${hintId} ${errorId}` : hintId;
  return (
    <div
      className="reg-upload"
      role="group"
      aria-labelledby={`${id}-label`}
      data-field={name}
      data-reg-invalid={error ? 'true' : undefined}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onLeave();
      }}
    >
      <div id={`${id}-label`} className="reg-upload__label">
        {label}
        {required ? (
          <span className="reg-upload__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </div>
      <p id={hintId} className="reg-upload__hint">
        {hint}
      </p>
      {shown ? (
        <div className="reg-upload__file">
          {shown.url ? (
            <img className="reg-upload__preview" src={shown.url} alt={t('registration.upload.previewAlt', { label })} />
          ) : null}
          <p className="reg-upload__name">{t('registration.upload.uploaded', { name: shown.name })}</p>
          <Button variant="default" size="sm" onClick={remove} aria-describedby={describedBy}>
            {t('registration.upload.remove')}
          </Button>
        </div>
      ) : (
        <div className="reg-upload__actions">
          <Button
            ref={chooseRef}
            variant="light"
            size="sm"
            onClick={() => inputRef.current?.click()}
            disabled={busy}
            aria-describedby={describedBy}
            aria-required={required || undefined}
          >
            {t('registration.upload.choose')}
          </Button>
          {busy ? (
            <span className="reg-upload__busy" role="status">
              <Loader size="xs" /> {t('registration.upload.uploading')}
            </span>
          ) : null}
        </div>
      )}
      <input
        ref={inputRef}
        className="visually-hidden"
        type="file"
        tabIndex={-1}
        aria-hidden="true"
        accept={kind === 'certificate' ? '.pdf,.jpg,.jpeg,.png' : '.jpg,.jpeg,.png,.gif'}
        data-testid={`upload-${name}`}
        onChange={(e) => void onPick(e)}
      />
      {error ? (
        <p id={errorId} className="reg-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function uploadFailure(err: unknown): LocalisedMessage {
  if (err instanceof ApiError && (UPLOAD_CODES as readonly string[]).includes(err.code)) return errorTexts(err.code as ErrorCode);
  // spec §8: image upload failure 'upload failed, try again'.
  return errorTexts('UPLOAD_FAILED');
}
