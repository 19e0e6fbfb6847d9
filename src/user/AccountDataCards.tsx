import { useContainer } from '../container/ContainerContext.js';
import { paths } from '../routing/paths.js';
import { Card } from '../ui/Card.js';
import { LinkButton } from '../ui/LinkButton.js';

/**
 * "Download my data" (docs/product.md#downloading-your-data): a plain link to the API, which
 * answers the file as an attachment, so it works without JavaScript.
 */
export function DownloadDataCard() {
  const container = useContainer();
  return (
    <Card heading="Your data">
      <p>
        One JSON file with your profile, bills, payment methods (brand and last four digits only), payments with their
        history, settings and membership.
      </p>
      <div className="form-actions">
        <LinkButton
          href={`${container?.apiBaseUrl ?? '/api'}/users/me/export`}
          download
          variant="secondary"
          icon="download"
        >
          Download my data
        </LinkButton>
      </div>
    </Card>
  );
}

/** Where deleting the account starts: the next page says what it cancels before anything goes. */
export function DeleteAccountCard() {
  return (
    <Card heading="Delete your account">
      <p>
        Deleting your account cancels scheduled payments and autopay, signs you out everywhere and removes your profile,
        bills and payment methods. You’ll see what it cancels before you confirm.
      </p>
      <div className="form-actions">
        <LinkButton href={paths.deleteAccount()} variant="danger" icon="trash">
          Delete my account…
        </LinkButton>
      </div>
    </Card>
  );
}
