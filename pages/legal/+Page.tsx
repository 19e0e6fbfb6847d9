import { LegalPage } from '../../src/website/LegalPage.js';

export default function Page() {
  return <LegalPage />;
}
