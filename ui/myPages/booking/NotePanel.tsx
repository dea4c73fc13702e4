import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { BookingNoteMachine } from '../../../machines/myPages/bookingNote/bookingNote.machine';
import { NOTE_MAX_LENGTH } from '../../../machines/myPages/bookingNote/bookingNote.rules';
import { selectBookingNote } from '../../../machines/myPages/bookingNote/bookingNote.selectors';
import { Button } from '../../components/Button';
import { Field } from '../../forms/Field';
import styles from './BookingDetail.module.css';
import { CloseButton, PanelFrame, PanelRefused } from './PanelFrame';
import { Busy, Failure } from './parts';

/** A note for the staff of a coming visit. */
export function NotePanel({ actor, onClose }: { actor: ActorRefFrom<BookingNoteMachine>; onClose(): void }) {
  const view = useSelector(actor, selectBookingNote);
  const id = useId();
  const send = actor.send;

  return (
    <PanelFrame name="note" view={view} title={<Trans id="myPages.note.title">A note for the staff</Trans>} onClose={onClose}>
      {view.step === 'edit' && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'note.submitted' });
          }}
        >
          <Field
            id={`${id}-note`}
            label={<Trans id="myPages.note.label">Note</Trans>}
            hint={<Trans id="myPages.note.hint">For example where the key is or how to get in. The staff read it before the visit.</Trans>}
            error={view.fieldError}
          >
            {(control) => (
              <textarea
                {...control}
                className={styles.textarea}
                value={view.note}
                readOnly={view.busy}
                maxLength={NOTE_MAX_LENGTH + 100}
                onChange={(event) => send({ type: 'note.changed', value: event.target.value })}
              />
            )}
          </Field>
          {view.busy && <Busy><Trans id="myPages.note.saving">Saving…</Trans></Busy>}
          {view.errorKey && <Failure errorKey={view.errorKey} />}
          <div className={styles.buttons}>
            <Button type="submit" aria-disabled={view.busy || undefined} data-testid="note-save">
              <Trans id="myPages.note.save">Save note</Trans>
            </Button>
            <CloseButton onClose={onClose} />
          </div>
        </form>
      )}
      {view.step === 'saved' && (
        <div role="status" data-testid="note-done">
          <p>
            <Trans id="myPages.note.saved">Your note is saved.</Trans>
          </p>
          <div className={styles.buttons}>
            <Button variant="secondary" onClick={() => send({ type: 'note.edited' })}>
              <Trans id="myPages.note.edit">Edit the note</Trans>
            </Button>
            <CloseButton onClose={onClose} />
          </div>
        </div>
      )}
      {view.step === 'refused' && view.refusalKey && <PanelRefused refusalKey={view.refusalKey} onClose={onClose} />}
    </PanelFrame>
  );
}
