import { useData } from '../../../renderer/usePageContext.js';
import { BillerSearch } from '../../../src/billers/BillerSearch.js';
import { areas } from '../../../src/routing/areas.js';
import { AreaHeader } from '../../../src/ui/PageHeader.js';
import type { Data } from './+data.js';

export default function Page() {
  const { address, answer } = useData<Data>();
  return (
    <>
      <AreaHeader area={areas.search} />
      <BillerSearch rendered={address} renderedAnswer={answer} />
    </>
  );
}
