// The upload component (UploadField, spec §2) for a field that stores one file's address: a course's
// picture, preview video or share image, a lecture's video. A stored upload shows in the component
// (preview, delete, zoom) and its address in the box below, where an external https or HLS address
// may be pasted instead. Uploading fills the box with /uploads/{name}; deleting empties it. The file
// itself stays in the media library (it may be used elsewhere); it is deleted there, not here.
import { Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MediaKind, UploadFieldValue } from '@rian/contracts/admin/uploads';
import { UploadField } from './UploadField.tsx';

// Stored names are the server's own ([\w.-]); the contracts' video and picture addresses say the same.
const STORED = /^\/uploads\/([\w.-]+)$/;

/** The stored upload's name an address points at, or null for an external address or none. */
export function storedName(url: string): string | null {
  const m = STORED.exec(url.trim());
  return m ? m[1]! : null;
}

export interface UploadUrlFieldProps {
  label: string;
  type: MediaKind;
  /** The address ('' or missing for none), as a form's input props give it. */
  value?: string;
  /** A form input's onChange: given the new address. */
  onChange: (url: string) => void;
  error?: string | undefined;
  description?: string;
  resize?: { width: number; height: number };
  required?: boolean;
  'data-testid'?: string;
}

/** Drop-in for a form's address input: `<UploadUrlField label=… type="image" {...input('picture_url')} />`. */
export function UploadUrlField(props: UploadUrlFieldProps) {
  const { label, type, value, onChange, error, description, resize, required } = props;
  const { t } = useTranslation();
  const name = storedName(value ?? '');
  const files: UploadFieldValue = { fileList: name ? [{ name }] : [], deleteFileList: [] };
  const picked = (next: UploadFieldValue) => {
    const last = next.fileList.at(-1);
    onChange(last ? `/uploads/${last.name}` : '');
  };
  return (
    <Stack gap={6}>
      <UploadField label={label} type={type} single value={files} onChange={picked} {...(resize ? { resize } : {})} />
      <TextInput
        label={t('adminUploadField.urlOf', { label })}
        description={description ?? t('adminUploadField.urlHint')}
        value={value ?? ''}
        onChange={(e) => onChange(e.currentTarget.value)}
        error={error}
        required={required}
        data-testid={props['data-testid']}
      />
    </Stack>
  );
}
