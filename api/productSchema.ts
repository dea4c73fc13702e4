import { z } from 'zod';
import { isServiceId, type ServiceId } from './products';

/** A known product id in a payload or query (numbers and digit strings accepted). */
export const serviceIdSchema = z.coerce
  .number()
  .int()
  .refine(isServiceId, { message: 'unknownProduct' })
  .transform((id) => id as ServiceId);
