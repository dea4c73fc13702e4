import { z } from 'zod';
import {
  buildStepSchema,
  isQuestionShown,
  questionsOfStep,
  type ConfigurationStep,
} from '../../../api/booking/configurationSchema';
import { booking, type BookingConfig, type BookingQuestion, type BookingStep, type MinimumTotal } from '../../../api/contract/booking';
import { addressInputSchema, contactInputSchema } from '../../../api/contract/common';
import { formErrorMessage } from '../../../api/validators/messages';
import { formatPostalCode, normalizePostalCode } from '../../../api/validators/postalCode';
import { CONFIGURATION_STEPS } from './products';
import type { BookingProduct } from './products';
import { asksAddressWithContact } from './wizard.context';
import type { BookingWizardContext, StepForm, StepValues } from './wizard.types';
import { orgNumberSchema } from '../../../api/validators/schemas';

/**
 * The booking's forms as the wizard judges them: the schemas the views'
 * forms validate with (react-hook-form with `zodResolver`), and the same
 * reading of a step's starting answers (restored from the draft, prefilled
 * from the customer, or the questions' defaults) the form makes, so the
 * chart knows a step's answers and their validity as the step is entered,
 * without the view reporting them on mount.
 */

const required = formErrorMessage('required');

/**
 * A text answer a form requires: empty (or blank) is `required`, anything
 * else is left to the contract's rule (an empty email is not "invalid").
 */
export const requiredText = <S extends z.ZodType<unknown, string>>(schema: S) => z.string().trim().min(1, required).pipe(schema);

const contact = contactInputSchema.shape;
const company = booking.b2b.body.shape.company.shape;
const address = addressInputSchema.shape;

/** The contact person of a booking (`contactInputSchema`), and the company of a business request. */
export function contactFormSchema(business: boolean) {
  const person = {
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: requiredText(contact.email),
    phone: requiredText(contact.phone),
  };
  // A business request must say which company it is for, though the contract leaves the number optional.
  return business ? z.object({ ...person, companyName: company.name, orgNumber: requiredText(orgNumberSchema) }) : z.object(person);
}

/** Street, postal code and city of `addressInputSchema`; the postal code only when it is asked. */
export function placeFormSchema(askZipCode = true) {
  const place = { street: address.street, city: address.city };
  return askZipCode ? z.object({ ...place, zipCode: requiredText(address.zipCode) }) : z.object(place);
}

/** What a configuration field holds while typed: digits as text, choices as strings, flags as booleans. */
type FieldValue = string | boolean | string[];
export type ConfigurationFormValues = Record<string, FieldValue>;

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
 * A configuration step's starting values: the given answers, else each
 * question's default. Given answers to other steps' questions are kept so a
 * `showWhen` can read them.
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
export function typedAnswers(questions: readonly BookingQuestion[], values: ConfigurationFormValues): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const q of questions) {
    if (!isQuestionShown(q, values)) continue;
    const value = values[q.id];
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    answers[q.id] = (q.kind === 'number' || q.kind === 'counter') && typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  }
  return answers;
}

/** Each step's schema, built once per loaded set of questions (a form judges on every keystroke). */
const stepSchemas = new WeakMap<readonly BookingQuestion[], Map<string, ReturnType<typeof buildStepSchema>>>();
export function stepSchemaOf(questions: readonly BookingQuestion[], step: ConfigurationStep, minimumTotal?: MinimumTotal) {
  let byStep = stepSchemas.get(questions);
  if (!byStep) stepSchemas.set(questions, (byStep = new Map()));
  const key = `${step}:${JSON.stringify(minimumTotal ?? null)}`;
  let schema = byStep.get(key);
  if (!schema) byStep.set(key, (schema = buildStepSchema(questions, step, minimumTotal)));
  return schema;
}

/**
 * A configuration step's values judged: valid values are the cleaned
 * answers of the step's shown questions (numbers as numbers); invalid ones
 * are the answers as typed, so nothing is lost.
 */
export function judgeConfiguration(
  questions: readonly BookingQuestion[],
  step: ConfigurationStep,
  values: ConfigurationFormValues,
  minimumTotal?: MinimumTotal,
): { values: Record<string, unknown>; valid: boolean } {
  const parsed = stepSchemaOf(questions, step, minimumTotal).safeParse(values);
  return parsed.success ? { values: parsed.data, valid: true } : { values: typedAnswers(questionsOfStep(questions, step), values), valid: false };
}

/**
 * Home cleaning asks its subscription's questions in two steps: the main ones
 * as the cleaning configuration, the rest as extras.
 */
const cleaningQuestions = new WeakMap<BookingConfig['questions'], BookingConfig['questions']>();
export function questionsFor(product: BookingProduct, questions: BookingConfig['questions']): BookingConfig['questions'] {
  if (product.kind !== 'homeCleaning') return questions;
  // The same list for the same questions, so what is built from it (the step's schema) is built once.
  let moved = cleaningQuestions.get(questions);
  if (!moved) {
    moved = questions.map((question) => (question.step === 'configuration' ? { ...question, step: 'cleaning-configuration' as const } : question));
    cleaningQuestions.set(questions, moved);
  }
  return moved;
}

/** The contact form's fields as typed. */
type ContactFormValues = Record<'firstName' | 'lastName' | 'email' | 'phone' | 'companyName' | 'orgNumber', string>;

/** The contact answers as the wizard keeps them (flat): the schema's when valid, else as typed (trimmed). */
function contactStepValues(values: ContactFormValues, business: boolean): StepValues {
  const person = { firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: values.email.trim(), phone: values.phone.trim() };
  if (!business) return person;
  const orgNumber = values.orgNumber.trim();
  return { ...person, companyName: values.companyName.trim(), ...(orgNumber ? { orgNumber } : {}) };
}

/** A place judged: the place, or null while it is incomplete (the checked postal code when it is not asked). */
export function judgePlace(values: { street: string; zipCode: string; city: string }, postalCode: string | null): { street: string; zipCode: string; city: string } | null {
  const parsed = placeFormSchema(postalCode === null).safeParse(values);
  if (!parsed.success) return null;
  const place = parsed.data as { street: string; city: string; zipCode?: string };
  return { street: place.street, zipCode: place.zipCode ?? normalizePostalCode(postalCode ?? ''), city: place.city };
}

/** The contact step's two parts judged: the contact person (and company), and the place (null while incomplete). */
interface ContactParts {
  person: StepForm;
  place: { street: string; zipCode: string; city: string } | null;
}

/**
 * The contact step's starting answers judged in its parts, as its forms read
 * them: the contact person (and company) and, where the step asks for it,
 * the place.
 */
export function contactParts(product: BookingProduct, postalCode: string | null, given: StepValues | undefined): ContactParts {
  const text = (key: string) => (typeof given?.[key] === 'string' ? (given[key] as string) : '');
  const business = product.kind === 'b2b';
  // The company's fields start from the answers only once a company was answered.
  const company = given?.companyName !== undefined;
  const typed: ContactFormValues = {
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    phone: text('phone'),
    companyName: company ? text('companyName') : '',
    orgNumber: company ? text('orgNumber') : '',
  };
  const parsed = contactFormSchema(business).safeParse(typed);
  const person = { values: contactStepValues(parsed.success ? { ...typed, ...parsed.data } : typed, business), valid: parsed.success };
  if (!asksAddressWithContact(product)) return { person, place: null };
  const zip = text('zipCode');
  return { person, place: judgePlace({ street: text('street'), zipCode: zip ? formatPostalCode(zip) : '', city: text('city') }, postalCode) };
}

/** The contact step's answer: its parts together, valid when the person is and (where asked) the place is complete. */
export function contactAnswer(product: BookingProduct, parts: ContactParts): StepForm {
  const withPlace = asksAddressWithContact(product);
  return { values: { ...parts.person.values, ...(parts.place ?? {}) }, valid: parts.person.valid && (!withPlace || parts.place !== null) };
}

/**
 * A step's starting answers judged as its form would on being shown: the
 * configuration steps (from the loaded questions) and the contact step;
 * null for steps whose answers are picked, not typed.
 */
export function judgeStep(context: Pick<BookingWizardContext, 'product' | 'config' | 'forms' | 'postalCode'>, step: BookingStep): StepForm | null {
  if (step === 'contact') return contactAnswer(context.product, contactParts(context.product, context.postalCode, context.forms.contact?.values));
  if (!CONFIGURATION_STEPS.includes(step) || !context.config || !('questions' in context.config)) return null;
  const questions = questionsFor(context.product, context.config.questions);
  const configStep = step as ConfigurationStep;
  const given = { ...context.forms.configuration?.values, ...context.forms[step]?.values };
  const judged = judgeConfiguration(questions, configStep, initialValues(questions, configStep, given), context.config.minimumTotal);
  return { values: judged.values as StepValues, valid: judged.valid };
}
