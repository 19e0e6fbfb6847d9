// The shared data store the container supplies to the micro-app
// (docs/product.md#shared-data-store). Its types are the published contract in
// contract/sharedData.ts, which a host shell imports too.
export type {
  ComputedDependencies,
  EngagementData,
  LayoutData,
  LocationData,
  SessionManager,
  SharedDataActions,
  SharedDataState,
  SharedDataStore,
  UserData,
} from '../../contract/sharedData.js';
