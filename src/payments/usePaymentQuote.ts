import { useEffect, useState } from 'react';
import type { PaymentQuoteResponse } from '../api/contracts/paymentsContract.js';
import { useAppDispatch } from '../store/hooks.js';
import { errorMessage } from './errorMessage.js';
import { loadPaymentQuote } from './paymentThunks.js';
import type { PayFlowState } from './payFlowSteps.js';

/** The server's quote for the flow's amount and method: fee, total and delivery dates. */
export function usePaymentQuote(flow: PayFlowState) {
  const dispatch = useAppDispatch();
  const [quote, setQuote] = useState<PaymentQuoteResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { listingId, instrumentId, amountCents } = flow;
  useEffect(() => {
    if (listingId === null || instrumentId === null || amountCents === null) return;
    let current = true;
    dispatch(
      loadPaymentQuote({
        listing: listingId,
        payment_instrument: instrumentId,
        amount_cents: amountCents,
      }),
    )
      .unwrap()
      .then(
        (answer) => current && setQuote(answer),
        (failure: unknown) => current && setError(errorMessage(failure)),
      );
    return () => {
      current = false;
    };
  }, [dispatch, listingId, instrumentId, amountCents]);
  return { quote, error };
}
