// Environment: server
import type { PageContextServer } from 'vike/types';
import { createStore } from '../src/store/createStore.js';

// A new store for every request: a module-level store would leak one user's bills into
// another's page (ARCHITECTURE.md § State).
export default function onCreatePageContext(pageContext: PageContextServer) {
  pageContext.store = createStore();
}
