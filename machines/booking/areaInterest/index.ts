/** The "tell me when you come here" statechart (a child of the postal-code form), its rules, types, actors and view model. */
export * from './areaInterest.machine';
export * from './areaInterest.actors';
export * from './areaInterest.rules';
export * from './areaInterest.selectors';
export type * from './areaInterest.types';
