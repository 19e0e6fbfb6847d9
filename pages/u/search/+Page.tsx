import { useData } from '../../../renderer/usePageContext.js';
import { areas } from '../../../src/routing/areas.js';
import { paths } from '../../../src/routing/paths.js';
import { Button } from '../../../src/ui/Button.js';
import { Card } from '../../../src/ui/Card.js';
import { EmptyState } from '../../../src/ui/EmptyState.js';
import { ServiceTypeIcon } from '../../../src/ui/icons/ServiceTypeIcon.js';
import { AreaHeader } from '../../../src/ui/PageHeader.js';
import { TextField } from '../../../src/ui/TextField.js';
import type { Data } from './+data.js';

export default function Page() {
  const { query, billers } = useData<Data>();
  return (
    <>
      <AreaHeader area={areas.search} />
      <form role="search" action={paths.search()} method="get" className="search-form">
        <TextField
          label="Biller name"
          id="search-query"
          name="q"
          type="search"
          defaultValue={query}
          maxLength={100}
        />
        <Button type="submit" icon="search">
          Search
        </Button>
      </form>
      {billers ? (
        <section aria-labelledby="search-results">
          <h2 id="search-results">
            {billers.length === 0 ? 'No billers match' : 'Billers matching'} “
            <span data-testid="search-echo">{query}</span>”
          </h2>
          {billers.length === 0 ? (
            <Card>
              <EmptyState title="Try another name" icon="search" headingLevel={3}>
                <p>Check the spelling, or search for the first word of the biller’s name.</p>
              </EmptyState>
            </Card>
          ) : (
            <ul className="result-list">
              {billers.map((biller) => (
                <li key={biller.id}>
                  <ServiceTypeIcon
                    name={biller.service_types[0]?.icon ?? null}
                    className="result-icon"
                  />
                  <span className="result-list__text">
                    <a href={paths.biller(biller.slug)}>
                      <strong>{biller.name}</strong>
                    </a>
                    <span className="result-detail">
                      {biller.service_types.map((type) => type.name).join(', ')}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </>
  );
}
