import { useMemo } from 'react';
import type { Address } from '../../../api/contract/common';
import type { FieldSaver } from '../../../machines/myPages/editField/editField.actors';
import { editFieldMachine } from '../../../machines/myPages/editField/editField.machine';
import { phoneVerificationMachine } from '../../../machines/myPages/phoneVerification/phoneVerification.machine';
import { removeAddressMachine } from '../../../machines/myPages/removeAddress/removeAddress.machine';
import { securityInstructionsMachine } from '../../../machines/myPages/securityInstructions/securityInstructions.machine';
import { useApi } from '../../shell/ApiContext';
import { useSiteActorRef } from '../../devtools/inspector/siteActors';

/** Starts the charts of the account page with the client and the customer's session. */

/** A value edited in place, saved by `saver` (the email; an address's instructions). */
export function useEditField(saver: FieldSaver, sessionId: string, value: string | null, targetId: string | null = null) {
  const api = useApi();
  const machine = useMemo(() => editFieldMachine.provide({ actors: { save: saver } }), [saver]);
  return useSiteActorRef(machine, { input: { api, sessionId, value, targetId } });
}

export function usePhoneVerification(sessionId: string, phone: string | null, pendingPhone: string | null) {
  const api = useApi();
  return useSiteActorRef(phoneVerificationMachine, { input: { api, sessionId, phone, pendingPhone } });
}

export function useRemoveAddress(sessionId: string, address: Address) {
  const api = useApi();
  return useSiteActorRef(removeAddressMachine, { input: { api, sessionId, address } });
}

export function useSecurityInstructions(sessionId: string, addressId: string) {
  const api = useApi();
  return useSiteActorRef(securityInstructionsMachine, { input: { api, sessionId, addressId } });
}
