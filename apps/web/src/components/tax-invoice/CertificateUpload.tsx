import './i18n.ts';
import { useId, useState } from 'react';
import { Button, FileButton, Group, Loader } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@rian/domain/errors';
import { checkUploadType, UPLOAD_MAX_BYTES, UPLOAD_RULES } from '@rian/domain/uploads';
import { useLang } from '../../lib/use-lang.ts';
import { uploadFile } from '../../lib/uploads-api.ts';
import { errorText } from '../../lib/error-text.ts';
import './tax-invoice.css';

const ACCEPT = UPLOAD_RULES.certificate.extensions.map((e) => `.${e}`).join(',');
const MAX_BYTES = UPLOAD_MAX_BYTES.certificate ?? Number.POSITIVE_INFINITY;
const MAX_MB = Math.round(MAX_BYTES / (1024 * 1024));
const TYPES = [...new Set(UPLOAD_RULES.certificate.extensions.map((e) => (e === 'jpeg' ? 'jpg' : e).toUpperCase()))].join(', ');

/** The upload as soon as a file is picked, after the domain's type rule and the size limit. */
function useCertificateUpload(onChange: (name: string | null) => void) {
  const { t } = useTranslation();
  const lang = useLang();
  const [pickIssue, setPickIssue] = useState<string | null>(null);
  // The server stores the file under a name of its own; the person recognises the one they picked.
  const [picked, setPicked] = useState<{ stored: string; original: string } | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => uploadFile(file, 'certificate'),
    onSuccess: (name, file) => {
      setPicked({ stored: name, original: file.name });
      onChange(name);
    },
  });

  const pick = (file: File | null) => {
    if (!file) return;
    upload.reset();
    // The type rule of the domain, on the type the browser declares; the server checks the bytes.
    if (checkUploadType({ name: file.name, detectedType: file.type || null }, 'certificate')) {
      return setPickIssue(errorMessage('FILE_TYPE_NOT_ALLOWED', lang));
    }
    if (file.size > MAX_BYTES) return setPickIssue(t('account.tax.certificateTooLarge', { mb: MAX_MB }));
    setPickIssue(null);
    upload.mutate(file);
  };
  return { pickIssue, picked, upload, pick };
}

function CertificateLabel({ id, required, label }: { id: string; required: boolean; label?: string }) {
  const { t } = useTranslation();
  if (label) {
    return (
      <p id={id} className="certificate__label">
        {label}
      </p>
    );
  }
  return (
    <p id={id} className="certificate__label">
      {t('account.tax.certificate')}
      {required ? (
        <>
          <span className="certificate__required" aria-hidden>
            {' '}
            *
          </span>
          <span className="visually-hidden"> ({t('account.tax.required')})</span>
        </>
      ) : (
        <span className="certificate__optional"> ({t('account.tax.optional')})</span>
      )}
    </p>
  );
}

/**
 * spec §5: the company certificate (หนังสือรับรอง) of a juristic person, required when the site says
 * so. Uploaded at once as a private file (kind=certificate); the form keeps its stored name. The
 * withholding-tax certificate (50 ทวิ) of an order is the same kind of upload, under its own `label`
 * and `pickLabel`.
 */
export function CertificateUpload({
  inputId,
  fileName,
  required,
  error,
  onChange,
  label,
  pickLabel,
}: {
  inputId: string;
  fileName: string | null;
  required: boolean;
  error: string | undefined;
  onChange: (name: string | null) => void;
  /** Another document's name, shown without the required or optional mark. */
  label?: string;
  pickLabel?: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const { pickIssue, picked, upload, pick } = useCertificateUpload(onChange);

  const message = pickIssue ?? (upload.error ? errorText(upload.error, lang) : null) ?? error ?? null;
  return (
    <div className="certificate" role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint`}>
      <CertificateLabel id={`${id}-label`} required={required} label={label} />
      <p id={`${id}-hint`} className="hint">
        {t('account.tax.certificateHint', { types: TYPES, mb: MAX_MB })}
      </p>
      {fileName ? (
        <p className="certificate__file" data-testid="certificate-file">
          {picked?.stored === fileName
            ? t('account.tax.certificateFile', { name: picked.original })
            : t('account.tax.certificateStored')}
        </p>
      ) : null}
      <Group gap="sm">
        <FileButton onChange={pick} accept={ACCEPT}>
          {(props) => (
            <Button
              {...props}
              id={inputId}
              variant="default"
              disabled={upload.isPending}
              aria-describedby={message ? `${id}-error` : undefined}
              leftSection={upload.isPending ? <Loader size={14} aria-hidden /> : undefined}
              data-testid="certificate-pick"
            >
              {upload.isPending
                ? t('account.tax.uploading')
                : fileName
                  ? t('account.tax.certificateReplace')
                  : (pickLabel ?? t('account.tax.certificatePick'))}
            </Button>
          )}
        </FileButton>
        {fileName ? (
          <Button variant="subtle" color="red" onClick={() => onChange(null)}>
            {t('account.tax.certificateRemove')}
          </Button>
        ) : null}
      </Group>
      {message ? (
        <p id={`${id}-error`} className="certificate__error" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
