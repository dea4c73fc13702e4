import { useEffect, useState } from 'react';
import { content } from '../../api/calls/content';
import type { ImageRef } from '../../api/contract/content.schemas';
import { Picture } from '../components/Picture';
import { useApi } from '../shell/ApiContext';
import styles from './myPages.module.css';

/** The pictures of My pages the content keeps (`GET /v1/content/images/account`), by their keys. */
export type AccountImageKey = 'welcome' | 'bookings' | 'invoices' | 'subscriptions' | 'notifications';

/**
 * One of My pages' pictures, as the editors chose it: beside the welcome and
 * in a list that is empty. Decorative (the text beside it says it all), and
 * nothing while it loads or when it cannot be read.
 */
export function AccountImage({ name }: { name: AccountImageKey }) {
  const api = useApi();
  const [image, setImage] = useState<ImageRef | null>(null);
  useEffect(() => {
    let live = true;
    // The content call is kept by the client, so every picture of the page asks once.
    api.call(content.accountImages, {}).then(
      ({ items }) => {
        if (live) setImage(items.find((item) => item.key === name)?.image ?? null);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, name]);
  if (!image) return null;
  return <Picture image={image} width={160} height={120} sizes="160px" alt="" className={styles.accountImage} />;
}
