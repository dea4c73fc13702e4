import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type KeyboardEvent } from 'react';
import { Controller, type ControllerRenderProps, type FieldError } from 'react-hook-form';
import { errorValues, isQuestionShown, totalOf, type ConfigurationStep } from '../../../api/booking/configurationSchema';
import type { BookingQuestion, MinimumTotal } from '../../../api/contract/booking';
import { formErrorMessage } from '../../../api/validators/messages';
import { COUNTER_INPUT_MAX_LENGTH, INTEGER_INPUT_MAX_LENGTH } from '../../../api/validators/constants';
import { sanitizeIntegerInput } from '../../../api/validators/integer';
import { formatCount } from '../../../i18n/format';
import { Field, type FieldControlProps, type FieldMessage } from '../../forms/Field';
import type { ConfigurationFormValues } from '../../../machines/booking/wizard/wizard.forms';
import { useConfigurationForm } from './useConfigurationForm';
import styles from './ConfigurationForm.module.css';

/** The envelope of the contract caps any text answer at 2000 characters. */
const TEXT_ENVELOPE_MAX_LENGTH = 2000;
/** A counter's input takes two digits, so it never counts past 99. */
const COUNTER_CEILING = 10 ** COUNTER_INPUT_MAX_LENGTH - 1;

export interface ConfigurationFormProps {
  /** The product's questions (translated by the server); only those of `step` are asked. */
  questions: BookingQuestion[];
  step: ConfigurationStep;
  /** Answers given before (this step's or others', for `showWhen`); question defaults fill the rest. */
  defaultValues?: Record<string, unknown>;
  /** Counts that must add up to a minimum (window cleaning needs a window); its message shows while they do not. */
  minimumTotal?: MinimumTotal;
  /** Values and validity on mount and on every change; the machine debounces. */
  onChange(values: Record<string, unknown>, valid: boolean): void;
}

/**
 * The questions of one configuration step of the booking wizard. Errors are
 * the spec's `common.formErrors.*` keys from the shared schema, shown as the
 * user types; the wizard's machine decides what a valid step allows.
 */
export function ConfigurationForm({ questions, step, defaultValues, minimumTotal, onChange }: ConfigurationFormProps) {
  const { form, values, questions: asked, report } = useConfigurationForm({ questions, step, defaultValues, minimumTotal, onChange });
  const id = useId();
  const shown = asked.filter((q) => isQuestionShown(q, values));
  // The rule's message sits after the last of its questions, while their total is short.
  const rule = minimumTotal && minimumTotal.questionIds.every((questionId) => asked.some((q) => q.id === questionId)) ? minimumTotal : undefined;
  const ruleAfter = rule ? shown.filter((q) => rule.questionIds.includes(q.id)).at(-1)?.id : undefined;
  const short = rule !== undefined && totalOf(rule, values) < rule.min;
  return (
    <form className={styles.form} noValidate onSubmit={(event) => event.preventDefault()} data-step={step}>
      {shown.map((q) => (
        <div key={q.id} className={styles.slot}>
          <Controller
            name={q.id}
            control={form.control}
            render={({ field, fieldState }) => (
              <QuestionField
                question={q}
                field={field}
                // The total's shortfall is said once, below the group, not on its first field.
                error={fieldState.error?.message === formErrorMessage('minTotal') ? undefined : fieldState.error}
                idPrefix={`${id}-${q.id}`}
                onAnswer={report}
              />
            )}
          />
          {q.id === ruleAfter && (
            <p className={styles.rule} role="status" data-testid="configuration-rule">
              {short ? rule?.message : null}
            </p>
          )}
        </div>
      ))}
    </form>
  );
}

interface QuestionFieldProps {
  question: BookingQuestion;
  field: ControllerRenderProps<ConfigurationFormValues, string>;
  error?: FieldError;
  idPrefix: string;
  /** After the answer changed: the form reports it. */
  onAnswer(): void;
}

/** One question in a `Field`: its label, description, input, unit and error. */
function QuestionField({ question: q, field, error, idPrefix, onAnswer }: QuestionFieldProps) {
  const { t } = useLingui();
  const inputId = `${idPrefix}-input`;
  const dateHint = q.kind === 'date' ? t({ id: 'booking.form.dateHint', message: 'Format: YYYY-MM-DD' }) : undefined;
  // The field takes digits only (a typed minus sign is dropped), so the range it accepts is said before it is typed.
  const rangeHint =
    q.kind === 'number' && q.min !== undefined && q.max !== undefined
      ? t({ id: 'booking.form.rangeHint', message: `From ${formatCount(q.min)} to ${formatCount(q.max)}` })
      : undefined;
  const formatHint = dateHint ?? rangeHint;
  const hint =
    q.description || formatHint ? (
      <>
        {q.description ? <p className={styles.description}>{q.description}</p> : null}
        {formatHint ? <p className={styles.description}>{formatHint}</p> : null}
      </>
    ) : undefined;
  const shown: FieldMessage | null = error?.message ? fieldMessageOf(q, error.message) : null;
  // A step of a counter's buttons is said aloud (the focus stays on the button, so the changed field is not read).
  const [stepped, setStepped] = useState(false);
  const frame = {
    id: inputId,
    label: q.label,
    labelSuffix: q.required ? undefined : <Trans id="booking.form.optional">(optional)</Trans>,
    hint,
    error: shown,
    classes: { field: styles.field, label: styles.label, hint: styles.hint, error: styles.error, optional: styles.optional, check: styles.option },
    data: { 'data-question': q.id },
  };
  // Every answer goes to the form, then to whoever listens.
  const answer = (value: ConfigurationFormValues[string]) => {
    field.onChange(value);
    onAnswer();
  };

  if (q.kind === 'singleChoice' || q.kind === 'multiChoice') {
    const cards = (q.options ?? []).some((o) => o.description);
    const chosen = Array.isArray(field.value) ? field.value : [];
    return (
      <Field {...frame} layout="group">
        {(control) => (
          <div className={cards ? styles.cards : styles.options}>
            {(q.options ?? []).map((option, index) => {
              const optionId = `${idPrefix}-option-${index}`;
              const checked = q.kind === 'singleChoice' ? field.value === option.value : chosen.includes(option.value);
              return (
                <label key={option.value} className={cards ? styles.card : styles.option} htmlFor={optionId}>
                  <input
                    id={optionId}
                    type={q.kind === 'singleChoice' ? 'radio' : 'checkbox'}
                    name={field.name}
                    value={option.value}
                    checked={checked}
                    onBlur={field.onBlur}
                    ref={index === 0 ? field.ref : undefined}
                    onChange={(event) => {
                      if (q.kind === 'singleChoice') answer(option.value);
                      else answer(event.target.checked ? [...chosen, option.value] : chosen.filter((v) => v !== option.value));
                    }}
                    aria-invalid={control['aria-invalid']}
                    aria-describedby={control['aria-describedby']}
                  />
                  <span className={styles.optionText}>
                    <span>{option.label}</span>
                    {option.description ? <span className={styles.description}>{option.description}</span> : null}
                  </span>
                </label>
              );
            })}
          </div>
        )}
      </Field>
    );
  }

  if (q.kind === 'boolean') {
    return (
      <Field {...frame} layout="check">
        {(control) => (
          <input
            {...control}
            type="checkbox"
            name={field.name}
            ref={field.ref}
            checked={field.value === true}
            onBlur={field.onBlur}
            onChange={(event) => answer(event.target.checked)}
          />
        )}
      </Field>
    );
  }

  const text = typeof field.value === 'string' ? field.value : '';
  if (q.kind === 'text') {
    return (
      <Field {...frame}>
        {(a11y) => (
      <textarea
        className={styles.textarea}
        name={field.name}
        ref={field.ref}
        value={text}
        rows={4}
        maxLength={q.max ?? TEXT_ENVELOPE_MAX_LENGTH}
        onBlur={field.onBlur}
        onChange={(event) => answer(event.target.value)}
        {...a11y}
      />
        )}
      </Field>
    );
  }
  if (q.kind === 'date') {
    return (
      <Field {...frame}>
        {(a11y) => (
      <input
        className={styles.input}
        type="text"
        name={field.name}
        ref={field.ref}
        value={text}
        maxLength={10}
        autoComplete="off"
        placeholder={t({ id: 'booking.form.datePlaceholder', message: 'YYYY-MM-DD' })}
        onBlur={field.onBlur}
        onChange={(event) => answer(event.target.value)}
        {...a11y}
      />
        )}
      </Field>
    );
  }

  const counter = q.kind === 'counter';
    const maxLength = counter ? COUNTER_INPUT_MAX_LENGTH : INTEGER_INPUT_MAX_LENGTH;
    const min = q.min ?? 0;
    const max = counter ? Math.min(q.max ?? COUNTER_CEILING, COUNTER_CEILING) : (q.max ?? Number.MAX_SAFE_INTEGER);
    const stepBy = (delta: number) => {
      const current = /^\d+$/.test(text) ? Number(text) : null;
      const next = current === null ? min : Math.min(max, Math.max(min, current + delta));
      answer(String(next));
      setStepped(true);
    };
    const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
      if (!counter) return;
      if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
        event.preventDefault();
        stepBy(event.key === 'ArrowUp' ? 1 : -1);
      }
    };
    const input = (a11y: FieldControlProps) => (
      <input
        className={counter ? styles.counterInput : styles.input}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        name={field.name}
        ref={field.ref}
        value={text}
        maxLength={maxLength}
        onBlur={field.onBlur}
        onKeyDown={onKeyDown}
        onChange={(event) => {
          setStepped(false);
          answer(sanitizeIntegerInput(event.target.value, maxLength));
        }}
        {...a11y}
      />
    );
    const label = q.label;
    const control = (a11y: FieldControlProps) =>
      counter ? (
      <div className={styles.counter}>
        <button type="button" className={styles.stepper} onClick={() => stepBy(-1)} aria-label={t({ id: 'booking.form.decrease', message: `Decrease ${label}` })} aria-controls={inputId}>
          −
        </button>
        {input(a11y)}
        <button type="button" className={styles.stepper} onClick={() => stepBy(1)} aria-label={t({ id: 'booking.form.increase', message: `Increase ${label}` })} aria-controls={inputId}>
          +
        </button>
        {q.unit ? <span className={styles.unit}>{q.unit}</span> : null}
        <span className="visually-hidden" role="status">
          {stepped ? `${label}: ${text}` : ''}
        </span>
      </div>
    ) : (
      <div className={styles.withUnit}>
        {input(a11y)}
        {q.unit ? <span className={styles.unit}>{q.unit}</span> : null}
      </div>
    );
  return <Field {...frame}>{control}</Field>;
}

/**
 * The message an answer's error shows: `minMax` says the question's range
 * when the question has one (a counter's ceiling included), with the
 * numbers as Swedish and English write them.
 */
function fieldMessageOf(q: BookingQuestion, message: string): FieldMessage {
  const values = errorValues(q, message);
  const max = q.kind === 'counter' ? Math.min(q.max ?? COUNTER_CEILING, COUNTER_CEILING) : q.max;
  if (message === formErrorMessage('minMax') && max !== undefined) {
    return { message: 'common.formErrors.minMaxRange', values: { min: formatCount(q.min ?? 0), max: formatCount(max) } };
  }
  return { message, ...(values ? { values } : {}) };
}
