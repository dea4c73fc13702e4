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
  children,
  onClose,
}: {
  flow: OpenFlow;
  children: BookingDetailSnapshot['children'];
  onClose: () => void;
}) {
  if (flow === 'cancel' && children.cancel) return <CancelPanel actor={children.cancel} onClose={onClose} />;
  if (flow === 'rebook' && children.rebook) return <RebookPanel actor={children.rebook} onClose={onClose} />;
  if (flow === 'rate' && children.rate) return <RatePanel actor={children.rate} onClose={onClose} />;
  if (flow === 'note' && children.note) return <NotePanel actor={children.note} onClose={onClose} />;
  if (flow === 'meeting' && children.meeting) return <MeetingPanel actor={children.meeting} onClose={onClose} />;
  return null;
}
