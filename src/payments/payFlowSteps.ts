// The pay-a-bill flow's place lives in the URL (SPEC §2 parameters), so reload and Back keep the
// step and moving between bills-to-pay URLs drops it (src/insights/transientParameters.ts).

export type PayFlowStep = 'amount' | 'method' | 'delivery' | 'review';

export type PayFlowState = {
  listingId: number;
  /** Cents, from `amount` written in dollars ("42.10"). */
  amountCents: number | null;
  instrumentId: number | null;
  deliveryDate: string | null;
  step: PayFlowStep;
};

function positiveInteger(value: string | null): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/** "42.10" or "42" → 4210; anything else → null. */
export function dollarsToCents(value: string | null): number | null {
  if (!value || !/^\d{1,7}(\.\d{1,2})?$/.test(value.trim())) return null;
  const [whole = '0', fraction = ''] = value.trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export function centsToDollars(cents: number): string {
  return (cents / 100).toFixed(2);
}

export function readPayFlow(search: URLSearchParams): PayFlowState | null {
  const listingId = positiveInteger(search.get('listing'));
  if (listingId === null) return null;
  const amountCents = dollarsToCents(search.get('amount'));
  const instrumentId = positiveInteger(search.get('payment_instrument'));
  const date = search.get('delivery_date');
  const deliveryDate = date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null;
  const step: PayFlowStep =
    amountCents === null
      ? 'amount'
      : instrumentId === null
        ? 'method'
        : deliveryDate === null
          ? 'delivery'
          : 'review';
  return { listingId, amountCents, instrumentId, deliveryDate, step };
}

/** The URL search of the next step: the current one with `changes` applied (null removes). */
export function payFlowSearch(
  search: URLSearchParams,
  changes: Record<string, string | null>,
): string {
  const next = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) next.delete(name);
    else next.set(name, value);
  }
  return `?${next.toString()}`;
}
