import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { questionsOfStep, type ConfigurationStep, type ValidConfigurationForm } from '../../../api/booking/configurationSchema';
import type { BookingQuestion, MinimumTotal } from '../../../api/contract/booking';
import {
  initialValues,
  judgeConfiguration,
  stepSchemaOf,
  typedAnswers,
  type ConfigurationFormValues,
} from '../../../machines/booking/wizard/wizard.forms';

interface UseConfigurationFormOptions {
  questions: readonly BookingQuestion[];
  step: ConfigurationStep;
  defaultValues?: Record<string, unknown>;
  /** The form's rule that some counts add up to a minimum. */
  minimumTotal?: MinimumTotal;
  /**
   * Called whenever the values or their validity change (from the fields'
   * change handlers, through the returned `report`); the starting answers
   * the wizard judged itself (`judgeStep`), as this form would. Valid
   * values are the cleaned answers of the step's shown questions (numbers as
   * numbers); invalid ones are the answers as typed, so nothing is lost.
   */
  onChange(values: Record<string, unknown>, valid: boolean): void;
}

/**
 * The react-hook-form state of one configuration step, validated by the
 * shared schema (`api/booking/configurationSchema.ts`) the server also uses,
 * and reported to `onChange` with its validity.
 */
export function useConfigurationForm({ questions, step, defaultValues, minimumTotal, onChange }: UseConfigurationFormOptions) {
  const stepQuestions = useMemo(() => questionsOfStep(questions, step), [questions, step]);
  const schema = stepSchemaOf(questions, step, minimumTotal);
  const form = useForm<ConfigurationFormValues, unknown, ValidConfigurationForm>({
    mode: 'onChange',
    defaultValues: initialValues(questions, step, defaultValues),
    resolver: zodResolver(schema) as Resolver<ConfigurationFormValues, unknown, ValidConfigurationForm>,
  });
  const values = useWatch({ control: form.control }) as ConfigurationFormValues;

  // Reported from the fields' change handlers; the same answers are not reported twice
  // (the starting ones the wizard judged itself).
  const judge = () => judgeConfiguration(questions, step, form.getValues(), minimumTotal);
  const reported = useRef<string | null>(null);
  if (reported.current === null) {
    const start = judge();
    reported.current = JSON.stringify([start.values, start.valid]);
  }
  const report = () => {
    const { values: answers, valid } = judge();
    const key = JSON.stringify([answers, valid]);
    if (reported.current === key) return;
    reported.current = key;
    onChange(answers, valid);
  };

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
