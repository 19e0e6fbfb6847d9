// Environment: server
// /notifications and /users/me/notification_preferences inputs (docs/product.md#notifications);
// the answers are in src/api/contracts/notificationsContract.ts.
import { z } from 'zod';
import { NOTIFICATION_KINDS } from '../../../src/api/contracts/notificationsContract.js';

const id = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

export const notificationListQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(30),
  before: id.optional(),
});

export const notificationPathSchema = z.strictObject({ id });

export const notificationPreferencesSchema = z.strictObject({
  preferences: z
    .array(
      z.strictObject({
        kind: z.enum(NOTIFICATION_KINDS),
        email: z.boolean(),
        in_app: z.boolean(),
      }),
    )
    .min(1)
    .max(NOTIFICATION_KINDS.length)
    .refine((list) => new Set(list.map((entry) => entry.kind)).size === list.length, {
      message: 'each kind at most once',
    }),
});
