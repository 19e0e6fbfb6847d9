import { PageHeader } from '../../../src/ui/PageHeader.js';

// Where the app lands when the API answers 503 (SPEC §8).
export default function Page() {
  return (
    <>
      <PageHeader heading="We'll be right back">
        doxo is down for scheduled maintenance. Your bills and payment methods are safe, and
        scheduled payments still go out.
      </PageHeader>
      <p>
        <a className="button" href="/u/bills">
          Try again
        </a>
      </p>
    </>
  );
}
