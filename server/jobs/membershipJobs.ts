// Environment: server
// The membership jobs (docs/product.md#membership-billing), run by the payment worker beside the
// payment jobs: a job per membership queued for its next day, and a sweep every minute that
// renews whatever is due (a job that failed too often, a clock moved ahead), as payments have.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Clock } from '../clock.js';
import type { Database } from '../db/databaseSchema.js';
import { MEMBERSHIPS_SWEEP_JOB, RENEW_MEMBERSHIP_JOB } from '../membership/membershipJobNames.js';
import { findDueMembershipIds, renewMembership } from '../membership/renewMembership.js';
import type { PaymentRails } from '../payments/paymentRails.js';
import type { JobHandler } from './jobWorker.js';

const renewPayload = z.object({ membershipId: z.number().int().positive() });

export function membershipJobHandlers(
  dependencies: { db: Kysely<Database>; clock: Clock; rails: PaymentRails },
  requeue: (name: string) => Promise<void>,
): Record<string, JobHandler> {
  return {
    async [RENEW_MEMBERSHIP_JOB](payload) {
      await renewMembership(dependencies, renewPayload.parse(payload).membershipId);
    },
    async [MEMBERSHIPS_SWEEP_JOB]() {
      try {
        for (const membershipId of await findDueMembershipIds(dependencies.db, dependencies.clock)) {
          await renewMembership(dependencies, membershipId);
        }
      } finally {
        await requeue(MEMBERSHIPS_SWEEP_JOB);
      }
    },
  };
}
