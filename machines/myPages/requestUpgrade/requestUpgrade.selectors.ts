import type { SnapshotFrom } from 'xstate';
import { DEFAULT_ERROR_KEY } from '../../shell/constants';
import type { RequestUpgradeMachine } from './requestUpgrade.machine';
import type { UpgradeOption } from './requestUpgrade.types';

export type RequestUpgradeSnapshot = SnapshotFrom<RequestUpgradeMachine>;

/** Message keys the form shows besides its fields. */
const UPGRADE_MESSAGES = {
  refused: 'myPages.subscriptions.upgrade.refused',
  failed: DEFAULT_ERROR_KEY,
} as const;

interface RequestUpgradeView {
  step: 'choosing' | 'commenting' | 'submitting' | 'refused' | 'failed' | 'requested';
  upgrades: readonly UpgradeOption[];
  chosen: UpgradeOption | null;
  comment: string;
  busy: boolean;
  /** The message shown in `refused` and `failed`, else null. */
  message: (typeof UPGRADE_MESSAGES)[keyof typeof UPGRADE_MESSAGES] | null;
  canRetry: boolean;
}

const STEPS: readonly RequestUpgradeView['step'][] = ['choosing', 'commenting', 'submitting', 'refused', 'failed', 'requested'];

export function selectRequestUpgrade(snapshot: RequestUpgradeSnapshot): RequestUpgradeView {
  const { upgrades, upgradeId, comment } = snapshot.context;
  const step = STEPS.find((state) => snapshot.matches(state)) ?? 'choosing';
  return {
    step,
    upgrades,
    chosen: upgrades.find((upgrade) => upgrade.id === upgradeId) ?? null,
    comment,
    busy: snapshot.hasTag('busy'),
    message: step === 'refused' ? UPGRADE_MESSAGES.refused : step === 'failed' ? UPGRADE_MESSAGES.failed : null,
    canRetry: snapshot.can({ type: 'request.retried' }),
  };
}
