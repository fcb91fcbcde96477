import type { Knex } from 'knex';
import { createDemoRepository } from '../src/core/demo/demo.repository.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface DemoPost {
  title: string;
  content: string;
  hashtags: string[];
  platforms: string[];
  status: 'draft' | 'scheduled' | 'published' | 'failed';
  /** hours from now (negative: in the past) */
  scheduledIn?: number;
  engagement?: [likes: number, shares: number, comments: number];
  inCart?: boolean;
  lastError?: string;
}

/** Every state of the screens: drafts (two in the cart), scheduled, published with engagement, a failed one with its reason. */
const POSTS: DemoPost[] = [
  {
    title: 'Nová sezóna, nové střihy',
    content: 'Podzimní trendy jsou tady! Přijďte si pro nový účes, rádi vám poradíme.',
    hashtags: ['#podzim', '#strih', '#kadernictvi'],
    platforms: ['facebook', 'instagram'],
    status: 'published',
    scheduledIn: -72,
    engagement: [48, 6, 9],
  },
  {
    title: 'Sleva 20 % na barvení',
    content: 'Jen tento týden: sleva 20 % na barvení vlasů. Rezervujte si termín online.',
    hashtags: ['#akce', '#sleva'],
    platforms: ['facebook', 'instagram', 'linkedin'],
    status: 'published',
    scheduledIn: -30,
    engagement: [112, 21, 17],
  },
  {
    title: 'Vánoční poukazy',
    content: 'Darujte krásu: dárkové poukazy v libovolné hodnotě jsou k mání na recepci.',
    hashtags: ['#vanoce', '#darek'],
    platforms: ['facebook', 'instagram'],
    status: 'scheduled',
    scheduledIn: 48,
  },
  {
    title: 'Otevírací doba o svátcích',
    content: 'Mezi svátky máme otevřeno jen dopoledne. Děkujeme za pochopení!',
    hashtags: ['#oteviracidoba'],
    platforms: ['twitter'],
    status: 'failed',
    scheduledIn: -5,
    lastError: 'Účet X (Twitter) není připojen',
  },
  {
    title: 'Představujeme nového kolegu',
    content: 'Do týmu přichází Tomáš, specialista na pánské střihy a úpravu vousů.',
    hashtags: ['#tym', '#barber'],
    platforms: ['instagram'],
    status: 'draft',
    inCart: true,
  },
  {
    title: 'Tip na péči o vlasy',
    content: 'V zimě vlasům pomůže hydratační maska jednou týdně. Kterou používáte vy?',
    hashtags: ['#tip', '#pece'],
    platforms: ['facebook'],
    status: 'draft',
    inCart: true,
  },
  {
    title: 'Workshop líčení',
    content: 'Připravujeme workshop večerního líčení. Termín brzy oznámíme.',
    hashtags: ['#workshop'],
    platforms: [],
    status: 'draft',
  },
];

/**
 * Social posting for the demo: the back office's posts and those of the demo business (the listing with
 * staff and the most bookings, the one the demo company account manages), with a webhook-less manual
 * account on Facebook and Instagram so that nothing is sent anywhere. Rows are `is_demo`.
 */
export async function seedDemoSocial(trx: Knex.Transaction, now: Date): Promise<number> {
  const listing = await createDemoRepository(trx).demoBusiness();
  const scopes: Array<{ key: string; companyId: number | null }> = [{ key: 'admin', companyId: null }];
  if (listing) scopes.push({ key: `company:${Number(listing.id)}`, companyId: Number(listing.id) });
  const iso = (ms: number) => new Date(ms).toISOString();
  let count = 0;
  for (const scope of scopes) {
    await trx('social_accounts').insert(
      ['facebook', 'instagram'].map((platform) => ({
        scope_key: scope.key,
        company_id: scope.companyId,
        platform,
        display_name: scope.companyId === null ? 'Marketplace' : 'Můj salon',
        adapter: 'manual',
        connected: true,
        created_at: iso(now.getTime() - 30 * DAY),
      })),
    );
    const rows = POSTS.map((post, i) => {
      const scheduled = post.scheduledIn === undefined ? null : now.getTime() + post.scheduledIn * HOUR;
      const created = now.getTime() - (10 - i) * DAY;
      return {
        scope_key: scope.key,
        company_id: scope.companyId,
        title: post.title,
        content: post.content,
        hashtags: JSON.stringify(post.hashtags),
        platforms: JSON.stringify(post.platforms),
        status: post.status,
        scheduled_at: scheduled === null ? null : iso(scheduled),
        published_at: post.status === 'published' && scheduled !== null ? iso(scheduled) : null,
        deliveries: JSON.stringify(post.status === 'published' ? Object.fromEntries(post.platforms.map((p) => [p, 'manual'])) : {}),
        attempts: post.status === 'published' || post.status === 'failed' ? 1 : 0,
        last_error: post.lastError ?? null,
        likes: post.engagement?.[0] ?? 0,
        shares: post.engagement?.[1] ?? 0,
        comments: post.engagement?.[2] ?? 0,
        in_cart: post.inCart ?? false,
        is_demo: true,
        created_at: iso(created),
        updated_at: iso(created),
      };
    });
    await trx('social_posts').insert(rows);
    count += rows.length;
  }
  return count;
}
