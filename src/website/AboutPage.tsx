import { MIN_PAYERS } from '../insights/privacyThreshold.js';
import { paths } from '../routing/paths.js';
import { AppStoreLinks } from './AppStoreLinks.js';
import { ArticleSection, WebsiteArticle } from './WebsiteArticle.js';
import { websitePages } from './websitePages.js';

/** /about (docs/product.md#public-website). */
export function AboutPage() {
  return (
    <WebsiteArticle
      page={websitePages.about}
      intro="doxo is for everyone who pays a household’s bills: one place to see them, pay them and keep track of them."
    >
      <ArticleSection id="what-we-do" heading="What we do">
        <p>
          A household pays a dozen billers or more, each with its own website, password and due date. doxo puts them in
          one list. You add your bills once, keep your bank accounts and cards in one wallet, and pay any of them in a
          few steps, or let autopay do it.
        </p>
        <p>
          Paying from a bank account is free. Paying by card costs a small fee, which we always show before you confirm,
          together with the free way to pay.
        </p>
      </ArticleSection>
      <ArticleSection id="insights" heading="The insights">
        <p>
          The <a href={paths.insightsLanding()}>bills to pay insights</a> show which billers people pay most in every
          state, metro area, county and city, by service. They are counted from doxo payers’ payments, and a figure is
          published only when at least {MIN_PAYERS} payers stand behind it, so no one household can be seen in them.
        </p>
      </ArticleSection>
      <ArticleSection id="doxoplus" heading="doxoPLUS">
        <p>
          <a href={paths.doxoPlus()}>doxoPLUS</a> is the paid tier: identity protection, a credit score and savings on
          top of bill pay.
        </p>
      </ArticleSection>
      <ArticleSection id="apps" heading="On your phone">
        <p>Everything here also works in the doxo app.</p>
        <AppStoreLinks />
      </ArticleSection>
      <p>
        Questions? <a href={paths.support()}>Read the answers</a> or <a href={paths.contact()}>write to us</a>.
      </p>
    </WebsiteArticle>
  );
}
