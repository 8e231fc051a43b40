// /admin/uploads: the media library (spec §2, §5 upload component): every image and video uploaded
// through the back office, with its resized copies, size, who uploaded it and when; new files go in
// through the upload component itself, and a file can be deleted after a confirmation.
import { useState } from 'react';
import { Anchor, Button, Group, Image, SegmentedControl, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Lang } from '@rian/contracts/site';
import { UploadPageSchema, type AdminUpload, type UploadFieldValue } from '@rian/contracts/admin/uploads';
import { dateColumn } from '../../../components/admin/columns.ts';
import { confirmDelete } from '../../../components/admin/confirm.ts';
import { DataTable, useListParams, type Column } from '../../../components/admin/DataTable.tsx';
import { notifyDone, notifyFailed } from '../../../components/admin/notify.ts';
import { UploadField } from '../../../components/admin/UploadField.tsx';
import { formatClock } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { deleteUploadNamed, useDeleteUpload, useRefreshUploads } from '../api/uploads-admin-api.ts';
import '../i18n.ts';

const EMPTY: UploadFieldValue = { fileList: [], deleteFileList: [] };

function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function shape(f: AdminUpload): string {
  if (f.width !== null && f.height !== null) return `${f.width} × ${f.height}`;
  if (f.duration_ms !== null) return formatClock(Math.round(f.duration_ms / 1000));
  return '–';
}

function Thumb({ file }: { file: AdminUpload }) {
  if (file.kind === 'video')
    return <video src={`/uploads/${file.name}`} preload="metadata" muted width={96} height={60} aria-hidden />;
  const small = file.variants[0]?.name ?? file.name;
  return <Image src={`/uploads/${small}`} fallbackSrc="/no-image-available.png" alt="" w={96} h={60} fit="cover" radius="sm" />;
}

/**
 * The library's own upload boxes show what was uploaded on this visit; the library is their form, so
 * a file deleted from a box (after the spec's confirmation) is deleted from the library at once.
 */
function LibraryUploads() {
  const { t } = useTranslation();
  const lang = useLang();
  const refresh = useRefreshUploads();
  const [images, setImages] = useState(EMPTY);
  const [videos, setVideos] = useState(EMPTY);
  const stored = (was: UploadFieldValue, set: (v: UploadFieldValue) => void) => (v: UploadFieldValue) => {
    set(v);
    const gone = was.fileList.filter((f) => !v.fileList.some((k) => k.name === f.name));
    Promise.all(gone.map((f) => deleteUploadNamed(f.name)))
      .then(() => gone.length > 0 && notifyDone(t('adminUploads.deleted')))
      .catch((e: unknown) => notifyFailed(t, lang, e))
      .finally(refresh);
  };
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <UploadField label={t('adminUploads.uploadImages')} type="image" value={images} onChange={stored(images, setImages)} />
      <UploadField label={t('adminUploads.uploadVideos')} type="video" value={videos} onChange={stored(videos, setVideos)} />
    </SimpleGrid>
  );
}

/** The list's columns; `onDelete` asks before deleting. */
function uploadColumns(t: TFunction, lang: Lang, onDelete: (f: AdminUpload) => void): Column<AdminUpload>[] {
  return [
    { key: 'preview', label: t('adminUploads.col.preview'), render: (f) => <Thumb file={f} /> },
    {
      key: 'name',
      label: t('adminUploads.col.name'),
      sort: 'original_name',
      render: (f) => (
        <Anchor href={`/uploads/${f.name}`} target="_blank" size="sm">
          {f.original_name ?? f.name}
        </Anchor>
      ),
    },
    { key: 'size', label: t('adminUploads.col.size'), sort: 'size', render: (f) => formatSize(f.size) },
    { key: 'shape', label: t('adminUploads.col.dimensions'), render: shape },
    {
      key: 'variants',
      label: t('adminUploads.col.variants'),
      render: (f) => (
        <Group gap={6}>
          {f.variants.map((v) => (
            <Anchor key={v.name} href={`/uploads/${v.name}`} target="_blank" size="xs">
              {v.width}w
            </Anchor>
          ))}
        </Group>
      ),
    },
    { key: 'by', label: t('adminUploads.col.by'), render: (f) => f.uploaded_by ?? '–' },
    dateColumn('created_at', t('adminUploads.col.created'), lang),
    {
      key: 'actions',
      label: '',
      render: (f) => (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          aria-label={t('adminUploads.deleteLabel', { name: f.original_name ?? f.name })}
          onClick={() => onDelete(f)}
        >
          {t('admin.confirm.delete')}
        </Button>
      ),
    },
  ];
}

export function MediaLibrary() {
  const { t } = useTranslation();
  const lang = useLang();
  const remove = useDeleteUpload();
  const { query, set } = useListParams(['kind']);
  const confirm = (f: AdminUpload) => {
    const name = f.original_name ?? f.name;
    const onConfirm = () =>
      remove.mutate(f.id, { onSuccess: () => notifyDone(t('adminUploads.deleted')), onError: (e) => notifyFailed(t, lang, e) });
    confirmDelete(t, name, onConfirm, t('adminUploads.deleteLead', { name }));
  };
  const columns = uploadColumns(t, lang, confirm);
  const kindFilter = (
    <SegmentedControl
      aria-label={t('adminUploads.kind')}
      value={query.kind ?? ''}
      onChange={(kind) => set({ kind: kind || undefined })}
      data={[
        { value: '', label: t('adminUploads.all') },
        { value: 'image', label: t('adminUploads.image') },
        { value: 'video', label: t('adminUploads.video') },
      ]}
    />
  );
  return (
    <Stack>
      <Title order={1}>{t('adminUploads.title')}</Title>
      <LibraryUploads />
      <DataTable
        resource="uploads"
        schema={UploadPageSchema}
        columns={columns}
        label={t('adminUploads.title')}
        filterKeys={['kind']}
        filters={kindFilter}
        testId="upload-table"
      />
    </Stack>
  );
}
