import { content } from '../../api/calls/content';
import { Picture } from '../components/Picture';
import { useAnswer } from '../components/useAnswer';
import styles from './myPages.module.css';

/** The pictures of My pages the content keeps (`GET /v1/content/images/account`), by their keys. */
export type AccountImageKey = 'welcome' | 'bookings' | 'invoices' | 'subscriptions' | 'notifications';

/**
 * One of My pages' pictures, as the editors chose it: beside the welcome and
 * in a list that is empty. Decorative (the text beside it says it all), and
 * nothing while it loads or when it cannot be read.
 */
export function AccountImage({ name }: { name: AccountImageKey }) {
  // The content call is kept by the client, so every picture of the page asks once.
  const pictures = useAnswer('account-images', (api, signal) => api.call(content.accountImages, { signal }));
  const image = pictures?.items.find((item) => item.key === name)?.image;
  if (!image) return null;
  return <Picture image={image} width={160} height={120} sizes="160px" alt="" className={styles.accountImage} />;
}
