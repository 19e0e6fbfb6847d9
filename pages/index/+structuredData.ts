import { organization } from '../../src/website/structuredData.js';

// The front page tells search engines who runs the site (docs/product.md#search-engines).
export default organization;
