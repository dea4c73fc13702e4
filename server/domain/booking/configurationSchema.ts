/**
 * The configuration-form rules live in the shared call layer
 * (`api/booking/configurationSchema.ts`) so the browser form and the `/api`
 * handlers refuse the same answers with the same keys; the server re-exports them.
 */
export {
  buildConfigurationSchema,
  validateConfigurationForm,
  type ValidConfigurationForm,
} from '../../../api/booking/configurationSchema';
