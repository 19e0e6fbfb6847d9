import { createSelector } from '@reduxjs/toolkit';
import type { Membership } from '../api/contracts/membershipContract.js';
import type { WalletInstrument } from '../api/contracts/walletContract.js';
import { selectPaymentInstruments } from '../wallet/walletSlice.js';
import { selectEnrollment, selectSubscriptions, type EnrollmentState } from './membershipSlice.js';

// Beside the wallet slice it reads, which importing this module brings into the store
// (src/store/rootReducer.ts); the membership slice itself is in every page's store.

export type PrimaryDataSource = {
  subscriptions: Membership[] | null;
  enrollment: EnrollmentState;
  paymentInstruments: WalletInstrument[] | null;
};

/** The primary data source, one typed value (docs/product.md#primary-data-source). */
export const selectPrimaryDataSource = createSelector(
  [selectSubscriptions, selectEnrollment, selectPaymentInstruments],
  (subscriptions, enrollment, paymentInstruments): PrimaryDataSource => ({
    subscriptions,
    enrollment,
    paymentInstruments,
  }),
);
