/** The e-ID login statechart, its types, actors, messages and view model. */
export * from './constants';
export * from './eidLogin.machine';
export * from './eidLogin.actors';
export * from './eidLogin.messages';
export * from './eidLogin.selectors';
export type * from './eidLogin.types';
