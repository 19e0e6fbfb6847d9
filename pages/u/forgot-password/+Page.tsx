import { ForgotPasswordScreen } from '../../../src/user/AccountLinkScreens.js';

export default function Page() {
  return <ForgotPasswordScreen />;
}
