import type { DocumentTemplate } from '../types.js';
import { header, words } from './words.js';

export const priceList: DocumentTemplate = (ctx) => `# Ceník služeb

${header(ctx)}

${
  ctx.priceGroups.length > 0
    ? ctx.priceGroups
        .map((g) => [`## ${g.title}`, '| Služba | Doba trvání | Cena |', ...g.rows.map((r) => `| ${r.join(' | ')} |`)].join('\n'))
        .join('\n\n')
    : words.missing('služby s cenami')
}

Ceny jsou konečné, včetně DPH, je-li provozovatel jejím plátcem. Cena se může změnit podle náročnosti služby; o změně vás předem informujeme.
Ceník je platný od ${ctx.today}.
`;
