import type { Knex } from 'knex';
import { createDemoRepository } from '../src/core/demo/demo.repository.js';

/** The Czech services the demo business may offer: their category on the profile and a sentence about each. */
const DETAILS: Record<string, { category: string; description: string }> = {
  'Dámský střih': { category: 'Stříhání', description: 'Konzultace, mytí, střih podle tvaru obličeje a závěrečný styling.' },
  'Pánský střih': { category: 'Stříhání', description: 'Střih nůžkami i strojkem, mytí a úprava kontur.' },
  'Dětský střih': { category: 'Stříhání', description: 'Rychlý a šetrný střih pro děti do 12 let.' },
  'Střih a vousy': { category: 'Stříhání', description: 'Pánský střih spolu s úpravou vousů a napařením.' },
  'Barvení vlasů': { category: 'Barvení', description: 'Barvení šetrnými barvami bez amoniaku včetně regenerační péče.' },
  Melír: { category: 'Barvení', description: 'Zesvětlené prameny fólií nebo čepicí, tónování a foukaná.' },
  Foukaná: { category: 'Styling', description: 'Mytí, maska a foukaná s objemem nebo do hladka.' },
  'Společenský účes': { category: 'Styling', description: 'Účes na ples, svatbu či focení; zkouška předem na přání.' },
  'Úprava vousů': { category: 'Vousy', description: 'Zastřižení, tvarování a péče olejem.' },
  'Holení břitvou': { category: 'Vousy', description: 'Tradiční holení s horkým ručníkem a balzámem.' },
  'Kosmetické ošetření pleti': { category: 'Péče o pleť', description: 'Čištění, peeling, maska a masáž obličeje podle typu pleti.' },
  'Hloubkové čištění pleti': { category: 'Péče o pleť', description: 'Ultrazvukové čištění a odstranění komedonů.' },
  'Chemický peeling': { category: 'Péče o pleť', description: 'Ovocné kyseliny pro rovnoměrný tón a jemnější pleť.' },
  'Úprava obočí': { category: 'Líčení a obočí', description: 'Tvarování pinzetou a dobarvení.' },
  'Denní líčení': { category: 'Líčení a obočí', description: 'Přirozené líčení na každý den.' },
  Manikúra: { category: 'Nehty', description: 'Úprava tvaru, péče o kůžičku a lakování.' },
  'Gelové nehty': { category: 'Nehty', description: 'Modeláž gelem s francouzskou nebo barevnou úpravou.' },
  'Gel lak': { category: 'Nehty', description: 'Odolný lak, který vydrží až tři týdny.' },
  Pedikúra: { category: 'Nehty', description: 'Koupel, ošetření chodidel a lakování.' },
  'Klasická masáž': { category: 'Masáže', description: 'Masáž celého těla pro uvolnění svalů.' },
  'Relaxační masáž': { category: 'Masáže', description: 'Jemná masáž s aromatickým olejem.' },
};

/**
 * The demo business's services explain themselves (salon Služby, its public profile, the booking modal): a
 * category and a description for each service it offers that is named above.
 */
export async function seedDemoServices(trx: Knex): Promise<number> {
  const demo = await createDemoRepository(trx).demoBusiness();
  if (!demo) return 0;
  const services: Array<{ id: number; name: string }> = await trx('services').where({ company_id: demo.id }).select('id', 'name');
  let updated = 0;
  for (const service of services) {
    const details = DETAILS[service.name];
    if (!details) continue;
    await trx('services').where({ id: service.id }).update(details);
    updated += 1;
  }
  return updated;
}
