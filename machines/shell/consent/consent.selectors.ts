import type { ConsentCategories } from '../../../api/contract/site';
import type { SnapshotFrom } from 'xstate';
import type { ConsentMachine } from './consent.machine';

type ConsentSnapshot = SnapshotFrom<ConsentMachine>;

/** What the consent banner and settings panel render. */
interface ConsentView {
  bannerVisible: boolean;
  settingsVisible: boolean;
  /** The switches in the settings panel. */
  draft: ConsentCategories;
  /** The choice in force (null before any). */
  categories: ConsentCategories | null;
  /** The last post failed; the choice is kept locally. */
  unsynced: boolean;
}

export function selectConsent(snapshot: ConsentSnapshot): ConsentView {
  return {
    bannerVisible: snapshot.hasTag('bannerVisible'),
    settingsVisible: snapshot.hasTag('settingsVisible'),
    draft: snapshot.context.draft,
    categories: snapshot.context.record?.categories ?? null,
    unsynced: snapshot.matches({ record: 'unsynced' }),
  };
}
