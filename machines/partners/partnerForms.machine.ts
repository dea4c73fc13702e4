import { createMessageFormMachine } from '../shell/messageForm/messageForm.machine';
import {
  EMPLOYEE_BENEFITS_FIELDS,
  EMPLOYEE_BENEFITS_RULES,
  employeeBenefitsRequest,
  PARTNER_APPLICATION_FIELDS,
  PARTNER_APPLICATION_RULES,
  partnerApplicationRequest,
} from './partnerForms.rules';

/**
 * A company's application to become a partner, sent to sales (message
 * form: `createMessageFormMachine`).
 *
 * Runs with the call the edge provides (`createPartnerApplicationActors(api)`): actor `sendMessage(body)`.
 */
export const partnerApplicationMachine = createMessageFormMachine({
  id: 'partnerApplication',
  fields: PARTNER_APPLICATION_FIELDS,
  rules: PARTNER_APPLICATION_RULES,
  request: partnerApplicationRequest,
});

/**
 * An employer's interest in home services as an employee benefit, sent to
 * sales (message form: `createMessageFormMachine`).
 *
 * Runs with the call the edge provides (`createEmployeeBenefitsActors(api)`): actor `sendMessage(body)`.
 */
export const employeeBenefitsMachine = createMessageFormMachine({
  id: 'employeeBenefits',
  fields: EMPLOYEE_BENEFITS_FIELDS,
  rules: EMPLOYEE_BENEFITS_RULES,
  request: employeeBenefitsRequest,
});
