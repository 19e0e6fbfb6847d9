import { paths } from '../../../src/routing/paths.js';

// Never rendered: +guard.ts always redirects. Kept so the route exists for the router.
export default function Page() {
  return (
    <p>
      <a href={paths.insights()}>Most Common Billers</a>
    </p>
  );
}
