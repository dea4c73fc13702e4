import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { content } from '../../api/contract/content';
import { toLocale } from '../../i18n/locales';
import { bookingProductOf } from '../../machines/booking/wizard/products';
import type { RouteName } from '../../api/routes';
import { loadAppPage } from './loadAppPage';
import { createServerApi } from './serverApi';
import type { ContentPageProps } from './types';

export interface BookingPageProps extends ContentPageProps {
  route: RouteName;
  /** The service's name in the page's language. */
  title: string;
  /** The service's short description, for search results and link previews. */
  description: string;
}

/** A booking page: the shell, and the service's name for the heading. */
export async function loadBookingPage(
  ctx: GetServerSidePropsContext,
  route: RouteName,
): Promise<GetServerSidePropsResult<BookingPageProps>> {
  const product = bookingProductOf(route);
  if (!product) return { notFound: true };
  const base = await loadAppPage(ctx);
  if (!('props' in base)) return base;
  const props = await base.props;
  const service = await createServerApi({ locale: toLocale(ctx.locale), webview: props.shell.webview, preview: false })
    .call(content.service, { query: { id: String(product.productId) } })
    .catch(() => null);
  return { props: { ...props, route, title: service?.title ?? '', description: service?.description ?? '' } };
}
