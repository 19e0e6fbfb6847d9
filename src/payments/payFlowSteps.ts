// The pay-a-bill flow's place lives in the URL (parameters; docs/product.md#transient-parameters),
// so reload and Back keep the step and moving between bills-to-pay URLs drops it
// (src/insights/transientParameters.ts).
import { payFlowSubject, positiveInteger } from './payFlowSubject.js';
import { MAX_PAYMENT_CENTS, MIN_PAYMENT_CENTS } from './paymentRules.js';

export type PayFlowStep = 'biller' | 'account' | 'amount' | 'method' | 'delivery' | 'review';

/** A payment of one of the user's bills (`listing=`). */
const billSteps: readonly PayFlowStep[] = ['amount', 'method', 'delivery', 'review'];
/** Paying a biller (`provider=`, "Pay this biller"): confirm it and add the bill first. */
const billerSteps: readonly PayFlowStep[] = ['biller', 'account', ...billSteps];

export type PayFlowState = {
  /** The bill being paid; null while a flow started from a biller has no bill yet. */
  listingId: number | null;
  /** The biller's slug when the flow started from a biller. */
  provider: string | null;
  /** The user said the biller is the right one (`biller_confirmed=true`). */
  billerConfirmed: boolean;
  /** Cents, from `amount` written in dollars ("42.10"). */
  amountCents: number | null;
  instrumentId: number | null;
  deliveryDate: string | null;
  /** Review choices, done after the payment is made (`opt_in_paperless`, `opt_in_auto_pay`). */
  optInPaperless: boolean;
  optInAutoPay: boolean;
  step: PayFlowStep;
  /** The steps of this flow, in order: "Step n of m". */
  steps: readonly PayFlowStep[];
};

/**
 * Dollars as people write them → cents: "42.10", "42", "$42.10", "$1,200.50", "1200.5"; thousands
 * separators only where they belong; anything else → null (docs/product.md#paying-a-bill).
 */
export function dollarsToCents(value: string | null): number | null {
  if (!value) return null;
  const written = value.trim().replace(/^\$\s*/, '');
  if (!/^(\d{1,7}|\d{1,3}(,\d{3}){1,2})(\.\d{1,2})?$/.test(written)) return null;
  const [whole = '0', fraction = ''] = written.replace(/,/g, '').split('.');
  if (whole.length > 7) return null;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * The amount first proposed: the amount due; with nothing due, the last amount paid, or nothing
 * (never a made-up minimum).
 */
export function proposedAmountCents(amountDueCents: number, lastPaidCents: number | null): number | null {
  if (amountDueCents > 0) return Math.max(amountDueCents, MIN_PAYMENT_CENTS);
  return lastPaidCents;
}

export function centsToDollars(cents: number): string {
  return (cents / 100).toFixed(2);
}

export function readPayFlow(search: URLSearchParams): PayFlowState | null {
  const subject = payFlowSubject(search);
  if (!subject) return null;
  const { listingId, provider } = subject;
  const billerConfirmed = search.get('biller_confirmed') === 'true';
  // An amount outside the limits opens the amount step, which says what they are.
  const parsedCents = dollarsToCents(search.get('amount'));
  const amountCents =
    parsedCents !== null && parsedCents >= MIN_PAYMENT_CENTS && parsedCents <= MAX_PAYMENT_CENTS ? parsedCents : null;
  const instrumentId = positiveInteger(search.get('payment_instrument'));
  const date = search.get('delivery_date');
  const deliveryDate = date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null;
  const step: PayFlowStep =
    listingId === null
      ? billerConfirmed
        ? 'account'
        : 'biller'
      : amountCents === null
        ? 'amount'
        : instrumentId === null
          ? 'method'
          : deliveryDate === null
            ? 'delivery'
            : 'review';
  return {
    listingId,
    provider,
    billerConfirmed,
    amountCents,
    instrumentId,
    deliveryDate,
    optInPaperless: search.get('opt_in_paperless') === 'true',
    optInAutoPay: search.get('opt_in_auto_pay') === 'true',
    step,
    // A flow that started from a biller keeps counting its first two steps once the bill exists.
    steps: provider !== null || billerConfirmed ? billerSteps : billSteps,
  };
}

/** The URL search of the next step: the current one with `changes` applied (null removes). */
export function payFlowSearch(search: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) next.delete(name);
    else next.set(name, value);
  }
  return `?${next.toString()}`;
}

/** How to go on when the server refuses a step's choice: back to that step, the choice dropped. */
export type StepRevisit = { label: string; changes: Record<string, string | null> };

/**
 * The step a refusal is about (by the API's error code), so a URL naming a day or method the
 * server will not take leads back to where it can be chosen again; null when none is.
 */
export function stepToRevisit(code: string): StepRevisit | null {
  if (code.startsWith('delivery_date_')) {
    return { label: 'Choose another date', changes: { delivery_date: null } };
  }
  if (code === 'payment_instrument_not_found') {
    return {
      label: 'Choose a payment method',
      changes: { payment_instrument: null, delivery_date: null },
    };
  }
  return null;
}
