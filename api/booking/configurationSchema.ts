import { z } from 'zod';
import type { BookingQuestion, MinimumTotal } from '../contract/booking';
import { configurationFormSchema, type FormAnswer } from '../contract/common';
import { INTEGER_INPUT_MAX_LENGTH } from '../validators/constants';
import { stockholmToday, validateDate } from '../validators/date';
import { validateInteger } from '../validators/integer';
import { FORM_ERROR_PREFIX, formErrorMessage, type FormErrorMessage } from '../validators/messages';

/**
 * Checks a configuration form against the questions of a product. Messages are
 * the spec's keys (`common.formErrors.*`) so the UI renders them as for any
 * other form and the API answers 400 with `[{ field, message }]`.
 *
 * Numbers come as numbers or typed digits; a number question takes whole
 * numbers only (`digitsOnly`) within `min`..`max` (`minMax`). A question whose
 * `showWhen` does not hold is skipped and its answer dropped. Answers to
 * unknown question ids are dropped, so an old client cannot smuggle fields in.
 */

interface FieldError {
  field: string;
  message: FormErrorMessage;
}

/** A validated form: only known questions, numbers as numbers. */
export type ValidConfigurationForm = Record<string, FormAnswer>;

const isEmpty = (value: FormAnswer | undefined): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

const sameAnswer = (a: FormAnswer | undefined, b: FormAnswer): boolean =>
  Array.isArray(a) || Array.isArray(b) ? JSON.stringify(a) === JSON.stringify(b) : a === b;

/** A step of the wizard that asks configuration questions. */
export type ConfigurationStep = BookingQuestion['step'];

/** The questions asked in one step, in their order. */
export const questionsOfStep = (questions: readonly BookingQuestion[], step: ConfigurationStep): BookingQuestion[] =>
  questions.filter((q) => q.step === step);

/**
 * Whether a question is asked given the other answers (its `showWhen` holds).
 * The form and the schema use the same rule, so a hidden field never blocks.
 */
export const isQuestionShown = (q: BookingQuestion, answers: Readonly<Record<string, unknown>>): boolean =>
  !q.showWhen || sameAnswer(answers[q.showWhen.questionId] as FormAnswer | undefined, q.showWhen.equals);

/** The answer or the error message key of one question. */
function checkAnswer(q: BookingQuestion, value: FormAnswer | undefined): { value: FormAnswer } | { error: FormErrorMessage } | { skip: true } {
  if (q.kind === 'boolean') {
    // Spec: a required boolean that is false is `required` (consents); optional ones default to false.
    if (value === undefined || value === null) return q.required ? { error: formErrorMessage('required') } : { value: false };
    if (typeof value !== 'boolean') return { error: formErrorMessage('default') };
    return q.required && !value ? { error: formErrorMessage('required') } : { value };
  }
  if (isEmpty(value)) {
    if (!q.required) return { skip: true };
    if (q.kind === 'singleChoice') return { error: formErrorMessage('choiceRequired') };
    if (q.kind === 'multiChoice') return { error: formErrorMessage('arrayRequired') };
    return { error: formErrorMessage('required') };
  }
  const options = new Set((q.options ?? []).map((o) => o.value));
  switch (q.kind) {
    case 'number':
    case 'counter': {
      const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
      if (text.trim().length > INTEGER_INPUT_MAX_LENGTH) return { error: formErrorMessage('digitsOnly') };
      const error = validateInteger(text, { min: q.min, max: q.max });
      return error ? { error: error.message } : { value: Number(text.trim()) };
    }
    case 'singleChoice':
      return typeof value === 'string' && options.has(value) ? { value } : { error: formErrorMessage('choiceRequired') };
    case 'multiChoice': {
      if (!Array.isArray(value)) return { error: formErrorMessage('arrayRequired') };
      const chosen = [...new Set(value.map(String))];
      return chosen.every((v) => options.has(v)) ? { value: chosen } : { error: formErrorMessage('choiceRequired') };
    }
    case 'text': {
      if (typeof value !== 'string') return { error: formErrorMessage('default') };
      const text = value.trim();
      return q.max !== undefined && text.length > q.max ? { error: formErrorMessage('maxLength') } : { value: text };
    }
    case 'date': {
      if (typeof value !== 'string') return { error: formErrorMessage('invalidDate') };
      // Every date a booking asks for is one to come (a preferred day, a move, a leave): none before today.
      const error = validateDate(value, { min: stockholmToday() });
      return error ? { error: error.message } : { value: value.trim() };
    }
  }
}

/** The sum of the rule's answers (unanswered and hidden ones count as 0). */
export function totalOf(rule: MinimumTotal, answers: Readonly<Record<string, unknown>>): number {
  return rule.questionIds.reduce((sum, id) => {
    const value = answers[id];
    const number = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : 0;
    return sum + number;
  }, 0);
}

/**
 * A zod schema of a product's form; errors carry the question id as path and
 * a form-error key as message. A `minimumTotal` rule not met is a `minTotal`
 * error on its first question, once its questions are otherwise valid.
 */
export function buildConfigurationSchema(questions: readonly BookingQuestion[], minimumTotal?: MinimumTotal) {
  return configurationFormSchema.transform((form, ctx): ValidConfigurationForm => {
    const result: ValidConfigurationForm = {};
    let failed = false;
    for (const q of questions) {
      if (!isQuestionShown(q, form)) continue;
      const checked = checkAnswer(q, form[q.id]);
      if ('error' in checked) {
        failed = true;
        ctx.addIssue({ code: 'custom', path: [q.id], message: checked.error });
      } else if ('value' in checked) result[q.id] = checked.value;
    }
    if (minimumTotal && !failed && totalOf(minimumTotal, result) < minimumTotal.min) {
      ctx.addIssue({ code: 'custom', path: [minimumTotal.questionIds[0] ?? ''], message: formErrorMessage('minTotal') });
    }
    return result;
  });
}

const isFormErrorMessage = (message: string): message is FormErrorMessage => message.startsWith(FORM_ERROR_PREFIX);

/**
 * Field errors of a failed parse, in question order, as the API answers them.
 * The contract's envelope (`configurationFormSchema`) may refuse an answer
 * before the questions are checked (a text over its 2000 characters); those
 * zod messages are mapped to keys too, so the UI never shows raw zod text.
 */
function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    message: isFormErrorMessage(issue.message)
      ? issue.message
      : formErrorMessage(issue.code === 'too_big' ? 'maxLength' : 'default'),
  }));
}

/** Validates a form: the cleaned answers, or the field errors. */
export function validateConfigurationForm(
  questions: readonly BookingQuestion[],
  form: unknown,
  minimumTotal?: MinimumTotal,
): { ok: true; form: ValidConfigurationForm } | { ok: false; errors: FieldError[] } {
  const parsed = buildConfigurationSchema(questions, minimumTotal).safeParse(form);
  return parsed.success ? { ok: true, form: parsed.data } : { ok: false, errors: fieldErrors(parsed.error) };
}

/**
 * The schema of one step's questions for a form in the browser: fields the
 * form has not filled yet (`undefined`) count as unanswered rather than as a
 * malformed envelope. Other steps' answers pass through untouched, so a
 * `showWhen` may refer to them.
 */
export function buildStepSchema(questions: readonly BookingQuestion[], step: ConfigurationStep, minimumTotal?: MinimumTotal) {
  const asked = questionsOfStep(questions, step);
  // The rule belongs to the step that asks its questions.
  const rule = minimumTotal && minimumTotal.questionIds.every((id) => asked.some((q) => q.id === id)) ? minimumTotal : undefined;
  const schema = buildConfigurationSchema(asked, rule);
  return z
    .record(z.string(), z.unknown())
    .transform((form) => Object.fromEntries(Object.entries(form).filter(([, value]) => value !== undefined)))
    .pipe(schema);
}

/**
 * The values a question's error message interpolates: `min` and `max` for
 * `minMax`, `max` for `maxLength`. Zod issues do not carry them to the form
 * resolver, so they are read back from the question.
 */
export function errorValues(q: BookingQuestion, message: string, minimumTotal?: MinimumTotal): Record<string, number> | undefined {
  if (message === formErrorMessage('minTotal')) return { min: minimumTotal?.min ?? 1 };
  if (message === formErrorMessage('minMax')) return { min: q.min ?? 0, max: q.max ?? Number.MAX_SAFE_INTEGER };
  if (message === formErrorMessage('maxLength') && q.max !== undefined) return { max: q.max };
  return undefined;
}
