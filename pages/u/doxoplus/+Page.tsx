import { areas } from '../../../src/routing/areas.js';
import { paths } from '../../../src/routing/paths.js';
import { Card } from '../../../src/ui/Card.js';
import { Icon, type IconName } from '../../../src/ui/icons/Icon.js';
import { LinkButton } from '../../../src/ui/LinkButton.js';
import { AreaHeader } from '../../../src/ui/PageHeader.js';

const included = [
  { href: paths.identityProtection(), label: 'Identity protection', icon: 'shield-check' },
  { href: paths.creditScore(), label: 'Credit score', icon: 'gauge' },
  { href: paths.savings(), label: 'Savings', icon: 'piggy-bank' },
] as const satisfies readonly { href: string; label: string; icon: IconName }[];

export default function Page() {
  return (
    <>
      <AreaHeader area={areas.doxoPlus} />
      <Card heading="What doxoPLUS includes">
        <ul className="feature-list">
          {included.map(({ href, label, icon }) => (
            <li key={href}>
              <Icon name={icon} />
              <a href={href}>{label}</a>
            </li>
          ))}
        </ul>
        <LinkButton href={paths.doxoPlusEnroll()} icon="sparkles">
          Join doxoPLUS
        </LinkButton>
      </Card>
    </>
  );
}
