// The back office's rich-text editor (spec §2 custom pages, §3 course description): Mantine's editor
// on Tiptap, giving HTML. The server keeps only its allow-list of that HTML (lib/rich-html.ts);
// images are uploaded through the upload component or inserted by their address. Plain text written before the editor opens as paragraphs.
import '@mantine/tiptap/styles.css';
import { Input, type MantineSpacing } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { Link, RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import Image from '@tiptap/extension-image';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import { asEditorHtml } from '../../../lib/rich-text.ts';
import { ImageControl } from './ImageControl.tsx';
import './i18n.ts';

/** The toolbar's labels in the reader's language. */
function useEditorLabels(): Partial<RichTextEditorLabels> {
  const { t } = useTranslation();
  return {
    boldControlLabel: t('adminRichText.bold'),
    italicControlLabel: t('adminRichText.italic'),
    underlineControlLabel: t('adminRichText.underline'),
    strikeControlLabel: t('adminRichText.strike'),
    clearFormattingControlLabel: t('adminRichText.clearFormatting'),
    h2ControlLabel: t('adminRichText.h2'),
    h3ControlLabel: t('adminRichText.h3'),
    h4ControlLabel: t('adminRichText.h4'),
    bulletListControlLabel: t('adminRichText.bulletList'),
    orderedListControlLabel: t('adminRichText.orderedList'),
    blockquoteControlLabel: t('adminRichText.blockquote'),
    hrControlLabel: t('adminRichText.hr'),
    linkControlLabel: t('adminRichText.link'),
    unlinkControlLabel: t('adminRichText.unlink'),
    undoControlLabel: t('adminRichText.undo'),
    redoControlLabel: t('adminRichText.redo'),
    linkEditorInputLabel: t('adminRichText.linkUrl'),
    linkEditorInputPlaceholder: 'https://',
    linkEditorSave: t('adminRichText.linkSave'),
    linkEditorExternalLink: t('adminRichText.linkExternal'),
    linkEditorInternalLink: t('adminRichText.linkInternal'),
  };
}

interface RichTextFieldProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  testId: string;
  /** Space above, as Mantine inputs take it. */
  mt?: MantineSpacing;
}

/** A form's string field as the editor's props: `<RichTextField label=… {...richText(form, 'description')} />`. */
export function richText<V>(form: UseFormReturnType<V>, name: keyof V & string) {
  return {
    value: String(form.getValues()[name] ?? ''),
    onChange: (html: string) => form.setFieldValue(name as never, html as never),
    testId: `field-${name}`,
  };
}

export function RichTextField(props: RichTextFieldProps) {
  const { t } = useTranslation();
  const labels = useEditorLabels();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link, Image],
    content: asEditorHtml(props.value),
    onUpdate: ({ editor: e }) => props.onChange(e.isEmpty ? '' : e.getHTML()),
    editorProps: { attributes: { 'aria-label': props.label, 'data-testid': props.testId } },
  });
  return (
    <Input.Wrapper label={props.label} mt={props.mt} onClick={() => editor?.commands.focus()}>
      <RichTextEditor editor={editor} labels={labels}>
        <RichTextEditor.Toolbar sticky stickyOffset={0} aria-label={t('adminRichText.toolbar')}>
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
