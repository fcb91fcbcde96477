import { useState } from 'react';
import type { SocialFace } from '../../api/social.js';
import { NoticeArea, useNotices } from '../../components/ui/notices.js';
import { Tabs } from '../../components/ui/tabs.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { AccountsPanel } from './accounts-panel.js';
import { CartPanel } from './cart-panel.js';
import { CreatePostTab, EMPTY_DRAFT, type PostDraft } from './create-post-tab.js';
import { PostsTab } from './posts-tab.js';
import { StatsTab } from './stats-tab.js';
import styles from './social.module.css';
import { TemplatesTab } from './templates-tab.js';

export const SOCIAL_TABS = ['create', 'posts', 'templates', 'stats'] as const;
export type SocialTab = (typeof SOCIAL_TABS)[number];

/**
 * Social posting, the same screen for the back office (`face` admin: /admin/social) and a business
 * (`face` company: the salon section Sociální sítě): the tabs Vytvořit příspěvek, Moje příspěvky,
 * Šablony and Statistiky, beside the connected accounts and the post cart.
 */
export function SocialPosting({ face }: { face: SocialFace }) {
  const { t } = useI18n();
  const notices = useNotices();
  const [tab, setTab] = useState<SocialTab>('create');
  const [draft, setDraft] = useState<{ key: number; value: PostDraft }>({ key: 0, value: EMPTY_DRAFT });

  return (
    <div className={styles.page} data-testid="social-page">
      <NoticeArea notices={notices.notices} onDismiss={notices.dismiss} testId="social-notice" />
      <div className={styles.layout}>
        <div className={styles.page}>
          <Tabs
            tabs={SOCIAL_TABS}
            selected={tab}
            onSelect={setTab}
            label={t('social.tabsLabel')}
            idPrefix="social"
            className={styles.tabs}
            tabClassName={styles.tabButton}
          >
            {(name) => t(`social.tab.${name}`)}
          </Tabs>
          <div role="tabpanel" id="social-panel" aria-labelledby={`social-tab-${tab}`}>
            {tab === 'create' && <CreatePostTab key={draft.key} face={face} draft={draft.value} onSaved={() => undefined} />}
            {tab === 'posts' && <PostsTab face={face} notices={notices} />}
            {tab === 'templates' && (
              <TemplatesTab
                face={face}
                onUse={(value) => {
                  setDraft({ key: draft.key + 1, value });
                  setTab('create');
                }}
              />
            )}
            {tab === 'stats' && <StatsTab face={face} />}
          </div>
        </div>
        <aside className={styles.side}>
          <CartPanel face={face} notices={notices} />
          <AccountsPanel face={face} notices={notices} />
        </aside>
      </div>
    </div>
  );
}
