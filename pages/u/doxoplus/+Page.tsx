import { Card } from '../../../src/ui/Card.js';
import { areas } from '../../../src/routing/areas.js';
import { AreaHeader } from '../../../src/ui/PageHeader.js';

export default function Page() {
  return (
    <>
      <AreaHeader area={areas.doxoPlus} />
      <Card heading="What doxoPLUS includes">
        <ul>
          <li>
            <a href="/u/identity-protection">Identity protection</a>
          </li>
          <li>
            <a href="/u/credit-score">Credit score</a>
          </li>
          <li>
            <a href="/u/savings">Savings</a>
          </li>
        </ul>
        <p>
          <a className="button" href="/u/doxoplus/enroll">
            Join doxoPLUS
          </a>
        </p>
      </Card>
    </>
  );
}
