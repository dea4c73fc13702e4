/** The booking wizard: product declarations, the chart factory, its types and view model. */
export * from './constants';
export * from './products';
export * from './wizard.machine';
export * from './wizard.setup';
export * from './wizard.actors';
export * from './wizard.context';
export * from './wizard.selectors';
export type * from './wizard.types';
