/** What `lazyForms.ts` fetches: the account page's forms, one chunk. */
export { EditFieldForm } from './EditFieldForm';
export { CodeForm, PhoneForm } from './PhoneForms';
export { SecurityForm } from './SecurityForm';
