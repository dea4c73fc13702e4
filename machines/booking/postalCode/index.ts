/** The postal-code form statechart, its rules, types, actors and view model. */
export * from './postalCode.constants';
export * from './postalCode.machine';
export * from './postalCode.actors';
export * from './postalCode.rules';
export * from './postalCode.selectors';
export type * from './postalCode.types';
