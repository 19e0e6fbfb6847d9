import { useData } from '../../../renderer/usePageContext.js';
import { BillerDirectory } from '../../../src/billers/BillerDirectory.js';
import { areas } from '../../../src/routing/areas.js';
import { paths } from '../../../src/routing/paths.js';
import { AreaHeader } from '../../../src/ui/PageHeader.js';
import type { Data } from './+data.js';

export default function Page() {
  const { address, answer, signedIn } = useData<Data>();
  return (
    <>
      <AreaHeader area={areas.biller} />
      <p>
        Browse every biller by name, or <a href={paths.search()}>search by name</a>. The{' '}
        <a href={paths.billsToPay()}>most common billers</a> show who people pay where you live.
      </p>
      <BillerDirectory address={address} answer={answer} signedIn={signedIn} />
    </>
  );
}
