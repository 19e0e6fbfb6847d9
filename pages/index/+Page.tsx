import { useData } from '../../renderer/usePageContext.js';
import { HomePage } from '../../src/website/HomePage.js';
import type { Data } from './+data.js';

export default function Page() {
  const { mostCommonBillers } = useData<Data>();
  return <HomePage mostCommonBillers={mostCommonBillers} />;
}
