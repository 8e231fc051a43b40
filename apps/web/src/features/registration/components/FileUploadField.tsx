import '../i18n.ts';
import { useId, useRef, type ChangeEvent } from 'react';
import { Button, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LocalisedMessage } from '@rian/domain/field-issues';
import type { UploadCallKind } from '@rian/contracts/auth';
import { useFileUpload, type PickedFile } from '../hooks/use-file-upload.ts';

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
  const { name, label, kind, required, error, hint, onLeave } = props;
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const upload = useFileUpload(props);
  const { busy, shown } = upload;

  function onPick(e: ChangeEvent<HTMLInputElement>) {
    const file = e.currentTarget.files?.[0];
    // Picking the same file again after a failure must fire again.
    e.currentTarget.value = '';
    if (file) void upload.pick(file);
  }

  function remove() {
    upload.remove();
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
      <UploadLabel id={`${id}-label`} label={label} required={required} />
      <p id={hintId} className="reg-upload__hint">
        {hint}
      </p>
      {shown ? (
        <UploadedFile file={shown} label={label} onRemove={remove} describedBy={describedBy} />
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
        onChange={onPick}
      />
      {error ? (
        <p id={errorId} className="reg-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function UploadLabel({ id, label, required }: { id: string; label: string; required: boolean }) {
  return (
    <div id={id} className="reg-upload__label">
      {label}
      {required ? (
        <span className="reg-upload__required" aria-hidden="true">
          {' '}
          *
        </span>
      ) : null}
    </div>
  );
}

function UploadedFile({
  file,
  label,
  onRemove,
  describedBy,
}: {
  file: PickedFile;
  label: string;
  onRemove: () => void;
  describedBy: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="reg-upload__file">
      {file.url ? (
        <img className="reg-upload__preview" src={file.url} alt={t('registration.upload.previewAlt', { label })} />
      ) : null}
      <p className="reg-upload__name">{t('registration.upload.uploaded', { name: file.name })}</p>
      <Button variant="default" size="sm" onClick={onRemove} aria-describedby={describedBy}>
        {t('registration.upload.remove')}
      </Button>
    </div>
  );
}
