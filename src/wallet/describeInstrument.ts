import type { WalletInstrument } from '../api/contracts/walletContract.js';

/** "Visa ending in 4242, expires 08/2028" or "Checking account ending in 1012". */
export function describeInstrument(instrument: WalletInstrument): string {
  if (instrument.kind === 'bank_account') {
    const type = instrument.account_type === 'savings' ? 'Savings' : 'Checking';
    return `${type} account ending in ${instrument.last4}`;
  }
  const kind = instrument.kind === 'credit_card' ? 'credit card' : 'debit card';
  const name = instrument.brand ? `${instrument.brand} ${kind}` : kind;
  const expiry =
    instrument.expiry_month && instrument.expiry_year
      ? `, expires ${String(instrument.expiry_month).padStart(2, '0')}/${instrument.expiry_year}`
      : '';
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} ending in ${instrument.last4}${expiry}`;
}
