import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { Address } from '../../../api/contract/common';
import { formatPostalCode } from '../../../api/validators/postalCode';
import { ADDRESS_INSTRUCTIONS_MAX_LENGTH, addressInstructionsSaver } from '../../../machines/myPages/myPages.savers';
import type { RemoveAddressMachine } from '../../../machines/myPages/removeAddress/removeAddress.machine';
import { selectRemoveAddress } from '../../../machines/myPages/removeAddress/removeAddress.selectors';
import { Button } from '../../components/Button';
import styles from './account.module.css';
import { EditFieldRow } from './EditFieldRow';
import { FlowError } from './FlowError';
import { SecurityInstructionsPanel } from './SecurityInstructionsPanel';
import { useEditField, useRemoveAddress, useSecurityInstructions } from './useAccountCharts';
import { useFocusOnChange } from '../../components/useFocusOnChange';

/** An address in one line: `Storgatan 1, 111 22 Stockholm`. */
const addressLine = (address: Address) => `${address.street}, ${formatPostalCode(address.zipCode)} ${address.city}`;

/**
 * One saved address: where it is (the primary one marked), instructions for
 * the staff, key and alarm, and removing it (the primary one says it cannot
 * be). Once removed, only a status saying so stays in its place.
 */
export function AddressCard({ address }: { address: Address }) {
  const { i18n } = useLingui();
  const removal = useRemoveAddress(address);
  const removed = useSelector(removal, (snapshot) => selectRemoveAddress(snapshot).step === 'removed');
  const id = useId();
  useFocusOnChange(removed ? 'removed' : 'shown', removed ? `${id}-removed` : null);
  if (removed) {
    return (
      <li className={styles.removed}>
        <p id={`${id}-removed`} role="status" tabIndex={-1} data-testid={`address-removed-${address.id}`}>
          <Trans id="myPages.addresses.removed">{addressLine(address)} was removed.</Trans>
        </p>
      </li>
    );
  }
  return (
    <li className={styles.address} data-testid={`address-${address.id}`}>
      <article aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`} className={styles.addressTitle}>
          {addressLine(address)}
          {address.primary && (
            <span className={styles.badge} data-testid="primary-badge">
              <Trans id="myPages.addresses.primaryBadge">Primary address</Trans>
            </span>
          )}
        </h3>
        <dl className={styles.facts}>
          <AddressInstructions address={address} />
        </dl>
        <AddressSecurity address={address} />
        {address.primary ? (
          // Never removable (the server refuses it): no button that can only fail, and why.
          <p className={styles.muted} data-testid={`remove-${address.id}`} data-step="primary">
            {i18n._('myPages.addresses.primary')}
          </p>
        ) : (
          <RemoveAddress actor={removal} address={address} />
        )}
      </article>
    </li>
  );
}

function AddressInstructions({ address }: { address: Address }) {
  const actor = useEditField(addressInstructionsSaver, address.instructions ?? null, address.id);
  return (
    <EditFieldRow
      actor={actor}
      name={`instructions-${address.id}`}
      form="instructions"
      multiline={{ maxLength: ADDRESS_INSTRUCTIONS_MAX_LENGTH }}
      texts={{
        label: <Trans id="myPages.addresses.instructions">Instructions for the staff</Trans>,
        fieldLabel: <Trans id="myPages.addresses.instructionsLabel">Instructions for the staff</Trans>,
        hint: <Trans id="myPages.addresses.instructionsHint">Door code, pets, parking: what the staff need to know to get in and get started.</Trans>,
        change: <Trans id="myPages.addresses.changeInstructions">Change instructions</Trans>,
        save: <Trans id="myPages.addresses.saveInstructions">Save instructions</Trans>,
        saving: <Trans id="myPages.account.saving">Saving…</Trans>,
        saved: <Trans id="myPages.addresses.instructionsSaved">The instructions are saved. The staff see them before each visit.</Trans>,
        empty: <Trans id="myPages.addresses.noInstructions">No instructions yet.</Trans>,
      }}
    />
  );
}

function AddressSecurity({ address }: { address: Address }) {
  const actor = useSecurityInstructions(address.id);
  return <SecurityInstructionsPanel actor={actor} name={address.id} />;
}

/**
 * "Remove", then a confirmation naming the address; the server's refusal
 * (in use by a coming visit or a subscription, or the primary address) in
 * place, with the address kept.
 */
function RemoveAddress({ actor, address }: { actor: ActorRefFrom<RemoveAddressMachine>; address: Address }) {
  const { i18n } = useLingui();
  const view = useSelector(actor, selectRemoveAddress);
  const id = useId();
  const ids = { remove: `${id}-remove`, question: `${id}-question`, refusal: `${id}-refusal` };
  const target = view.step === 'confirm' ? ids.question : view.step === 'refused' ? ids.refusal : view.step === 'idle' ? ids.remove : null;
  useFocusOnChange(`${view.step}:${view.errorKey ?? ''}`, target);
  const send = actor.send;
  const line = addressLine(address);

  return (
    <div className={styles.removal} aria-busy={view.busy} data-testid={`remove-${address.id}`} data-step={view.step}>
      {view.step === 'idle' && (
        <Button id={ids.remove} variant="text" size="small" onClick={() => send({ type: 'removal.requested' })}>
          <Trans id="myPages.addresses.remove">Remove address</Trans>
        </Button>
      )}
      {view.step === 'confirm' && (
        <div className={styles.panel} role="group" aria-labelledby={ids.question}>
          <p id={ids.question} tabIndex={-1} className={styles.question}>
            <Trans id="myPages.addresses.confirmRemove">Remove {line}? This cannot be undone.</Trans>
          </p>
          <FlowError errorKey={view.errorKey} />
          {view.busy && (
            <p role="status" className={styles.muted}>
              <Trans id="myPages.addresses.removing">Removing…</Trans>
            </p>
          )}
          <div className={styles.buttons}>
            {view.errorKey ? (
              <Button size="small" onClick={() => send({ type: 'retry.requested' })}>
                <Trans id="myPages.account.retry">Try again</Trans>
              </Button>
            ) : (
              <Button size="small" aria-disabled={view.busy || undefined} onClick={() => send({ type: 'removal.confirmed' })}>
                <Trans id="myPages.addresses.confirmRemoveButton">Yes, remove</Trans>
              </Button>
            )}
            <Button variant="secondary" size="small" aria-disabled={view.busy || undefined} onClick={() => send({ type: 'removal.cancelled' })}>
              <Trans id="myPages.addresses.keep">Keep the address</Trans>
            </Button>
          </div>
        </div>
      )}
      {view.step === 'refused' && view.refusalKey && (
        <div className={styles.panel}>
          <p id={ids.refusal} role="alert" tabIndex={-1} className={styles.notice} data-testid="flow-refusal">
            {i18n._(view.refusalKey)}
          </p>
          <Button variant="secondary" size="small" onClick={() => send({ type: 'removal.cancelled' })}>
            <Trans id="myPages.addresses.understood">OK</Trans>
          </Button>
        </div>
      )}
    </div>
  );
}
