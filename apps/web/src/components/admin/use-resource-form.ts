// The back office's dialog forms, one way: the contract's rules check the values before anything is
// sent, a saved record says so and closes the dialog, a refusal lands on its fields and says why.
import { useForm, type FormValidateInput } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../lib/use-lang.ts';
import { serverFieldErrors } from './form-errors.ts';
import { notifyDone, notifyFailed, notifyInvalid } from './notify.ts';
import { useFieldInput } from './use-field-input.ts';

/** A write as TanStack Query's useMutation gives it (lib/admin-api.ts). */
export interface SaveMutation<Vars, Answer> {
  mutate: (vars: Vars, options: { onSuccess: (answer: Answer) => void; onError: (e: unknown) => void }) => void;
  isPending: boolean;
}

export interface ResourceFormSpec<Values, Vars, Answer> {
  initialValues: Values;
  validate: FormValidateInput<Values>;
  save: SaveMutation<Vars, Answer>;
  /** What `save` is called with: the record's id and the body the values make. */
  vars: (values: Values) => Vars;
  /** After the "saved" notice; `onSaved` instead replaces both (e.g. to open the new record). */
  onDone?: () => void;
  onSaved?: (answer: Answer) => void;
  /** The field a SLUG_TAKEN refusal lands on. */
  slugField?: string;
  /** Inputs are found by `data-testid="<testIdPrefix>-<name>"`; 'field' unless named. */
  testIdPrefix?: string;
}

export function useResourceForm<Values extends Record<string, unknown>, Vars, Answer>(
  spec: ResourceFormSpec<Values, Vars, Answer>,
) {
  const { t } = useTranslation();
  const lang = useLang();
  const form = useForm<Values>({ initialValues: spec.initialValues, validate: spec.validate });
  const input = useFieldInput(form, { testIdPrefix: spec.testIdPrefix });
  const saved = (answer: Answer) => {
    if (spec.onSaved) return spec.onSaved(answer);
    notifyDone(t('admin.form.saved'));
    spec.onDone?.();
  };
  const submit = form.onSubmit(
    (values) =>
      spec.save.mutate(spec.vars(values), {
        onSuccess: saved,
        onError: (e) => {
          form.setErrors(serverFieldErrors(e, lang, spec.slugField));
          notifyFailed(t, lang, e);
        },
      }),
    () => notifyInvalid(t),
  );
  return { form, input, submit, saving: spec.save.isPending };
}
