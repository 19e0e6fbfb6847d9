import { AboutPage } from '../../src/website/AboutPage.js';

export default function Page() {
  return <AboutPage />;
}
