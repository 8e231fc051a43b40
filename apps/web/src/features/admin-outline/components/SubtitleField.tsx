// A video lecture's Thai subtitles (spec §3 subtitle): the administrator or the course's instructor
// picks a .vtt file; its text is sent at once to PUT lectures/{id}/subtitle, where the server checks it
// is WebVTT before storing it, and a refusal names the line at fault under the field. Removing asks
// first. A lecture not yet saved has no id to hang subtitles on, so the field says to save it first.
import { useState } from 'react';
import { Button, FileInput, Group, Input, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminLecture } from '@rian/contracts/admin/content';
import { confirmDelete } from '../../../components/admin/confirm.ts';
import { serverFieldErrors } from '../../../components/admin/form-errors.ts';
import { notifyDone } from '../../../components/admin/notify.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { useSetSubtitle } from '../api/content-api.ts';

export function SubtitleField({ lecture }: { lecture: AdminLecture | null }) {
  const { t } = useTranslation();
  const lang = useLang();
  const save = useSetSubtitle();
  const [has, setHas] = useState(lecture?.has_subtitle ?? false);
  const [error, setError] = useState<string | null>(null);
  if (!lecture) {
    return (
      <Input.Wrapper label={t('adminOutline.subtitle.label')}>
        <Text size="sm" c="dimmed">
          {t('adminOutline.subtitle.saveFirst')}
        </Text>
      </Input.Wrapper>
    );
  }
  const send = (vtt: string | null) =>
    save.mutate(
      { id: lecture.id, vtt },
      {
        onSuccess: (saved) => {
          setHas(saved.data.has_subtitle);
          setError(null);
          notifyDone(t(vtt === null ? 'adminOutline.subtitle.removed' : 'adminOutline.subtitle.saved'));
        },
        onError: (e) => setError(serverFieldErrors(e, lang).vtt ?? errorText(e, lang)),
      },
    );
  const onFile = async (file: File | null) => {
    if (file) send(await file.text());
  };
  return (
    <Group align="end" gap="xs" wrap="wrap">
      <FileInput
        style={{ flex: '1 1 220px' }}
        label={t('adminOutline.subtitle.label')}
        description={t(has ? 'adminOutline.subtitle.has' : 'adminOutline.subtitle.none')}
        placeholder={t('adminOutline.subtitle.choose')}
        accept=".vtt,text/vtt"
        clearable={false}
        value={null}
        onChange={(file) => void onFile(file)}
        error={error}
        disabled={save.isPending}
        data-testid="field-subtitle"
      />
      {has ? (
        <Button
          variant="subtle"
          color="red"
          loading={save.isPending}
          onClick={() => confirmDelete(t, t('adminOutline.subtitle.label'), () => send(null))}
        >
          {t('adminOutline.subtitle.remove')}
        </Button>
      ) : null}
    </Group>
  );
}
