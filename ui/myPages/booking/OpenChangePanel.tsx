import type { BookingDetailSnapshot, OpenFlow } from '../../../machines/myPages/bookingDetail/bookingDetail.selectors';
import { CancelPanel } from './CancelPanel';
import { MeetingPanel } from './MeetingPanel';
import { NotePanel } from './NotePanel';
import { RatePanel } from './RatePanel';
import { RebookPanel } from './RebookPanel';

/**
 * The panel of the change the customer opened on a booking (move, cancel,
 * note, rate, the home visit's), drawn over the chart the booking's chart
 * runs for it. The panels and their calendar are a chunk of their own,
 * fetched as the customer reaches for a change (`BookingDetailView`).
 */
export function OpenChangePanel({
  flow,
  flows,
  onClose,
}: {
  flow: OpenFlow;
  /** The booking chart's children: each open change's chart, by its name. */
  flows: BookingDetailSnapshot['children'];
  onClose: () => void;
}) {
  if (flow === 'cancel' && flows.cancel) return <CancelPanel actor={flows.cancel} onClose={onClose} />;
  if (flow === 'rebook' && flows.rebook) return <RebookPanel actor={flows.rebook} onClose={onClose} />;
  if (flow === 'rate' && flows.rate) return <RatePanel actor={flows.rate} onClose={onClose} />;
  if (flow === 'note' && flows.note) return <NotePanel actor={flows.note} onClose={onClose} />;
  if (flow === 'meeting' && flows.meeting) return <MeetingPanel actor={flows.meeting} onClose={onClose} />;
  return null;
}
