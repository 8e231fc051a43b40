import '../i18n.ts';
import type { ComponentProps } from 'react';
import { NativeSelect, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ContactField } from '@rian/domain/registration';
import { isGroupFieldShown, type ContactValues } from '../registration-form.ts';
import { FileUploadField } from './FileUploadField.tsx';
import { fieldState, type FormPartProps } from './field-props.ts';

type TextField = Exclude<ContactField, 'studentGroupKpi' | 'displayImgUrl'>;

interface Props extends FormPartProps {
  groups: readonly { id: number; name: string }[];
}

/** The contact form of spec §3: each field only when the site shows it, required only when it requires it. */
export function ContactFields(props: Props) {
  const { form, ctx, groups } = props;
  const { t } = useTranslation();
  const { switches } = ctx;
  const contact = form.values.contact;
  const set = (key: keyof ContactValues, value: string | null) =>
    form.change(key, (v) => ({ ...v, contact: { ...v.contact, [key]: value } }));
  // spec §5: required only when shown and required; e-mail always.
  const required = (f: ContactField) => f === 'email' || (switches[f].enable && switches[f].require);

  const text = (f: TextField, label: string, extra: Partial<ComponentProps<typeof TextInput>> = {}) =>
    switches[f].enable ? (
      <TextInput
        label={label}
        value={contact[f]}
        onChange={(e) => set(f, e.currentTarget.value)}
        required={required(f)}
        {...fieldState(props, f)}
        {...extra}
      />
    ) : null;

  return (
    <fieldset className="reg-fieldset">
      <legend className="reg-fieldset__legend">{t('registration.contactTitle')}</legend>
      <div className="reg-grid">
        {text('firstname', t('registration.firstname'), { autoComplete: 'given-name' })}
        {text('lastname', t('registration.lastname'), { autoComplete: 'family-name' })}
        {text('nickname', t('registration.nickname'), { autoComplete: 'nickname' })}
        <TextInput
          label={t('registration.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          value={contact.email}
          onChange={(e) => set('email', e.currentTarget.value)}
          required
          description={ctx.layoutFour ? undefined : t('registration.emailHint')}
          {...fieldState(props, 'email')}
        />
        {text('tel', t('registration.tel'), {
          type: 'tel',
          inputMode: 'numeric',
          autoComplete: 'tel-national',
          placeholder: t('registration.telPlaceholder'),
        })}
      </div>
      {switches.address.enable ? (
        <Textarea
          label={t('registration.address')}
          autoComplete="street-address"
          autosize
          minRows={2}
          value={contact.address}
          onChange={(e) => set('address', e.currentTarget.value)}
          required={required('address')}
          {...fieldState(props, 'address')}
        />
      ) : null}
      {isGroupFieldShown(ctx) ? (
        <NativeSelect
          label={t('registration.group')}
          value={contact.studentGroupKpi}
          onChange={(e) => set('studentGroupKpi', e.currentTarget.value)}
          required={required('studentGroupKpi')}
          data={[
            { value: '', label: t('registration.groupPlaceholder') },
            ...groups.map((g) => ({ value: String(g.id), label: g.name })),
          ]}
          {...fieldState(props, 'studentGroupKpi')}
        />
      ) : null}
      {switches.displayImgUrl.enable ? <ProfilePictureField {...props} required={required('displayImgUrl')} /> : null}
    </fieldset>
  );
}

/** The profile picture (spec §3 displayImgUrl), uploaded as soon as it is picked. */
function ProfilePictureField({ form, lang, onUploadBusy, required }: FormPartProps & { required: boolean }) {
  const { t } = useTranslation();
  return (
    <FileUploadField
      name="displayImgUrl"
      label={t('registration.picture')}
      kind="profileImage"
      value={form.values.contact.displayImgUrl}
      onChange={(name) => form.change('displayImgUrl', (v) => ({ ...v, contact: { ...v.contact, displayImgUrl: name } }))}
      required={required}
      error={form.errorOf('displayImgUrl')?.[lang]}
      hint={t('registration.upload.imageTypes')}
      preview
      onUploadError={(m) => form.setUploadError('displayImgUrl', m)}
      onBusyChange={(busy) => onUploadBusy('displayImgUrl', busy)}
      onLeave={() => form.blur('displayImgUrl')}
    />
  );
}
