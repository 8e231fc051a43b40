import '../i18n.ts';
import { Checkbox, Chip, Input, NativeSelect, Radio, TextInput } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomLabel } from '@rian/contracts/site';
import { fillMessage } from '@rian/domain/field-issues';
import { UPLOAD_MESSAGES } from '@rian/domain/uploads';
import type { CustomLabelKey } from '../registration-form.ts';
import { FileUploadField } from './FileUploadField.tsx';
import { fieldState, groupBlur, type FormPartProps } from './field-props.ts';

/** spec §9: the custom label image size. */
const LABEL_IMAGE_SIZE = { width: 600, height: 600 };

/** The site's custom labelled fields (spec §3), one input per type, in order_label order. */
export function CustomLabelFields(props: FormPartProps) {
  const { t } = useTranslation();
  if (props.ctx.customLabels.length === 0) return null;
  return (
    <fieldset className="reg-fieldset">
      <legend className="reg-fieldset__legend">{t('registration.moreTitle')}</legend>
      <div className="reg-stack">
        {props.ctx.customLabels.map((label) => (
          <CustomLabelField key={label.id} label={label} {...props} />
        ))}
      </div>
    </fieldset>
  );
}

function CustomLabelField({ label, ...props }: FormPartProps & { label: CustomLabel }) {
  const { form, lang, onUploadBusy } = props;
  const { t } = useTranslation();
  const key: CustomLabelKey = `customLabel.${label.id}`;
  const value = form.values.customLabel[label.id];
  const text = typeof value === 'string' ? value : '';
  const list = Array.isArray(value) ? value : [];
  const set = (next: string | string[]) =>
    form.change(key, (v) => ({ ...v, customLabel: { ...v.customLabel, [label.id]: next } }));
  const required = label.required === 1;
  const state = fieldState(props, key);

  switch (label.type_label) {
    case 'inputtext':
      return (
        <TextInput label={label.label} value={text} onChange={(e) => set(e.currentTarget.value)} required={required} {...state} />
      );
    case 'select':
      return (
        <NativeSelect
          label={label.label}
          value={text}
          onChange={(e) => set(e.currentTarget.value)}
          required={required}
          data={[{ value: '', label: t('registration.choose') }, ...label.item_list]}
          {...state}
        />
      );
    case 'radio':
    case 'checkbox':
      return (
        <LabelOptions
          label={label}
          multiple={label.type_label === 'checkbox'}
          text={text}
          list={list}
          set={set}
          required={required}
          error={state.error}
          onLeave={state.onBlur}
        />
      );
    case 'multiple':
      return <LabelChips label={label} list={list} set={set} required={required} error={state.error} onLeave={state.onBlur} />;
    case 'image':
      return (
        <FileUploadField
          name={key}
          label={label.label}
          // The server keeps label pictures as public pictures, like the profile picture.
          kind="profileImage"
          value={text === '' ? null : text}
          onChange={(name) => set(name ?? '')}
          required={required}
          error={state.error}
          hint={`${t('registration.upload.imageTypes')} ${fillMessage(UPLOAD_MESSAGES.resizeHint, LABEL_IMAGE_SIZE)[lang]}`}
          preview
          onUploadError={(m) => form.setUploadError(key, m)}
          onBusyChange={(busy) => onUploadBusy(key, busy)}
          onLeave={state.onBlur}
        />
      );
  }
}

/** A group of inputs as one field: marked invalid as a whole, left when the focus leaves the group. */
function GroupField({ error, onLeave, children }: { error: string | undefined; onLeave: () => void; children: ReactNode }) {
  return (
    <div data-reg-invalid={error ? 'true' : undefined} onBlur={groupBlur(onLeave)}>
      {children}
    </div>
  );
}

/** One of the label's items (radios), or several (checkboxes). */
function LabelOptions(props: {
  label: CustomLabel;
  multiple: boolean;
  text: string;
  list: string[];
  set: (next: string | string[]) => void;
  required: boolean;
  error: string | undefined;
  onLeave: () => void;
}) {
  const { label, multiple, set, required, error } = props;
  const options = (
    <div className="reg-options">
      {label.item_list.map((item) =>
        multiple ? <Checkbox key={item} value={item} label={item} /> : <Radio key={item} value={item} label={item} />,
      )}
    </div>
  );
  return (
    <GroupField error={error} onLeave={props.onLeave}>
      {multiple ? (
        <Checkbox.Group label={label.label} value={props.list} onChange={set} withAsterisk={required} error={error}>
          {options}
        </Checkbox.Group>
      ) : (
        <Radio.Group label={label.label} value={props.text} onChange={set} withAsterisk={required} error={error}>
          {options}
        </Radio.Group>
      )}
    </GroupField>
  );
}

/** Several choices at once: chips (toggle buttons backed by checkboxes) keep a long list compact. */
function LabelChips({
  label,
  list,
  set,
  required,
  error,
  onLeave,
}: {
  label: CustomLabel;
  list: string[];
  set: (next: string[]) => void;
  required: boolean;
  error: string | undefined;
  onLeave: () => void;
}) {
  const id = useId();
  return (
    <GroupField error={error} onLeave={onLeave}>
      <Input.Wrapper id={id} label={label.label} labelElement="div" withAsterisk={required} error={error}>
        <div
          className="reg-chips"
          role="group"
          aria-labelledby={`${id}-label`}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          <Chip.Group multiple value={list} onChange={set}>
            {label.item_list.map((item) => (
              <Chip key={item} value={item} variant="outline">
                {item}
              </Chip>
            ))}
          </Chip.Group>
        </div>
      </Input.Wrapper>
    </GroupField>
  );
}
