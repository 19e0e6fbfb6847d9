import type { PayContextResponse } from '../api/contracts/paymentsContract.js';
import type { WalletInstrument } from '../api/contracts/walletContract.js';
import { ChoosePaymentMethod } from '../wallet/ChoosePaymentMethod.js';
import { PAYMENT_METHOD_RULES } from './paymentRules.js';
import { methodNames } from './methodNames.js';

type Instrument = PayContextResponse['instruments'][number];

function describeDelivery(instrument: Instrument): string {
  const days = PAYMENT_METHOD_RULES[instrument.kind].deliveryBankingDays;
  return `${days} banking day${days === 1 ? '' : 's'}`;
}

/** The pay flow's payment-method step: each method with how long its payment takes to arrive. */
export function PayMethodStep({
  instruments,
  onNext,
  onAdded,
}: {
  instruments: readonly Instrument[];
  onNext: (id: number) => void;
  onAdded: (instrument: WalletInstrument) => void;
}) {
  return (
    <ChoosePaymentMethod
      instruments={instruments}
      label="Pay from"
      hint="Bank transfers are free; cards arrive sooner for a fee."
      describe={(instrument) =>
        `${instrument.nickname} (${methodNames[instrument.kind]} ••••${instrument.last4}) — ` +
        describeDelivery(instrument)
      }
      emptyPrompt="You need a card or a bank account to pay this bill."
      onNext={onNext}
      onAdded={onAdded}
    />
  );
}
