import { useEffect, useMemo, type SyntheticEvent } from 'react';
import { schemaResolver, useForm, type FormErrors, type UseFormReturnType } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../lib/use-lang.ts';
import { serverFieldErrors } from './form-errors.ts';
import { notifyDone, notifyFailed, notifyInvalid } from './notify.ts';

// `useForm`'s own bound on its values: any record (an interface has no index signature for `unknown`).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FormValues = Record<string, any>;

interface SaveOptions {
  /** The field a SLUG_TAKEN refusal lands on. */
  slugField?: string;
  /** Turns the contract's error paths into the form's own, where the two differ. */
  formErrors?: (errors: FormErrors) => FormErrors;
}

/**
 * The submit handler of a back-office form that saves through `mutation`: an invalid form and a refused
 * save are noticed, a refusal's field errors land on their fields, and `onSaved` runs after a save.
 */
export function useSaveSubmit<Values extends FormValues, Vars>(
  form: UseFormReturnType<Values>,
  mutation: UseMutationResult<unknown, Error, Vars>,
  {
    toVars,
    onSaved,
    slugField,
    formErrors = (errors) => errors,
  }: SaveOptions & { toVars: (values: Values) => Vars; onSaved: () => void },
) {
  const { t } = useTranslation();
  const lang = useLang();
  return form.onSubmit(
    (values) =>
      mutation.mutate(toVars(values), {
        onSuccess: onSaved,
        onError: (e) => {
          form.setErrors(formErrors(serverFieldErrors(e, lang, slugField)));
          notifyFailed(t, lang, e);
        },
      }),
    () => notifyInvalid(t),
  );
}

export interface EditorForm<Values extends FormValues> {
  form: UseFormReturnType<Values>;
  /** The form's submit handler: saves the PATCH, or names the invalid fields. */
  save: (event?: SyntheticEvent<HTMLFormElement>) => void;
  saving: boolean;
}

interface EditorOptions<Stored, Values, Patch> extends SaveOptions {
  /** The record as the server last answered it; the form starts over from it each time it changes. */
  stored: Stored;
  values: (stored: Stored) => Values;
  toPatch: (values: Values) => Patch;
  /** The contract the PATCH is checked with, as the server checks it. */
  patchSchema: Parameters<typeof schemaResolver>[0];
  update: UseMutationResult<unknown, Error, Patch>;
  /** The notice of a save that went through; the back office's "Saved" unless given. */
  saved?: { title: string; lead: string };
}

/**
 * A back-office editor's form over one stored record: checked by the PATCH contract, saved as a PATCH
 * with the usual notices, and following the record each time a save or a state change brings it back.
 */
export function useEditorForm<Stored, Values extends FormValues, Patch>({
  stored,
  values,
  toPatch,
  patchSchema,
  update,
  saved,
  ...saveOptions
}: EditorOptions<Stored, Values, Patch>): EditorForm<Values> {
  const { t } = useTranslation();
  const formErrors = saveOptions.formErrors ?? ((errors: FormErrors) => errors);
  const validatePatch = useMemo(() => schemaResolver(patchSchema, { sync: true }), [patchSchema]);
  const form = useForm<Values>({ initialValues: values(stored), validate: (v) => formErrors(validatePatch(toPatch(v))) });
  useEffect(() => {
    form.setInitialValues(values(stored));
    form.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stored]);
  const save = useSaveSubmit(form, update, {
    ...saveOptions,
    toVars: toPatch,
    onSaved: () => notifyDone(saved?.title ?? t('admin.form.saved'), saved?.lead ?? t('admin.form.savedLead')),
  });
  return { form, save, saving: update.isPending };
}
