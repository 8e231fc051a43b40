// The editor's image button (spec §2 custom pages: a rich body with images from the upload component):
// a dialog with the upload component, whose upload fills the image's address (an https address may be
// pasted instead), and the image's description for readers who cannot see it.
import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import type { Editor } from '@tiptap/react';
import { useTranslation } from 'react-i18next';
import { UploadUrlField } from '../UploadUrlField.tsx';

const IMAGE_URL = /^(\/uploads\/[\w.-]+|https?:\/\/\S+)$/;

/** Inserts an image, uploaded here or by its address, with its description. */
export function ImageControl({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    setOpened(false);
    setSrc('');
    setAlt('');
    setError(undefined);
  };
  const insert = (e: FormEvent) => {
    // The dialog's form sits in the page's form in React's tree: its submit must not save the page.
    e.preventDefault();
    e.stopPropagation();
    if (!IMAGE_URL.test(src.trim())) return setError(t('adminRichText.badUrl'));
    editor.chain().focus().setImage({ src: src.trim(), alt: alt.trim() }).run();
    close();
  };
  return (
    <>
      <RichTextEditor.Control
        onClick={() => setOpened(true)}
        aria-label={t('adminRichText.image')}
        title={t('adminRichText.image')}
        data-testid="editor-image"
      >
        <ImageIcon />
      </RichTextEditor.Control>
      <Modal opened={opened} onClose={close} title={t('adminRichText.image')} size="lg">
        {/* Clicks here would otherwise reach the editor's wrapper, which focuses the editor. */}
        <form onSubmit={insert} onClick={(e) => e.stopPropagation()}>
          <Stack>
            <UploadUrlField
              label={t('adminRichText.imageFile')}
              type="image"
              value={src}
              onChange={setSrc}
              error={error}
              description={t('adminRichText.imageUrl')}
              data-testid="editor-image-url"
            />
            <TextInput
              label={t('adminRichText.imageAlt')}
              value={alt}
              onChange={(e) => setAlt(e.currentTarget.value)}
              data-testid="editor-image-alt"
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('adminRichText.cancel')}
              </Button>
              <Button type="submit" data-testid="editor-image-insert">
                {t('adminRichText.insert')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}

function ImageIcon() {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden>
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <circle cx="8.5" cy="8.5" r="1.5" />
      <path d="M21 15l-5-5L5 21" />
    </svg>
  );
}
