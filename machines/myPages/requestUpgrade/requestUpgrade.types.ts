/** An upgrade a subscription can take, as `subscriptionUpgrades` lists it (price difference per visit, öre). */
export interface UpgradeOption {
  id: string;
  title: string;
  description: string;
  priceDifference: number;
}

/** Input: the subscription and the upgrades it can take (loaded before the form is shown). */
export interface RequestUpgradeInput {
  subscriptionId: string;
  upgrades: readonly UpgradeOption[];
}

export interface RequestUpgradeContext {
  subscriptionId: string;
  upgrades: readonly UpgradeOption[];
  /** The upgrade chosen; null while choosing. */
  upgradeId: string | null;
  /** The optional comment as typed. */
  comment: string;
}

/**
 * Events:
 * - `upgrade.chosen`: an upgrade picked (also to change the choice while commenting or after a refusal);
 * - `comment.changed`: the comment as typed;
 * - `request.submitted`: send the request;
 * - `request.cancelled`: back to choosing, the choice and comment forgotten;
 * - `request.retried`: send again after a failure.
 */
export type RequestUpgradeEvent =
  | { type: 'upgrade.chosen'; upgradeId: string }
  | { type: 'comment.changed'; value: string }
  | { type: 'request.submitted' }
  | { type: 'request.cancelled' }
  | { type: 'request.retried' };

/** Input of the `requestUpgrade` actor: PATCH `/v2/customer/subscriptions/:id/request-upgrade`. */
export interface SendUpgradeRequestInput {
  subscriptionId: string;
  upgradeId: string;
  /** Trimmed; absent when empty. */
  comment?: string;
}
