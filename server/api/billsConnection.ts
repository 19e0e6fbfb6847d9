// Environment: server What a biller says about an account (docs/product.md#statements): the
// statement's amount due, minimum due and due date. BillerConnection is the seam a real biller
// network plugs into; the sandbox answers deterministically from the account number and the clock,
// like a provider's test mode.
import { createHash } from 'node:crypto';

export type Statement = { amountDueCents: number; minimumDueCents: number; dueDate: string };

export type BillerConnection = {
  /** `accountNumber` is normalized (billRules.ts); it is never kept by the caller. */
  statementFor: (request: { billerId: number; accountNumber: string; today: Date }) => Promise<Statement>;
};

/** Sandbox rules (docs/product.md#sandbox-numbers): an account ending in 0000 owes nothing. */
export const SANDBOX_PAID_UP_SUFFIX = '0000';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The sandbox's minimum due: a tenth of the amount due, at least $15, never more than it. */
export function minimumDueFor(amountDueCents: number): number {
  return Math.min(amountDueCents, Math.max(1_500, Math.round(amountDueCents / 10)));
}

export function createSandboxBillerConnection(): BillerConnection {
  return {
    async statementFor({ billerId, accountNumber, today }) {
      const digest = createHash('sha256').update(`${billerId}:${accountNumber}`).digest();
      // $20.00–$419.99, due between 5 days ago and 24 days ahead: some bills are overdue.
      const amountDueCents = accountNumber.endsWith(SANDBOX_PAID_UP_SUFFIX)
        ? 0
        : 2_000 + (digest.readUInt32BE(0) % 40_000);
      const minimumDueCents = minimumDueFor(amountDueCents);
      const offsetDays = (digest.readUInt16BE(4) % 30) - 5;
      const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
      const dueDate = new Date(midnight + offsetDays * DAY_MS).toISOString().slice(0, 10);
      return { amountDueCents, minimumDueCents, dueDate };
    },
  };
}
