// Custom labelled registration fields (spec §3 custom labels, §5): their types and the rules for
// the answers a registration sends.
import { fieldIssue, fillMessage, isBlank } from './field-issues.ts';
import { hasUploadExtension } from './uploads.ts';
import { REGISTRATION_MESSAGES as MESSAGES, type RegistrationIssue, type RegistrationMessageKey } from './registration.ts';

/** spec §3: the custom label types. */
export const CUSTOM_LABEL_TYPES = ['inputtext', 'select', 'multiple', 'checkbox', 'radio', 'image'] as const;
export type CustomLabelType = (typeof CUSTOM_LABEL_TYPES)[number];

/** A custom labelled field as GET /public/customlabel gives it (spec §3, §7). */
export interface CustomLabelDefinition {
  readonly id: number;
  readonly type_label: CustomLabelType;
  readonly label: string;
  readonly required: number | boolean;
  readonly item_list: readonly string[];
}

/** An answer as the form sends it. */
export interface CustomLabelAnswerInput {
  readonly id: number;
  readonly value?: unknown;
}

/**
 * spec §3 "Each answer: id, value, validation flag, label". `validation` is true when the answer
 * passed its rules and false when it is marked invalid; the label is the definition's, never the
 * client's.
 */
export interface CustomLabelAnswer {
  id: number;
  value: string | string[];
  validation: boolean;
  label: string;
}

const MULTI_VALUE_TYPES: readonly CustomLabelType[] = ['multiple', 'checkbox'];

function requiredKey(type: CustomLabelType): RegistrationMessageKey {
  if (type === 'inputtext') return 'customLabelRequired';
  if (type === 'image') return 'customLabelImageRequired';
  return 'customLabelChoiceRequired';
}

/**
 * spec §3, §5 custom labelled fields: one answer per definition, in the definitions' order (answers
 * for unknown ids are dropped, missing ones are empty). A required empty answer fails with
 * 'Please enter {label}'; a select or radio value must be one of item_list; multiple and checkbox
 * values a subset of it without repeats; an image a picture file name. Each failing answer gets
 * validation false and an issue at ['customLabel', index].
 */
export function validateCustomLabelAnswers(
  labels: readonly CustomLabelDefinition[],
  answers: readonly CustomLabelAnswerInput[],
): { answers: CustomLabelAnswer[]; issues: RegistrationIssue[] } {
  const byId = new Map<number, unknown>();
  for (const a of answers) if (!byId.has(a.id)) byId.set(a.id, a.value);
  const out: CustomLabelAnswer[] = [];
  const issues: RegistrationIssue[] = [];
  labels.forEach((def, index) => {
    const raw = byId.get(def.id);
    const multi = MULTI_VALUE_TYPES.includes(def.type_label);
    const required = def.required === true || def.required === 1;
    let key: RegistrationMessageKey | null = null;
    let value: string | string[];
    if (multi) {
      const given: unknown = raw === undefined || raw === null || raw === '' ? [] : raw;
      const list = Array.isArray(given) && given.every((v) => typeof v === 'string') ? (given as string[]) : null;
      value = list ?? [];
      if (list === null) key = 'customLabelInvalidChoice';
      else if (list.length === 0) key = required ? requiredKey(def.type_label) : null;
      else if (new Set(list).size !== list.length || !list.every((v) => def.item_list.includes(v)))
        key = 'customLabelInvalidChoice';
    } else {
      const text = raw === undefined || raw === null ? '' : raw;
      value = typeof text === 'string' ? text : '';
      if (typeof text !== 'string') key = 'customLabelInvalidChoice';
      else if (isBlank(text)) key = required ? requiredKey(def.type_label) : null;
      else if ((def.type_label === 'select' || def.type_label === 'radio') && !def.item_list.includes(text)) {
        key = 'customLabelInvalidChoice';
      } else if (def.type_label === 'image' && !hasUploadExtension(text, 'image')) key = 'fileTypeNotAllowed';
    }
    out.push({ id: def.id, value, validation: key === null, label: def.label });
    if (key !== null) issues.push(fieldIssue(['customLabel', index], key, fillMessage(MESSAGES[key], { label: def.label })));
  });
  return { answers: out, issues };
}
