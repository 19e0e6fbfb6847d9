import type { ThunkDispatch, TypedStartListening, UnknownAction } from '@reduxjs/toolkit';
import type { AccountApi } from '../api/accountApi.js';
import type { AccountsApi } from '../api/accountsApi.js';
import type { BillsApi } from '../api/billsApi.js';
import type { CreditScoreApi } from '../api/creditScoreApi.js';
import type { ContactApi } from '../api/contactApi.js';
import type { DirectoryApi } from '../api/directoryApi.js';
import type { IdentityProtectionApi } from '../api/identityProtectionApi.js';
import type { InsightsApi } from '../api/insightsApi.js';
import type { LocationsApi } from '../api/locationsApi.js';
import type { MembershipApi } from '../api/membershipApi.js';
import type { NotificationsApi } from '../api/notificationsApi.js';
import type { PaymentsApi } from '../api/paymentsApi.js';
import type { SavingsApi } from '../api/savingsApi.js';
import type { WalletApi } from '../api/walletApi.js';
import type { WidgetSettingsApi } from '../api/widgetSettingsApi.js';
import type { DeviceStorage } from './deviceStorage.js';

/**
 * What thunks and listeners reach through `extra` (docs/architecture.md#state): the API clients and
 * the error reporter, so tests inject real clients pointed at a test server instead of mocking.
 */
export type ThunkExtra = {
  accountApi: AccountApi;
  accountsApi: AccountsApi;
  billsApi: BillsApi;
  contactApi: ContactApi;
  directoryApi: DirectoryApi;
  insightsApi: InsightsApi;
  locationsApi: LocationsApi;
  membershipApi: MembershipApi;
  notificationsApi: NotificationsApi;
  paymentsApi: PaymentsApi;
  creditScoreApi: CreditScoreApi;
  identityProtectionApi: IdentityProtectionApi;
  savingsApi: SavingsApi;
  walletApi: WalletApi;
  widgetSettingsApi: WidgetSettingsApi;
  deviceStorage: DeviceStorage;
  reportError: (error: unknown, context: Record<string, unknown>) => void;
};

/**
 * How a domain registers its listeners: typed with just the state it reads, so a domain never
 * depends on the whole RootState (which would make the store import itself).
 */
export type StartListening<State> = TypedStartListening<
  State,
  ThunkDispatch<State, ThunkExtra, UnknownAction>,
  ThunkExtra
>;
