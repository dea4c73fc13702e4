import type { GetServerSideProps } from 'next';
import { BookingDetailPage } from '../../../ui/myPages/booking/BookingDetailPage';
import { loadCustomerPage } from '../../../pageLoads/loadAppPage';
import { CustomerPage } from '../../../ui/myPages/CustomerPage';
import type { ContentPageProps } from '../../../ui/page/types';

type Props = ContentPageProps & { bookingId: string };

/** `myBooking`: one booking, behind login. */
export const getServerSideProps: GetServerSideProps<Props> = async (ctx) => {
  const result = await loadCustomerPage(ctx);
  if (!('props' in result)) return result;
  const props = await result.props;
  return { props: { ...props, bookingId: String(ctx.params?.id ?? '') } };
};

export default function MyBookingPage(props: Props) {
  const { bookingId } = props;
  return (
    <CustomerPage page="booking" pageProps={props}>
      <BookingDetailPage bookingId={bookingId} />
    </CustomerPage>
  );
}
