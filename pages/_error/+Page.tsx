import { usePageContext } from '../../renderer/usePageContext.js';
import { describeError, errorStatusOf } from '../../src/routing/errorMessages.js';

export default function Page() {
  const pageContext = usePageContext();
  const status = errorStatusOf(pageContext);
  const { title, message } = describeError(status);
  return (
    <section className="error-page" aria-labelledby="error-heading">
      <h1 id="error-heading">{title}</h1>
      <p>{message}</p>
      <p className="status-code">Error {status}</p>
      <p>
        <a href="/u/bills">Go to your bills</a>
      </p>
    </section>
  );
}
