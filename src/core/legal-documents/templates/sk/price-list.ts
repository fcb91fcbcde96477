import type { DocumentTemplate } from '../types.js';
import { header, words } from './words.js';

export const priceList: DocumentTemplate = (ctx) => `# Cenník služieb

${header(ctx)}

${
  ctx.priceGroups.length > 0
    ? ctx.priceGroups
        .map((g) => [`## ${g.title}`, '| Služba | Trvanie | Cena |', ...g.rows.map((r) => `| ${r.join(' | ')} |`)].join('\n'))
        .join('\n\n')
    : words.missing('služby s cenami')
}

Ceny sú konečné, vrátane DPH, ak je prevádzkovateľ jej platiteľom. Cena sa môže zmeniť podľa náročnosti služby; o zmene vás vopred informujeme.
Cenník platí od ${ctx.today}.
`;
