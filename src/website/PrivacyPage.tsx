import { MIN_PAYERS } from '../insights/privacyThreshold.js';
import { paths } from '../routing/paths.js';
import { ArticleSection, WebsiteArticle } from './WebsiteArticle.js';
import { websitePages } from './websitePages.js';

const collected = [
  {
    what: 'Your account: name, email address and a hash of your password',
    why: 'to sign you in and to write to you about your payments',
  },
  {
    what: 'Where you live, down to the ZIP code',
    why: 'to find the billers that serve you and to count you in the insights of your place',
  },
  {
    what: 'Your bills, their statements and your payments',
    why: 'to show what is due and to send each payment to its biller',
  },
  {
    what: 'Your payment methods: bank, card brand, last four digits and expiry',
    why: 'to pay with them; the full numbers stay with our payment vault, never in our database',
  },
  {
    what: 'Sign-in records and the pages’ error reports (passwords and secrets removed)',
    why: 'to keep your account safe and to fix what breaks',
  },
  {
    what: 'Messages you send us from the contact page',
    why: 'to answer them',
  },
] as const;

/** /privacy (docs/product.md#public-website). */
export function PrivacyPage() {
  return (
    <WebsiteArticle
      page={websitePages.privacy}
      intro="What doxo collects, why, who sees it, and how you download or delete it."
    >
      <ArticleSection id="what-we-collect" heading="What we collect and why">
        <ul>
          {collected.map((item) => (
            <li key={item.what}>
              <strong>{item.what}</strong>: {item.why}.
            </li>
          ))}
        </ul>
        <p>We do not sell your data, and we do not show advertising.</p>
      </ArticleSection>
      <ArticleSection id="insights" heading="The public insights">
        <p>
          The insights count payers per biller and place. A figure is published only when at least {MIN_PAYERS} payers
          stand behind it, and it never names a payer, so nobody can learn from them what one household pays.
        </p>
      </ArticleSection>
      <ArticleSection id="cookies" heading="Cookies">
        <p>
          One cookie keeps you signed in; scripts cannot read it and it is never sent by other websites’ pages. Two more
          remember whether the menu is open and stop a page from redirecting in circles. There are no tracking or
          advertising cookies.
        </p>
      </ArticleSection>
      <ArticleSection id="who-sees-it" heading="Who sees it">
        <p>
          Your billers receive the payments you send them and what identifies you as their customer. Our payment vault
          and banks process your payment methods. Nobody else receives your data, unless the law requires it.
        </p>
      </ArticleSection>
      <ArticleSection id="download-or-delete" heading="Download or delete your data">
        <p>
          Your payment history downloads as a CSV file from <a href={paths.paymentHistory()}>your payment history</a>.
          For a copy of everything we keep about you, or to close your account and delete your data, write to us from
          the <a href={paths.contact()}>contact page</a> choosing “My account or my data”: we answer within 30 days.
          Payment records the law makes us keep are kept for that time only.
        </p>
      </ArticleSection>
    </WebsiteArticle>
  );
}
