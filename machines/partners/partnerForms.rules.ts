import { COMPANY_TEXT_MAX_LENGTH, EMAIL_MAX_LENGTH, EMPLOYEES_MAX, PARTNER_MESSAGE_MAX_LENGTH, WEBSITE_MAX_LENGTH } from '../../api/validators/constants';
import { validateEmail } from '../../api/validators/email';
import { validateInteger } from '../../api/validators/integer';
import { validateOrgNumber } from '../../api/validators/orgNumber';
import { validatePhone } from '../../api/validators/phone';
import { validateRequired } from '../../api/validators/required';
import { validateMaxLength } from '../../api/validators/text';
import { validateWebsiteUrl } from '../../api/validators/websiteUrl';
import { optional } from '../shell/messageForm/messageForm.rules';
import type { FieldRule } from '../shell/messageForm/messageForm.types';

/**
 * The two forms companies send to sales (calls.md section 7, Partner): to
 * become a partner whose customers book through us, and an employer's
 * interest in home services as an employee benefit. The limits are the
 * contract's (`api/contract/partner.ts`, from `api/validators/constants.ts`).
 */
export const EMPLOYEES_MAX_DIGITS = String(EMPLOYEES_MAX).length;

export const PARTNER_APPLICATION_FIELDS = ['companyName', 'orgNumber', 'contactName', 'email', 'phone', 'website', 'message'] as const;
export const EMPLOYEE_BENEFITS_FIELDS = ['companyName', 'orgNumber', 'employees', 'contactName', 'email', 'phone', 'message'] as const;
export type PartnerApplicationField = (typeof PARTNER_APPLICATION_FIELDS)[number];
export type EmployeeBenefitsField = (typeof EMPLOYEE_BENEFITS_FIELDS)[number];
type CompanyField = PartnerApplicationField & EmployeeBenefitsField;

const requiredText = (max: number): FieldRule => (value) => validateRequired(value) ?? validateMaxLength(value, max);

/** What both forms ask: the company, its organisation number, who to call back and how, and an optional message. */
const COMPANY_RULES: Record<CompanyField, FieldRule> = {
  companyName: requiredText(COMPANY_TEXT_MAX_LENGTH),
  orgNumber: (value) => validateRequired(value) ?? validateOrgNumber(value),
  contactName: requiredText(COMPANY_TEXT_MAX_LENGTH),
  email: (value) => validateRequired(value) ?? validateMaxLength(value, EMAIL_MAX_LENGTH) ?? validateEmail(value),
  phone: (value) => validateRequired(value) ?? validatePhone(value),
  message: (value) => validateMaxLength(value, PARTNER_MESSAGE_MAX_LENGTH),
};

export const PARTNER_APPLICATION_RULES: Record<PartnerApplicationField, FieldRule> = {
  ...COMPANY_RULES,
  website: (value) => (value.trim() === '' ? null : (validateMaxLength(value, WEBSITE_MAX_LENGTH) ?? validateWebsiteUrl(value))),
};

export const EMPLOYEE_BENEFITS_RULES: Record<EmployeeBenefitsField, FieldRule> = {
  ...COMPANY_RULES,
  employees: (value) => validateRequired(value) ?? validateInteger(value, { min: 1, max: EMPLOYEES_MAX }),
};

/** The body both calls share: trimmed, the message only when one is written. */
function companyRequest(values: Record<CompanyField, string>) {
  return {
    companyName: values.companyName.trim(),
    orgNumber: values.orgNumber.trim(),
    contactName: values.contactName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    ...optional('message', values.message),
  };
}

/** The body of POST /v1/partner/new: the website only when given. */
export const partnerApplicationRequest = (values: Record<PartnerApplicationField, string>) => ({ ...companyRequest(values), ...optional('website', values.website) });

/** The body of POST /v1/partner/employee-benefits: the number of employees as a number. */
export const employeeBenefitsRequest = (values: Record<EmployeeBenefitsField, string>) => ({ ...companyRequest(values), employees: Number(values.employees.trim()) });
