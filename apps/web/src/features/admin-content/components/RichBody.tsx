// A page body's editor (spec §2 custom pages): Mantine's rich-text editor on Tiptap, giving HTML. The
// server keeps only its allow-list of that HTML; images are inserted by their address.
import '@mantine/tiptap/styles.css';
import { useState, type FormEvent } from 'react';
import { Button, Input, Popover, Stack, TextInput } from '@mantine/core';
import { Link, RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import Image from '@tiptap/extension-image';
import { useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';

const IMAGE_URL = /^(\/uploads\/[\w.-]+|https?:\/\/\S+)$/;

/** The toolbar's labels in the reader's language. */
function useEditorLabels(): Partial<RichTextEditorLabels> {
  const { t } = useTranslation();
  return {
    boldControlLabel: t('adminContent.editor.bold'),
    italicControlLabel: t('adminContent.editor.italic'),
    underlineControlLabel: t('adminContent.editor.underline'),
    strikeControlLabel: t('adminContent.editor.strike'),
    clearFormattingControlLabel: t('adminContent.editor.clearFormatting'),
    h2ControlLabel: t('adminContent.editor.h2'),
    h3ControlLabel: t('adminContent.editor.h3'),
    h4ControlLabel: t('adminContent.editor.h4'),
    bulletListControlLabel: t('adminContent.editor.bulletList'),
    orderedListControlLabel: t('adminContent.editor.orderedList'),
    blockquoteControlLabel: t('adminContent.editor.blockquote'),
    hrControlLabel: t('adminContent.editor.hr'),
    linkControlLabel: t('adminContent.editor.link'),
    unlinkControlLabel: t('adminContent.editor.unlink'),
    undoControlLabel: t('adminContent.editor.undo'),
    redoControlLabel: t('adminContent.editor.redo'),
    linkEditorInputLabel: t('adminContent.editor.linkUrl'),
    linkEditorInputPlaceholder: 'https://',
    linkEditorSave: t('adminContent.editor.linkSave'),
    linkEditorExternalLink: t('adminContent.editor.linkExternal'),
    linkEditorInternalLink: t('adminContent.editor.linkInternal'),
  };
}

export function RichBody(props: { label: string; value: string; onChange: (html: string) => void; testId: string }) {
  const { t } = useTranslation();
  const labels = useEditorLabels();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link, Image],
    content: props.value,
    onUpdate: ({ editor: e }) => props.onChange(e.isEmpty ? '' : e.getHTML()),
    editorProps: { attributes: { 'aria-label': props.label, 'data-testid': props.testId } },
  });
  return (
    <Input.Wrapper label={props.label} onClick={() => editor?.commands.focus()}>
      <RichTextEditor editor={editor} labels={labels}>
        <RichTextEditor.Toolbar sticky stickyOffset={0} aria-label={t('adminContent.editor.toolbar')}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
            <RichTextEditor.Hr />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
            {editor ? <ImageControl editor={editor} /> : null}
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
}

/** Inserts an image by its address (an upload's /uploads/… path or an https address) with its description. */
function ImageControl({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const insert = (e: FormEvent) => {
    e.preventDefault();
    e.stopPropagation();
    if (!IMAGE_URL.test(src.trim())) return setError(t('adminContent.editor.badUrl'));
    editor.chain().focus().setImage({ src: src.trim(), alt: alt.trim() }).run();
    setOpened(false);
    setSrc('');
    setAlt('');
    setError(null);
  };
  return (
    <Popover opened={opened} onChange={setOpened} trapFocus position="bottom" withArrow shadow="md">
      <Popover.Target>
        <RichTextEditor.Control
          onClick={() => setOpened((o) => !o)}
          aria-label={t('adminContent.editor.image')}
          title={t('adminContent.editor.image')}
          data-testid="editor-image"
        >
          <ImageIcon />
        </RichTextEditor.Control>
      </Popover.Target>
      <Popover.Dropdown>
        <form onSubmit={insert}>
          <Stack gap="xs" w={280}>
            <TextInput
              label={t('adminContent.editor.imageUrl')}
              value={src}
              error={error}
              onChange={(e) => setSrc(e.currentTarget.value)}
              data-testid="editor-image-url"
            />
            <TextInput label={t('adminContent.editor.imageAlt')} value={alt} onChange={(e) => setAlt(e.currentTarget.value)} />
            <Button type="submit" size="xs" data-testid="editor-image-insert">
              {t('adminContent.editor.insert')}
            </Button>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
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
