// Environment: server
// /identity_protection bodies (docs/product.md#monitored-items): the shape here, the rules in
// src/identityProtection/monitoredItemRules.ts (shared with the add form), the answer types in
// src/api/contracts/identityProtectionContract.ts.
import { z } from 'zod';
import { monitoredItemKinds } from '../../../src/api/contracts/identityProtectionContract.js';

export const newMonitoredItemSchema = z.object({
  kind: z.enum(monitoredItemKinds),
  // Generous bound on the raw text; the rules decide what is acceptable.
  value: z.string().max(320),
});

const id = z.coerce.number().int().min(1).max(2_147_483_647);

export const monitoredItemIdSchema = z.object({ id });
export const identityAlertIdSchema = z.object({ id });
