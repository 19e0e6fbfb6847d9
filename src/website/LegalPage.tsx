import { MAX_PAYMENT_CENTS, MIN_PAYMENT_CENTS } from '../payments/paymentRules.js';
import { paths } from '../routing/paths.js';
import { formatCents } from '../ui/formatters.js';
import { ArticleSection, WebsiteArticle } from './WebsiteArticle.js';
import { websitePages } from './websitePages.js';

/** /legal: the terms of service (docs/product.md#public-website). */
export function LegalPage() {
  return (
    <WebsiteArticle
      page={websitePages.legal}
      intro="These terms apply when you use doxo, on the web or in the apps. Using doxo means you accept them."
    >
      <ArticleSection id="the-service" heading="1. The service">
        <p>
          doxo lets you keep your household bills in one place and pay the billers you choose, from payment methods you
          add to your wallet. doxo is not your biller: what you owe, and any late fee, is between you and the biller.
        </p>
      </ArticleSection>
      <ArticleSection id="your-account" heading="2. Your account">
        <p>
          You must be at least 18 and give true details. Keep your password to yourself; you are responsible for
          payments made from your account until you tell us it was used by someone else.
        </p>
      </ArticleSection>
      <ArticleSection id="payments" heading="3. Payments and fees">
        <p>
          A payment is from {formatCents(MIN_PAYMENT_CENTS)} to {formatCents(MAX_PAYMENT_CENTS)}. Each payment shows its
          fee, if any, and its delivery date before you confirm it; the fees and delivery times are listed on the{' '}
          <a href={paths.support()}>support page</a>. A scheduled payment can be cancelled until it is sent. You
          authorize us to debit the payment method you choose for the amount and fee shown.
        </p>
      </ArticleSection>
      <ArticleSection id="doxoplus" heading="4. doxoPLUS">
        <p>
          doxoPLUS is a subscription, charged at the start of each period. You can cancel it at any time; it then ends
          with the period already paid.
        </p>
      </ArticleSection>
      <ArticleSection id="acceptable-use" heading="5. Acceptable use">
        <p>
          Do not use doxo to pay for anything unlawful, to get into other people’s accounts, or to overload or copy the
          service by automated means.
        </p>
      </ArticleSection>
      <ArticleSection id="liability" heading="6. Liability">
        <p>
          When a payment reaches its biller late through our fault, we pay the late fee it caused. Beyond that, and as
          far as the law allows, our liability is limited to the fees you paid us in the last 12 months.
        </p>
      </ArticleSection>
      <ArticleSection id="changes" heading="7. Changes and contact">
        <p>
          We tell you of changes to these terms by email 30 days before they apply. Questions about them:{' '}
          <a href={paths.contact()}>contact us</a>. How we handle your data is on the{' '}
          <a href={paths.privacy()}>privacy page</a>.
        </p>
      </ArticleSection>
    </WebsiteArticle>
  );
}
