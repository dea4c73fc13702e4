import { Trans, useLingui } from '@lingui/react/macro';
import type { SectionOf } from '../../../api/contract/content.schemas';
import { COMPANY_TEXT_MAX_LENGTH, EMAIL_MAX_LENGTH, PARTNER_MESSAGE_MAX_LENGTH, WEBSITE_MAX_LENGTH } from '../../../api/validators/constants';
import { createEmployeeBenefitsActors, createPartnerApplicationActors } from '../../../machines/partners/partnerForms.actors';
import { employeeBenefitsMachine, partnerApplicationMachine } from '../../../machines/partners/partnerForms.machine';
import { EMPLOYEES_MAX_DIGITS } from '../../../machines/partners/partnerForms.rules';
import { MessageForm, type MessageFormField } from '../../forms/MessageForm';
import { useApi } from '../../shell/ApiContext';
import { useSiteActorRef } from '../../site/siteActors';
import { cx } from '../../components/cx';
import { SectionTitle } from '../SectionFrame';
import common from '../Section.module.css';
import styles from './PartnerForm.module.css';

type Form = SectionOf<'partnerForm'>['form'];

// The fields of both forms, each in the order of its chart's fields.
const companyName: MessageFormField = {
  name: 'companyName',
  label: <Trans id="sections.partnerForm.companyName">Company name</Trans>,
  control: 'text',
  autoComplete: 'organization',
  maxLength: COMPANY_TEXT_MAX_LENGTH,
};
const orgNumber: MessageFormField = {
  name: 'orgNumber',
  label: <Trans id="sections.partnerForm.orgNumber">Organisation number</Trans>,
  hint: <Trans id="sections.partnerForm.orgNumberHint">For example 556677-8899</Trans>,
  control: 'text',
  maxLength: 11,
};
const contactName: MessageFormField = {
  name: 'contactName',
  label: <Trans id="sections.partnerForm.contactName">Contact person</Trans>,
  control: 'text',
  autoComplete: 'name',
  maxLength: COMPANY_TEXT_MAX_LENGTH,
};
const email: MessageFormField = { name: 'email', label: <Trans id="sections.partnerForm.email">Email</Trans>, control: 'email', autoComplete: 'email', maxLength: EMAIL_MAX_LENGTH };
// The phone rule takes a Swedish mobile number (or a foreign one), so the label says so.
const phone: MessageFormField = {
  name: 'phone',
  label: <Trans id="sections.partnerForm.mobilePhone">Mobile phone</Trans>,
  hint: <Trans id="sections.partnerForm.mobilePhoneHint">For example 070-123 45 67</Trans>,
  control: 'tel',
  autoComplete: 'tel',
  maxLength: 20,
};
const message: MessageFormField = {
  name: 'message',
  label: <Trans id="sections.partnerForm.message">Message</Trans>,
  control: 'textarea',
  maxLength: PARTNER_MESSAGE_MAX_LENGTH,
  optional: true,
};
const website: MessageFormField = {
  name: 'website',
  label: <Trans id="sections.partnerForm.website">Website</Trans>,
  control: 'url',
  autoComplete: 'url',
  maxLength: WEBSITE_MAX_LENGTH,
  optional: true,
};
const employees: MessageFormField = {
  name: 'employees',
  label: <Trans id="sections.partnerForm.employees">Number of employees</Trans>,
  control: 'digits',
  maxLength: EMPLOYEES_MAX_DIGITS,
};

const FIELDS: Record<Form, readonly MessageFormField[]> = {
  partnerApplication: [companyName, orgNumber, contactName, email, phone, website, message],
  employeeBenefits: [companyName, orgNumber, employees, contactName, email, phone, message],
};

/** What each form is: its chart, its call, its fields and its words. */
const FORMS = {
  partnerApplication: {
    machine: partnerApplicationMachine,
    actors: createPartnerApplicationActors,
    fields: FIELDS.partnerApplication,
    testId: 'partner-application',
    title: <Trans id="sections.partnerForm.applicationTitle">Apply to become a partner</Trans>,
    thanks: <Trans id="sections.partnerForm.applicationSent">Thank you! Our sales team has your application and will contact you within two working days.</Trans>,
  },
  employeeBenefits: {
    machine: employeeBenefitsMachine,
    actors: createEmployeeBenefitsActors,
    fields: FIELDS.employeeBenefits,
    testId: 'employee-benefits',
    title: <Trans id="sections.partnerForm.benefitsTitle">Tell us about your company</Trans>,
    thanks: (
      <Trans id="sections.partnerForm.benefitsSent">Thank you! Our sales team will contact you within two working days about home services for your employees.</Trans>
    ),
  },
} satisfies Record<Form, unknown>;

/** One form to sales, its chart started with the section and stopped when it goes. */
function CompanyForm({ form }: { form: Form }) {
  const api = useApi();
  const { machine, actors, fields, testId, title, thanks } = FORMS[form];
  const actor = useSiteActorRef(machine.provide({ actors: actors(api) }));
  return <MessageForm actor={actor} fields={fields} testId={testId} title={title} thanks={thanks} />;
}

/** A form a company sends to sales, beside the section's title and text. */
export function PartnerForm({ section }: { section: SectionOf<'partnerForm'> }) {
  const { t } = useLingui();
  const fallback =
    section.form === 'partnerApplication'
      ? t({ id: 'sections.partnerForm.applicationFallbackTitle', message: 'Become a partner' })
      : t({ id: 'sections.partnerForm.benefitsFallbackTitle', message: 'Home services as an employee benefit' });
  return (
    <div className={common.container}>
      <div className={cx(common.panel, styles.partner)}>
        <div className={common.panelIntro}>
          <SectionTitle fallback={fallback}>{section.title}</SectionTitle>
          {section.text && <p className={common.lead}>{section.text}</p>}
        </div>
        {/* A section's form is the same for its whole life: one chart. */}
        <CompanyForm key={section.form} form={section.form} />
      </div>
    </div>
  );
}
