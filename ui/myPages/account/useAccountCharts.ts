import { useMemo } from 'react';
import type { Address } from '../../../api/contract/common';
import { createEditFieldActors, type FieldCall } from '../../../machines/myPages/editField/editField.actors';
import { editFieldMachine } from '../../../machines/myPages/editField/editField.machine';
import { createPhoneVerificationActors } from '../../../machines/myPages/phoneVerification/phoneVerification.actors';
import { phoneVerificationMachine } from '../../../machines/myPages/phoneVerification/phoneVerification.machine';
import { createRemoveAddressActors } from '../../../machines/myPages/removeAddress/removeAddress.actors';
import { removeAddressMachine } from '../../../machines/myPages/removeAddress/removeAddress.machine';
import { createSecurityInstructionsActors } from '../../../machines/myPages/securityInstructions/securityInstructions.actors';
import { securityInstructionsMachine } from '../../../machines/myPages/securityInstructions/securityInstructions.machine';
import { useApi } from '../../shell/ApiContext';
import { useSiteActorRef } from '../../site/siteActors';

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

/** Removing an address, its call made with the page's client (which sends the customer's session). */
export function useRemoveAddress(address: Address) {
  const api = useApi();
  const machine = useMemo(() => removeAddressMachine.provide({ actors: createRemoveAddressActors(api) }), [api]);
  return useSiteActorRef(machine, { input: { address } });
}

/** An address's key and alarm instructions, their calls made with the page's client. */
export function useSecurityInstructions(addressId: string) {
  const api = useApi();
  const machine = useMemo(() => securityInstructionsMachine.provide({ actors: createSecurityInstructionsActors(api) }), [api]);
  return useSiteActorRef(machine, { input: { addressId } });
}
