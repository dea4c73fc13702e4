import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef } from 'react';
import { useReportOnMount } from '../../forms/useReportOnMount';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import {
  buildStepSchema,
  isQuestionShown,
  questionsOfStep,
  type ConfigurationStep,
  type ValidConfigurationForm,
} from '../../../api/booking/configurationSchema';
import type { BookingQuestion, MinimumTotal } from '../../../api/contract/booking';

/** What a field holds while typed: digits as text, choices as strings, flags as booleans. */
export type FieldValue = string | boolean | string[];
export type ConfigurationFormValues = Record<string, FieldValue>;

export interface UseConfigurationFormOptions {
  questions: readonly BookingQuestion[];
  step: ConfigurationStep;
  defaultValues?: Record<string, unknown>;
  /** The form's rule that some counts add up to a minimum. */
  minimumTotal?: MinimumTotal;
  /**
   * Called on mount and whenever the values or their validity change (from
   * the fields' change handlers, through the returned `report`). Valid
   * values are the cleaned answers of the step's shown questions (numbers as
   * numbers); invalid ones are the answers as typed, so nothing is lost.
   */
  onChange(values: Record<string, unknown>, valid: boolean): void;
}

/** A stored answer as the field holds it. */
function toFieldValue(q: BookingQuestion, value: unknown): FieldValue {
  switch (q.kind) {
    case 'boolean':
      return value === true;
    case 'multiChoice':
      return Array.isArray(value) ? value.map(String) : [];
    case 'number':
    case 'counter':
      return typeof value === 'number' || typeof value === 'string' ? String(value) : '';
    default:
      return typeof value === 'string' ? value : '';
  }
}

/**
 * The initial values: the given answers, else each question's default. Given
 * answers to other steps' questions are kept so a `showWhen` can read them.
 */
export function initialValues(questions: readonly BookingQuestion[], step: ConfigurationStep, given: Record<string, unknown> = {}): ConfigurationFormValues {
  const values: ConfigurationFormValues = {};
  for (const [id, value] of Object.entries(given)) {
    if (typeof value === 'string' || typeof value === 'boolean') values[id] = value;
    else if (typeof value === 'number') values[id] = String(value);
    else if (Array.isArray(value)) values[id] = value.map(String);
  }
  for (const q of questionsOfStep(questions, step)) values[q.id] = toFieldValue(q, given[q.id] ?? q.defaultValue);
  return values;
}

/** The typed answers of the shown questions: empty fields left out, whole numbers as numbers. */
function typedAnswers(questions: readonly BookingQuestion[], values: ConfigurationFormValues): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const q of questions) {
    if (!isQuestionShown(q, values)) continue;
    const value = values[q.id];
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    answers[q.id] = (q.kind === 'number' || q.kind === 'counter') && typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  }
  return answers;
}

/**
 * The react-hook-form state of one configuration step, validated by the
 * shared schema (`api/booking/configurationSchema.ts`) the server also uses,
 * and reported to `onChange` with its validity.
 */
export function useConfigurationForm({ questions, step, defaultValues, minimumTotal, onChange }: UseConfigurationFormOptions) {
  const stepQuestions = useMemo(() => questionsOfStep(questions, step), [questions, step]);
  const schema = useMemo(() => buildStepSchema(questions, step, minimumTotal), [questions, step, minimumTotal]);
  const form = useForm<ConfigurationFormValues, unknown, ValidConfigurationForm>({
    mode: 'onChange',
    defaultValues: initialValues(questions, step, defaultValues),
    resolver: zodResolver(schema) as Resolver<ConfigurationFormValues, unknown, ValidConfigurationForm>,
  });
  const values = useWatch({ control: form.control }) as ConfigurationFormValues;

  // Reported from the fields' change handlers (and once on mount); the same answers are not reported twice.
  const reported = useRef<string | null>(null);
  const report = () => {
    const current = form.getValues();
    const parsed = schema.safeParse(current);
    const answers = parsed.success ? parsed.data : typedAnswers(stepQuestions, current);
    const key = JSON.stringify([answers, parsed.success]);
    if (reported.current === key) return;
    reported.current = key;
    onChange(answers, parsed.success);
  };
  useReportOnMount(report);

  // Restored answers that no longer hold (a removed option, a tighter limit) show their error at once;
  // empty fields wait for the user, so a fresh step does not open in red.
  useEffect(() => {
    const filled = Object.keys(typedAnswers(stepQuestions, form.getValues()));
    if (filled.length > 0) void form.trigger(filled);
    // Only on mount: later changes are validated as they are typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { form, values, questions: stepQuestions, report };
}
