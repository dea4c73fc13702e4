/**
 * Field validators shared by forms (`ui/forms`, machines) and the server.
 * Each rule comes as a pure function returning a `ValidationError` or `null`
 * and as a zod schema (`schemas.ts`) whose messages are the same
 * `common.formErrors.*` ids.
 */
export * from './constants';
export * from './messages';
export * from './personnummer';
export * from './postalCode';
export * from './phone';
export * from './orgNumber';
export * from './email';
export * from './integer';
export * from './code';
export * from './date';
export * from './websiteUrl';
export * from './required';
export * from './text';
export * from './match';
export * from './schemas';
