import { useData } from '../../../renderer/usePageContext.js';
import { areas } from '../../../src/routing/areas.js';
import { paths } from '../../../src/routing/paths.js';
import { AreaHeader } from '../../../src/ui/PageHeader.js';
import type { Data } from './+data.js';

export default function Page() {
  const { query, billers } = useData<Data>();
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
      {billers ? (
        <section aria-labelledby="search-results">
          <h2 id="search-results">
            {billers.length === 0 ? 'No billers match' : 'Billers matching'} “
            <span data-testid="search-echo">{query}</span>”
          </h2>
          <ul className="result-list">
            {billers.map((biller) => (
              <li key={biller.id}>
                <a href={paths.biller(biller.slug)}>
                  <strong>{biller.name}</strong>
                </a>
                <span className="result-detail">
                  {biller.service_types.map((type) => type.name).join(', ')}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
