/**
 * The derived search columns of listings, refreshed in the transaction of every write: the queries
 * live in search-document.repository.ts. This module stays for the importers that name it (the unit of
 * work, the salon's repositories, the demo seed and tests).
 */
export { refreshSearchDocuments } from './search-document.repository.js';
