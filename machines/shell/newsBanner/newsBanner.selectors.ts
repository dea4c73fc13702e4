import type { SnapshotFrom } from 'xstate';
import type { NewsBannerMachine } from './newsBanner.machine';

type NewsBannerSnapshot = SnapshotFrom<NewsBannerMachine>;

/** What the news banner view renders (title and texts come from the web config). */
interface NewsBannerView {
  visible: boolean;
  /** Show the close button. */
  closeable: boolean;
}

export function selectNewsBanner(snapshot: NewsBannerSnapshot): NewsBannerView {
  const visible = snapshot.hasTag('visible');
  return { visible, closeable: visible && snapshot.can({ type: 'banner.dismissed' }) };
}
