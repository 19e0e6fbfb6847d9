import { usePageContext } from '../../../renderer/usePageContext.js';
import { areas } from '../../../src/routing/areas.js';
import { AreaHeader } from '../../../src/ui/PageHeader.js';

export default function Page() {
  const query = usePageContext().urlParsed.search.q?.trim() ?? '';
  return (
    <>
      <AreaHeader area={areas.search} />
      <form role="search" action="/u/search" method="get" className="search-form">
        <label htmlFor="search-query">Biller name</label>
        <input id="search-query" name="q" type="search" defaultValue={query} maxLength={100} />
        <button className="button" type="submit">
          Search
        </button>
      </form>
      {query ? (
        <p aria-live="polite">
          Results for “<span data-testid="search-echo">{query}</span>”
        </p>
      ) : null}
    </>
  );
}
