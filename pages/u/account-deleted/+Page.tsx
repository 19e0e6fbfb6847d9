import { AccountDeletedScreen } from '../../../src/user/DeleteAccountScreen.js';

export default function Page() {
  return <AccountDeletedScreen />;
}
