import { Gauge, PiggyBank, ShieldCheck, Sparkles } from 'lucide-react';
import { areas } from '../../../src/routing/areas.js';
import { paths } from '../../../src/routing/paths.js';
import { Card } from '../../../src/ui/Card.js';
import { LinkButton } from '../../../src/ui/LinkButton.js';
import { AreaHeader } from '../../../src/ui/PageHeader.js';

const included = [
  { href: paths.identityProtection(), label: 'Identity protection', icon: ShieldCheck },
  { href: paths.creditScore(), label: 'Credit score', icon: Gauge },
  { href: paths.savings(), label: 'Savings', icon: PiggyBank },
] as const;

export default function Page() {
  return (
    <>
      <AreaHeader area={areas.doxoPlus} />
      <Card heading="What doxoPLUS includes">
        <ul className="feature-list">
          {included.map(({ href, label, icon: Icon }) => (
            <li key={href}>
              <Icon aria-hidden="true" focusable="false" />
              <a href={href}>{label}</a>
            </li>
          ))}
        </ul>
        <LinkButton href={paths.doxoPlusEnroll()} icon={Sparkles}>
          Join doxoPLUS
        </LinkButton>
      </Card>
    </>
  );
}
