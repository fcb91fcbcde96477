export { foldText, slugify } from '../../contract/text.js';
