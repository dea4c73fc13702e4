import { fromPromise, type PromiseActorLogic } from 'xstate';
import type { ChangeValidation } from '../../../api/contract/customer';
import type { LoadOptionsInput } from './bookingChange.types';

/** The calls of one change flow, each made with the client the actors were built with. */
interface BookingChangeCalls<TOptions, TRequest, TResult> {
  load(input: LoadOptionsInput): Promise<TOptions>;
  /** Only in a flow that confirms (`BookingChangeKind.confirms`). */
  validate?(request: TRequest): Promise<ChangeValidation>;
  commit(request: TRequest): Promise<TResult>;
}

/** The invoked actors of a change flow, by the names its chart invokes. */
export interface BookingChangeActors<TOptions, TRequest, TResult> {
  loadOptions: PromiseActorLogic<TOptions, LoadOptionsInput>;
  validateChange: PromiseActorLogic<ChangeValidation, TRequest>;
  commitChange: PromiseActorLogic<TResult, TRequest>;
}

/**
 * A validation for a flow that never validates: its chart has no state
 * that invokes it, so it never runs.
 */
function neverValidates(): Promise<ChangeValidation> {
  return Promise.reject(new Error('this change flow has no validation'));
}

/** The actors of a change flow from its calls (`createCancelBookingActors(api)` and the like build the calls). */
export function bookingChangeActors<TOptions, TRequest, TResult>(
  calls: BookingChangeCalls<TOptions, TRequest, TResult>,
): BookingChangeActors<TOptions, TRequest, TResult> {
  const validate = calls.validate ?? neverValidates;
  return {
    loadOptions: fromPromise<TOptions, LoadOptionsInput>(({ input }) => calls.load(input)),
    validateChange: fromPromise<ChangeValidation, TRequest>(({ input }) => validate(input)),
    commitChange: fromPromise<TResult, TRequest>(({ input }) => calls.commit(input)),
  };
}
