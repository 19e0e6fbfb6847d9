import { usePageContext } from '../../../renderer/usePageContext.js';
import { ResetPasswordScreen } from '../../../src/user/AccountLinkScreens.js';

export default function Page() {
  return <ResetPasswordScreen token={usePageContext().urlParsed.search.token ?? null} />;
}
