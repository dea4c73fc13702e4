/** The customer session statechart, its types, helpers and view model. */
export * from './constants';
export * from './session.machine';
export * from './session.setup';
export * from './session.actors';
export * from './session.context';
export * from './session.selectors';
export type * from './session.types';
export * from './referrer';
export * from './customerGate.machine';
export * from './customerGate.actors';
export type * from './customerGate.types';
