import { PrivacyPage } from '../../src/website/PrivacyPage.js';

export default function Page() {
  return <PrivacyPage />;
}
