import { useMemo } from 'react';
import type { Address } from '../../../api/contract/common';
import { createEditFieldActors, type FieldCall } from '../../../machines/myPages/editField/editField.actors';
import { editFieldMachine } from '../../../machines/myPages/editField/editField.machine';
import { createPhoneVerificationActors } from '../../../machines/myPages/phoneVerification/phoneVerification.actors';
import { phoneVerificationMachine } from '../../../machines/myPages/phoneVerification/phoneVerification.machine';
import { removeAddressMachine } from '../../../machines/myPages/removeAddress/removeAddress.machine';
import { securityInstructionsMachine } from '../../../machines/myPages/securityInstructions/securityInstructions.machine';
import { useApi } from '../../shell/ApiContext';
import { useSiteActorRef } from '../../devtools/inspector/siteActors';

/** Starts the charts of the account page with the client and the customer's session. */

/** A value edited in place, saved by `call` with the page's client (the email; an address's instructions). */
export function useEditField(call: FieldCall, value: string | null, targetId: string | null = null) {
  const api = useApi();
  const machine = useMemo(() => editFieldMachine.provide({ actors: createEditFieldActors(api, call) }), [api, call]);
  return useSiteActorRef(machine, { input: { value, targetId } });
}

/** Changing the mobile number, its calls made with the page's client. */
export function usePhoneVerification(phone: string | null, pendingPhone: string | null) {
  const api = useApi();
  const machine = useMemo(() => phoneVerificationMachine.provide({ actors: createPhoneVerificationActors(api) }), [api]);
  return useSiteActorRef(machine, { input: { phone, pendingPhone } });
}

export function useRemoveAddress(sessionId: string, address: Address) {
  const api = useApi();
  return useSiteActorRef(removeAddressMachine, { input: { api, sessionId, address } });
}

export function useSecurityInstructions(sessionId: string, addressId: string) {
  const api = useApi();
  return useSiteActorRef(securityInstructionsMachine, { input: { api, sessionId, addressId } });
}
