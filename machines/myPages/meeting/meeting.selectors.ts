import type { SnapshotFrom } from 'xstate';
import type { Availability } from '../../../api/contract/booking';
import type { Slot } from '../../../api/contract/common';
import { DEFAULT_ERROR_KEY } from '../../shell/constants';
import type { RefusalKey } from '../shared/changes';
import type { MeetingMachine } from './meeting.machine';
import type { Meeting } from './meeting.types';

export type MeetingSnapshot = SnapshotFrom<MeetingMachine>;

type MeetingStep = 'loading' | 'ready' | 'choose' | 'rescheduled' | 'confirmCancel' | 'cancelled' | 'ended';

/** What the home-visit panel renders. */
interface MeetingView {
  step: MeetingStep;
  meeting: Meeting | null;
  availability: Availability | null;
  slot: Slot | null;
  missingSlot: boolean;
  refusalKey: RefusalKey | null;
  errorKey: typeof DEFAULT_ERROR_KEY | null;
  /** Whether it may be moved or cancelled (a booked home visit). */
  canChange: boolean;
  busy: boolean;
  /** Home-visit times are being read (again, after going back: the earlier calendar is not shown meanwhile). */
  loadingSlots: boolean;
  /** The calendar to choose in: read for this opening, while choosing or moving. */
  slotsReady: boolean;
}

export function selectMeeting(snapshot: MeetingSnapshot): MeetingView {
  const { context } = snapshot;
  const step: MeetingStep =
    snapshot.matches('loading') || snapshot.matches('loadFailed')
      ? 'loading'
      : snapshot.matches('ready')
        ? 'ready'
        : snapshot.matches('loadingSlots') || snapshot.matches('slotsFailed') || snapshot.matches('choosing') || snapshot.matches('rescheduling')
          ? 'choose'
          : snapshot.matches('rescheduled')
            ? 'rescheduled'
            : snapshot.matches('confirmingCancel') || snapshot.matches('cancelling')
              ? 'confirmCancel'
              : snapshot.matches('cancelled')
                ? 'cancelled'
                : 'ended';
  const failed =
    snapshot.matches('loadFailed') ||
    snapshot.matches('slotsFailed') ||
    snapshot.matches({ choosing: 'failed' }) ||
    snapshot.matches({ confirmingCancel: 'failed' });
  return {
    step,
    meeting: context.meeting,
    availability: context.availability,
    slot: context.slot,
    missingSlot: snapshot.matches({ choosing: 'missingSlot' }),
    refusalKey: snapshot.matches({ choosing: 'refused' }) ? context.refusalKey : null,
    errorKey: failed ? DEFAULT_ERROR_KEY : null,
    canChange: context.meeting?.status === 'booked',
    busy: snapshot.hasTag('busy'),
    loadingSlots: snapshot.matches('loadingSlots'),
    slotsReady: context.availability !== null && (snapshot.matches('choosing') || snapshot.matches('rescheduling')),
  };
}
