import type { SnapshotFrom } from 'xstate';
import { DEFAULT_ERROR_KEY } from '../../shell/constants';
import type { RemoveAddressMachine } from './removeAddress.machine';
import type { AddressRefusalKey } from './removeAddress.rules';

export type RemoveAddressSnapshot = SnapshotFrom<RemoveAddressMachine>;

/** `idle`: the address with "Remove"; `confirm`: "Remove this address?" (also while removing and after a failure). */
type RemoveStep = 'idle' | 'confirm' | 'refused' | 'removed' | 'ended';

interface RemoveAddressView {
  step: RemoveStep;
  refusalKey: AddressRefusalKey | null;
  errorKey: typeof DEFAULT_ERROR_KEY | null;
  busy: boolean;
}

export function selectRemoveAddress(snapshot: RemoveAddressSnapshot): RemoveAddressView {
  const step: RemoveStep =
    snapshot.matches('confirming') || snapshot.matches('removing') || snapshot.matches('failed')
      ? 'confirm'
      : snapshot.matches('refused')
        ? 'refused'
        : snapshot.matches('removed')
          ? 'removed'
          : snapshot.matches('ended')
            ? 'ended'
            : 'idle';
  return {
    step,
    refusalKey: step === 'refused' ? snapshot.context.refusalKey : null,
    errorKey: snapshot.matches('failed') ? DEFAULT_ERROR_KEY : null,
    busy: snapshot.hasTag('busy'),
  };
}
