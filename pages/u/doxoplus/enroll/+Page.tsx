import { usePageContext } from '../../../../renderer/usePageContext.js';
import { EnrollFlow } from '../../../../src/membership/EnrollFlow.js';
import { PageHeader } from '../../../../src/ui/PageHeader.js';

export default function Page() {
  const { urlParsed } = usePageContext();
  return (
    <>
      <PageHeader heading="Join doxoPLUS">
        No fee on card payments, identity protection, your credit score and savings, on top of bill pay.
      </PageHeader>
      <EnrollFlow search={urlParsed.searchOriginal ?? ''} />
    </>
  );
}
