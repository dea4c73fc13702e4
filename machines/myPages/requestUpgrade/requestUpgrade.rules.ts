import { isApiError } from '../../../api/errors';
import type { RequestUpgradeContext, SendUpgradeRequestInput } from './requestUpgrade.types';

/** Longest comment the contract takes (`freeText(1000)`). */
export const UPGRADE_COMMENT_MAX = 1000;

/** The server refused the request itself (400, or 409 for one already asked for): sending it again changes nothing. */
export function isRefusal(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'BadRequest' || error.status === 409);
}

/** What is sent: the chosen upgrade and the trimmed comment when there is one. */
export function upgradeRequestOf(context: RequestUpgradeContext): SendUpgradeRequestInput {
  const comment = context.comment.trim().slice(0, UPGRADE_COMMENT_MAX);
  return {
    subscriptionId: context.subscriptionId,
    upgradeId: context.upgradeId ?? '',
    ...(comment ? { comment } : {}),
  };
}
