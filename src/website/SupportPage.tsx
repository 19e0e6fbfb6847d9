import { useState } from 'react';
import { paths } from '../routing/paths.js';
import { Button } from '../ui/Button.js';
import { TextField } from '../ui/TextField.js';
import { formatQuantity } from '../ui/formatters.js';
import { searchSupportAnswers } from './supportAnswers.js';
import { ArticleSection, WebsiteArticle } from './WebsiteArticle.js';
import { websitePages } from './websitePages.js';

/**
 * /support: the answers, searchable on the page (docs/product.md#support-answers). The search
 * box filters as one types; without the page's script it is a GET form the server answers with
 * the matching answers. `renderedQuery` is the query the HTML was rendered for (none in the
 * prerendered copy), so hydration starts from exactly what the HTML shows.
 */
export function SupportPage({ renderedQuery }: { renderedQuery: string }) {
  const [query, setQuery] = useState(renderedQuery);
  const matches = searchSupportAnswers(query);
  return (
    <WebsiteArticle
      page={websitePages.support}
      intro="Answers to what bill payers ask us most. Search them, or write to us."
    >
      <form
        role="search"
        method="get"
        action={paths.support()}
        className="website-inline-form"
        onSubmit={(event) => event.preventDefault()}
      >
        <TextField
          label="Search the answers"
          type="search"
          name="q"
          value={query}
          autoComplete="off"
          onChange={(event) => setQuery(event.target.value)}
        />
        <Button type="submit" variant="secondary" icon="search">
          Search
        </Button>
      </form>
      <p role="status" className="website-search-status">
        {query.trim()
          ? `${formatQuantity(matches.length, { one: 'answer', other: 'answers' })} for “${query.trim()}”`
          : `${formatQuantity(matches.length, { one: 'answer', other: 'answers' })}`}
      </p>
      {matches.map((entry) => (
        <ArticleSection key={entry.id} id={entry.id} heading={entry.question}>
          {entry.answer.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {entry.link ? (
            <p>
              <a href={entry.link.href}>{entry.link.label}</a>
            </p>
          ) : null}
        </ArticleSection>
      ))}
      {matches.length === 0 ? (
        <p>
          Nothing here answers that. <a href={paths.contact()}>Write to us</a> and we will.
        </p>
      ) : null}
    </WebsiteArticle>
  );
}
