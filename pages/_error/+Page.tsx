import { usePageContext } from '../../renderer/usePageContext.js';
import { paths } from '../../src/routing/paths.js';
import { describeError, errorStatusOf } from '../../src/routing/errorMessages.js';
import { ErrorState } from '../../src/ui/ErrorState.js';
import { LinkButton } from '../../src/ui/LinkButton.js';

export default function Page() {
  const pageContext = usePageContext();
  const status = errorStatusOf(pageContext);
  const { title, message } = describeError(status);
  return (
    <div className="card error-page">
      <ErrorState title={title} headingLevel={1} alert={false}>
        <p>{message}</p>
        <p className="status-code">Error {status}</p>
        <LinkButton href={paths.bills()}>Go to your bills</LinkButton>
      </ErrorState>
    </div>
  );
}
