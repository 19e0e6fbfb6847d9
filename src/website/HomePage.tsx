import type { MostCommonBillersResponse } from '../api/contracts/insightsContract.js';
import { MostCommonBillersTable } from '../insights/MostCommonBillersTable.js';
import { placeName } from '../insights/placeName.js';
import { paths } from '../routing/paths.js';
import { useAppSelector } from '../store/hooks.js';
import { Button } from '../ui/Button.js';
import { Card } from '../ui/Card.js';
import { Icon, type IconName } from '../ui/icons/Icon.js';
import { LinkButton } from '../ui/LinkButton.js';
import { Select } from '../ui/Select.js';
import { selectAuthLevel } from '../user/userSlice.js';
import { AppStoreLinks } from './AppStoreLinks.js';
import { homeStateChoices } from './homeState.js';
import { InsightsEntryPoints } from './InsightsEntryPoints.js';
import { websitePages } from './websitePages.js';

const whatItDoes = [
  {
    icon: 'receipt-text',
    title: 'Every bill in one list',
    text: 'Electricity, water, phone, internet, insurance, rent: see what is due and when, and what you paid last.',
  },
  {
    icon: 'wallet',
    title: 'Pay from one wallet',
    text: 'Keep your bank accounts and cards in one place and choose how each bill is paid. Bank payments are free.',
  },
  {
    icon: 'rotate-ccw',
    title: 'Autopay and reminders',
    text: 'Let a bill pay itself a few days before it is due, and get a receipt for every payment.',
  },
  {
    icon: 'shield-check',
    title: 'Safe by design',
    text: 'Full card and account numbers never reach our database, and every payment keeps a trail you can follow.',
  },
] as const satisfies readonly { icon: IconName; title: string; text: string }[];

/** The public front page (docs/product.md#home-page). */
export function HomePage({ mostCommonBillers }: { mostCommonBillers: MostCommonBillersResponse }) {
  const signedIn = useAppSelector(selectAuthLevel) === 'Auth3';
  const place = placeName(mostCommonBillers.location);
  const chosenState = mostCommonBillers.location.state ?? '';
  return (
    <div className="website">
      <header className="page-header website-hero">
        <h1>{websitePages.home.title}</h1>
        <p className="page-intro">
          doxo brings your household bills together: see them in one list, pay any biller from one wallet, and never
          miss a due date.
        </p>
        <div className="website-actions">
          {signedIn ? (
            <LinkButton href={paths.bills()} icon="receipt-text">
              Go to your bills
            </LinkButton>
          ) : (
            <>
              <LinkButton href={paths.signUp()} icon="sparkles">
                Create your free account
              </LinkButton>
              <LinkButton href={paths.signIn()} variant="secondary" icon="log-in">
                Sign in
              </LinkButton>
            </>
          )}
        </div>
      </header>

      <section aria-labelledby="what-doxo-does" className="website-section">
        <h2 id="what-doxo-does">What doxo does for you</h2>
        <ul className="website-features">
          {whatItDoes.map((feature) => (
            <li key={feature.title}>
              <Icon name={feature.icon} className="website-features__icon" />
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <Card heading={`Most common billers in ${place}`}>
        <p>The billers the most doxo payers pay in {place} over the last 12 months, from the public insights.</p>
        {mostCommonBillers.enough_data ? (
          <MostCommonBillersTable insight={mostCommonBillers} caption={`The 5 most common billers in ${place}`} />
        ) : (
          <p role="status">Not enough payers in {place} yet to publish a ranking.</p>
        )}
        {/* A plain GET form: it works before the page's script has loaded, or without it. */}
        <form method="get" action={paths.home()} className="website-inline-form">
          <Select label="Your state" name="state" defaultValue={chosenState}>
            <option value="">All of the USA</option>
            {homeStateChoices.map((state) => (
              <option key={state.code} value={state.code.toLowerCase()}>
                {state.name}
              </option>
            ))}
          </Select>
          <Button type="submit" variant="secondary">
            Show billers
          </Button>
        </form>
        <p>
          <a
            href={paths.insights(
              'all-groups',
              'all-services',
              mostCommonBillers.location.hierarchy === '/usa' ? null : mostCommonBillers.location.hierarchy,
            )}
          >
            See every service in {place}
          </a>
        </p>
      </Card>

      <InsightsEntryPoints headingLevel={2} />

      <Card heading="Get the app">
        <p>Pay bills from your phone with the doxo app for iPhone and Android.</p>
        <AppStoreLinks />
      </Card>
    </div>
  );
}
