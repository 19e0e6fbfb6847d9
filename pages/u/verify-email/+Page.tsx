import { usePageContext } from '../../../renderer/usePageContext.js';
import { VerifyEmailScreen } from '../../../src/user/AccountLinkScreens.js';

export default function Page() {
  return <VerifyEmailScreen token={usePageContext().urlParsed.search.token ?? null} />;
}
