import { usePageContext } from '../../../renderer/usePageContext.js';
import { ConfirmEmailChangeScreen } from '../../../src/user/AccountLinkScreens.js';

export default function Page() {
  return <ConfirmEmailChangeScreen token={usePageContext().urlParsed.search.token ?? null} />;
}
