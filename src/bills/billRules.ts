// What makes a bill's account number acceptable (docs/product.md#bills), for the add form and the
// server alike. Billers' account numbers mix letters and digits; people type them with spaces
// and dashes, which are not part of the number.
export const MIN_BILL_ACCOUNT_LENGTH = 4;
export const MAX_BILL_ACCOUNT_LENGTH = 24;
export const MAX_BILL_NICKNAME_LENGTH = 40;

/**
 * The bills list shows the bills due soonest first, this many of them, then all of them on request
 * (docs/product.md#bills-list): what a user with hundreds of bills came for is what is due next,
 * and the page stays light to load on a phone.
 */
export const BILLS_SHOWN_FIRST = 50;

/** The account number as the biller knows it: spaces and dashes dropped, letters upper-cased. */
export function normalizeBillAccountNumber(text: string): string {
  return text.replace(/[\s-]/g, '').toUpperCase();
}

/** A message for the account-number field, or null when it is acceptable. */
export function billAccountNumberProblem(text: string): string | null {
  const account = normalizeBillAccountNumber(text);
  if (new RegExp(`^[A-Z0-9]{${MIN_BILL_ACCOUNT_LENGTH},${MAX_BILL_ACCOUNT_LENGTH}}$`).test(account)) {
    return null;
  }
  return `Enter the account number on your bill: ${MIN_BILL_ACCOUNT_LENGTH} to ${MAX_BILL_ACCOUNT_LENGTH} letters and digits.`;
}
