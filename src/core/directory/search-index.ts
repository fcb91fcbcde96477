/**
 * The derived search columns of listings, refreshed in the transaction of every write: the queries
 * live in search-document-repository.ts. This module stays for the importers that name it (migration
 * 000003 among them, which is never edited).
 */
export { refreshSearchDocuments } from './search-document-repository.js';
