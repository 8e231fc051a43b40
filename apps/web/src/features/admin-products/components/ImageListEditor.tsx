// An ordered list of pictures (spec §3 image_detail): each with its preview, its address and its
// description, moved up or down, removed, or added: uploaded through the upload component (spec §2,
// several files at once) or by address. It takes `value` and `onChange` like any input.
import { useState } from 'react';
import { ActionIcon, Button, Group, Image, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProductImage } from '@rian/contracts/admin/products';
import type { UploadFieldValue } from '@rian/contracts/admin/uploads';
import { UploadField } from '../../../components/admin/UploadField.tsx';
import '../i18n.ts';

const VALID = /^(\/uploads\/[\w.-]+|https?:\/\/\S+)$/;
const NONE: UploadFieldValue = { fileList: [], deleteFileList: [] };

export interface ImageListEditorProps {
  value: ProductImage[];
  onChange: (next: ProductImage[]) => void;
  /** The errors of the form, by path ("image_detail.1.url"). */
  errorOf?: (path: string) => string | undefined;
}

export function ImageListEditor({ value, onChange, errorOf }: ImageListEditorProps) {
  const { t } = useTranslation();
  const move = (from: number, to: number) => {
    const next = [...value];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange(next);
  };
  const edit = (i: number, change: Partial<ProductImage>) =>
    onChange(value.map((img, j) => (j === i ? { ...img, ...change } : img)));
  const add = (url: string) => onChange([...value, { url, alt: '' }]);
  // The upload component here only uploads: each finished file joins the list, which shows it.
  const uploaded = (files: UploadFieldValue) => {
    const urls = files.fileList.map((f) => `/uploads/${f.name}`);
    onChange([...value, ...urls.map((url) => ({ url, alt: '' }))]);
  };

  return (
    <Stack gap="xs" data-testid="image-list">
      {value.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('adminProducts.images.empty')}
        </Text>
      ) : null}
      {value.map((img, i) => (
        <ImageRow
          key={`${i}-${img.url}`}
          image={img}
          index={i}
          last={i === value.length - 1}
          error={errorOf?.(`image_detail.${i}.url`)}
          onEdit={(change) => edit(i, change)}
          onMove={(to) => move(i, to)}
          onRemove={() => onChange(value.filter((_, j) => j !== i))}
        />
      ))}
      <UploadField label={t('adminProducts.images.upload')} type="image" value={NONE} onChange={uploaded} />
      <AddByAddress onAdd={add} />
    </Stack>
  );
}

interface ImageRowProps {
  image: ProductImage;
  index: number;
  last: boolean;
  error: string | undefined;
  onEdit: (change: Partial<ProductImage>) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

function ImageRow({ image: img, index: i, last, error, onEdit, onMove, onRemove }: ImageRowProps) {
  const { t } = useTranslation();
  const n = i + 1;
  return (
    <Paper withBorder p="xs" data-testid="image-item">
      <Group align="flex-start" wrap="wrap" gap="sm">
        <Image
          src={img.url}
          alt={t('adminProducts.images.preview', { n })}
          w={72}
          h={72}
          radius="sm"
          fit="cover"
          fallbackSrc="/no-image-available.png"
        />
        <Stack gap={4} style={{ flex: '1 1 220px' }}>
          <TextInput
            size="xs"
            label={t('adminProducts.images.url', { n })}
            value={img.url}
            onChange={(e) => onEdit({ url: e.currentTarget.value })}
            error={error}
          />
          <TextInput
            size="xs"
            label={t('adminProducts.images.alt', { n })}
            value={img.alt}
            onChange={(e) => onEdit({ alt: e.currentTarget.value })}
          />
        </Stack>
        <Group gap={4}>
          <ActionIcon
            variant="default"
            disabled={i === 0}
            onClick={() => onMove(i - 1)}
            aria-label={t('adminProducts.images.up', { n })}
          >
            ↑
          </ActionIcon>
          <ActionIcon
            variant="default"
            disabled={last}
            onClick={() => onMove(i + 1)}
            aria-label={t('adminProducts.images.down', { n })}
          >
            ↓
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" onClick={onRemove} aria-label={t('adminProducts.images.remove', { n })}>
            ✕
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}

function AddByAddress({ onAdd }: { onAdd: (url: string) => void }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState('');
  const valid = VALID.test(url.trim());
  const submit = () => {
    if (!valid) return;
    onAdd(url.trim());
    setUrl('');
  };
  return (
    <Group align="flex-end" gap="xs" wrap="wrap">
      <TextInput
        style={{ flex: '1 1 240px' }}
        label={t('adminProducts.images.newUrl')}
        value={url}
        onChange={(e) => setUrl(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            submit();
          }
        }}
        data-testid="new-image-url"
      />
      <Button variant="default" onClick={submit} disabled={!valid} data-testid="add-image">
        {t('adminProducts.images.add')}
      </Button>
    </Group>
  );
}
