import { usePageContext } from '../../../renderer/usePageContext.js';
import { SignUpScreen } from '../../../src/user/SignUpScreen.js';

export default function Page() {
  const pageContext = usePageContext();
  return (
    <SignUpScreen
      search={pageContext.urlParsed.searchOriginal ?? ''}
      apiBaseUrl={pageContext.apiForBrowser?.baseUrl ?? '/api'}
    />
  );
}
