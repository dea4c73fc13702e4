import type { SnapshotFrom } from 'xstate';
import type { Customer } from '../../api/contract/customer';
import type { FieldError } from '../../api/contract/endpoint';
import type { StaffDeskMachine } from './staffDesk.machine';

export type StaffDeskSnapshot = SnapshotFrom<StaffDeskMachine>;

/** Which screen of the desk shows. */
type StaffDeskStep = 'lookup' | 'lookingUp' | 'found' | 'notCustomer' | 'registering' | 'lookupFailed' | 'registerFailed' | 'signOnEnded';

/** What the desk renders. */
interface StaffDeskView {
  step: StaffDeskStep;
  /** The personal number looked up (normalised); null before a look-up. */
  ssn: string | null;
  /** The customer acted for, while `found`. */
  customer: Customer | null;
  /** The server's refusal of register form fields, to set on them; null unless refused so. */
  fieldErrors: readonly FieldError[] | null;
  /** Message key of a failed call, while failed. */
  errorKey: string | null;
  /** A call is under way. */
  busy: boolean;
  /** The register form shows (not a customer yet, also while registering or after a failure). */
  showRegister: boolean;
  canLookUp: boolean;
  canRetryLookup: boolean;
  canSwitch: boolean;
}

function stepOf(snapshot: StaffDeskSnapshot): StaffDeskStep {
  if (snapshot.matches('lookingUp') || snapshot.matches('resolving')) return 'lookingUp';
  if (snapshot.matches('found')) return 'found';
  if (snapshot.matches('notCustomer')) return 'notCustomer';
  if (snapshot.matches('registering')) return 'registering';
  if (snapshot.matches('lookupFailed')) return 'lookupFailed';
  if (snapshot.matches('registerFailed')) return 'registerFailed';
  if (snapshot.matches('signOnEnded')) return 'signOnEnded';
  return 'lookup';
}

export function selectStaffDesk(snapshot: StaffDeskSnapshot): StaffDeskView {
  const { context } = snapshot;
  const step = stepOf(snapshot);
  return {
    step,
    ssn: context.ssn,
    customer: step === 'found' ? context.customer : null,
    fieldErrors: snapshot.matches({ notCustomer: 'refused' }) ? context.fieldErrors : null,
    errorKey: step === 'lookupFailed' || step === 'registerFailed' ? context.errorKey : null,
    busy: snapshot.hasTag('busy'),
    showRegister: step === 'notCustomer' || step === 'registering' || step === 'registerFailed',
    canLookUp: snapshot.can({ type: 'lookup.submitted', ssn: '19121212-1212' }),
    canRetryLookup: snapshot.can({ type: 'lookup.retried' }),
    canSwitch: snapshot.can({ type: 'customer.switched' }),
  };
}
