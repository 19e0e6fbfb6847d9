import { useEffect, useState } from 'react';
import type { ApiErrorBody } from '../api/apiErrorOf.js';
import type { PaymentQuoteResponse } from '../api/contracts/paymentsContract.js';
import { useAppDispatch } from '../store/hooks.js';
import { loadPaymentQuote } from './paymentThunks.js';
import type { PayFlowState } from './payFlowSteps.js';
import { whileCurrent } from '../ui/whileCurrent.js';

/**
 * The server's quote for the flow's amount and method: fee, total and delivery dates. With
 * `checkDeliveryDate`, the flow's delivery date is asked about too, so a day the server would
 * refuse (a weekend, a bank holiday, out of range) fails here, before the user confirms.
 */
export function usePaymentQuote(flow: PayFlowState, { checkDeliveryDate = false } = {}) {
  const dispatch = useAppDispatch();
  const [quote, setQuote] = useState<PaymentQuoteResponse | null>(null);
  const [error, setError] = useState<ApiErrorBody | null>(null);
  const { listingId, instrumentId, amountCents } = flow;
  const deliveryDate = checkDeliveryDate ? flow.deliveryDate : null;
  useEffect(() => {
    if (listingId === null || instrumentId === null || amountCents === null) return;
    return whileCurrent(
      dispatch(
        loadPaymentQuote({
          listing: listingId,
          payment_instrument: instrumentId,
          amount_cents: amountCents,
          ...(deliveryDate ? { delivery_date: deliveryDate } : {}),
        }),
      ).unwrap(),
      (answer) => {
        setQuote(answer);
        setError(null);
      },
      (failure: ApiErrorBody) => setError(failure),
    );
  }, [dispatch, listingId, instrumentId, amountCents, deliveryDate]);
  return { quote, error };
}
