import type { DocumentTemplate } from '../types.js';
import { header, words } from './words.js';

export const priceList: DocumentTemplate = (ctx) => `# Cennik usług

${header(ctx)}

${
  ctx.priceGroups.length > 0
    ? ctx.priceGroups
        .map((g) => [`## ${g.title}`, '| Usługa | Czas trwania | Cena |', ...g.rows.map((r) => `| ${r.join(' | ')} |`)].join('\n'))
        .join('\n\n')
    : words.missing('usługi z cenami')
}

Podane ceny są cenami brutto (zawierają podatek VAT, jeżeli usługodawca jest czynnym podatnikiem VAT). Cena może się zmienić w zależności od pracochłonności usługi; o zmianie informujemy z wyprzedzeniem.
Cennik obowiązuje od ${ctx.today}.
`;
