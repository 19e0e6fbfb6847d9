import { useData } from '../../../../renderer/usePageContext.js';
import { DeleteAccountScreen } from '../../../../src/user/DeleteAccountScreen.js';
import type { Data } from './+data.js';

export default function Page() {
  return <DeleteAccountScreen preview={useData<Data>().preview} />;
}
