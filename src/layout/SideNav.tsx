'use client';
import { IntentLink } from '@/navigation/IntentLink';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslate } from '@/i18n';
import { findTrail, isExternal, isFileLink, type NavPage } from '@/navigation';
import { localizePath, pathnameToLanguage, type Language } from '@/routing';
import { ChevronIcon, CloseIcon, ExternalIcon } from '@/ui/icons';
import { setNavDrawerOpen, useNavDrawerOpen } from './navDrawerStore';
import styles from './SideNav.module.css';
import { useDrawerSwipe } from './useSwipe';

interface SideNavProps {
  tree: NavPage[];
  language: Language;
}

/**
 * The side navigation: a sticky column from `lg` up, a modal drawer below it.
 * Groups on the active page's branch start open; the active link is marked and scrolled into view.
 * It lives in the layout, so it keeps its scroll position across navigations.
 */
export function SideNav({ tree, language }: SideNavProps) {
  const t = useTranslate();
  const pathname = usePathname();
  const { canonicalPathname } = pathnameToLanguage(pathname);
  const trail = useMemo(() => findTrail(tree, canonicalPathname), [tree, canonicalPathname]);
  const [expanded, setExpanded] = useState(() => new Set(trail.map((page) => page.pathname)));
  const [panel, setPanel] = useState<HTMLElement | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const open = useNavDrawerOpen();
  const close = useCallback(() => setNavDrawerOpen(false), []);

  // Open the branch of a page reached by navigation, keeping other open groups open
  // (state adjusted during render, as React recommends for state derived from props).
  const trailKey = trail.map((page) => page.pathname).join('|');
  const [openedFor, setOpenedFor] = useState(trailKey);
  if (openedFor !== trailKey) {
    setOpenedFor(trailKey);
    setExpanded((previous) => new Set([...previous, ...trail.map((page) => page.pathname)]));
  }

  // A followed link closes the drawer.
  useEffect(() => setNavDrawerOpen(false), [trailKey]);

  // On first load, bring the active link into view if it is below the fold of the nav.
  useEffect(() => {
    const active = scroller.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const box = scroller.current?.getBoundingClientRect();
    const link = active?.getBoundingClientRect();
    if (active && box && link && (link.top < box.top || link.bottom > box.bottom)) {
      scroller.current!.scrollTop += link.top - box.top - box.height / 3;
    }
  }, []);

  // The drawer is modal: Escape closes it, focus moves in, and the page behind is inert.
  useEffect(() => {
    if (!open) return;
    const main = document.getElementById('docs-content');
    const header = document.getElementById('docs-header');
    main?.setAttribute('inert', '');
    header?.setAttribute('inert', '');
    panel?.querySelector<HTMLElement>('button, a')?.focus();
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && close();
    document.addEventListener('keydown', onKeyDown);
    return () => {
      main?.removeAttribute('inert');
      header?.removeAttribute('inert');
      document.removeEventListener('keydown', onKeyDown);
      document.querySelector<HTMLElement>('[aria-controls="docs-side-nav"]')?.focus();
    };
  }, [open, panel, close]);

  useDrawerSwipe(open, setNavDrawerOpen, panel);

  const toggle = (pathname: string) =>
    setExpanded((previous) => {
      const next = new Set(previous);
      if (!next.delete(pathname)) next.add(pathname);
      return next;
    });

  const renderEntries = (entries: readonly NavPage[], depth: number) => (
    <ul className={styles.list}>
      {entries.map((page) => {
        if (page.subheader && page.children) {
          return (
            <li key={page.pathname} className={styles.subheaderItem}>
              <span className={styles.subheader}>{page.subheader}</span>
              {renderEntries(page.children, depth)}
            </li>
          );
        }
        if (page.children) {
          const isOpen = expanded.has(page.pathname);
          const id = `nav-group-${page.pathname.replace(/[^a-z0-9]+/gi, '-')}`;
          return (
            <li key={page.pathname}>
              <button
                type="button"
                className={styles.group}
                data-depth={depth}
                aria-expanded={isOpen}
                aria-controls={id}
                onClick={() => toggle(page.pathname)}
              >
                <span>{page.title}</span>
                <PageChips page={page} />
                <ChevronIcon className={styles.chevron} />
              </button>
              {/* A closed group renders no links: less HTML and hydration work on every page (the sitemap lists them all). */}
              <div id={id} hidden={!isOpen}>
                {isOpen ? renderEntries(page.children, depth + 1) : null}
              </div>
            </li>
          );
        }
        const active = page.pathname === canonicalPathname;
        return (
          <li key={page.pathname}>
            {isExternal(page) ? (
              <a className={styles.link} data-depth={depth} href={page.pathname} rel="noopener">
                <span>{page.title}</span>
                <ExternalIcon />
                <span className="visually-hidden"> ({t('nav.external')})</span>
              </a>
            ) : isFileLink(page) ? (
              <a className={styles.link} data-depth={depth} href={page.pathname}>
                <span>{page.title}</span>
                <PageChips page={page} />
              </a>
            ) : (
              <IntentLink
                className={styles.link}
                data-depth={depth}
                href={localizePath(page.pathname, language)}
                aria-current={active ? 'page' : undefined}
                onClick={close}
              >
                <span>{page.title}</span>
                <PageChips page={page} />
              </IntentLink>
            )}
          </li>
        );
      })}
    </ul>
  );

  return (
    <>
      <div
        className={styles.backdrop}
        data-open={open || undefined}
        onClick={close}
        aria-hidden="true"
      />
      <nav
        id="docs-side-nav"
        ref={setPanel}
        className={styles.root}
        data-open={open || undefined}
        aria-label={t('nav.label') ?? ''}
        {...(open ? { role: 'dialog', 'aria-modal': true } : {})}
      >
        <div className={styles.drawerHeader}>
          <button
            type="button"
            className={styles.close}
            onClick={close}
            aria-label={t('header.closeNavigation') ?? ''}
          >
            <CloseIcon />
          </button>
        </div>
        <div className={styles.scroller} ref={scroller}>
          {renderEntries(tree, 0)}
        </div>
      </nav>
    </>
  );
}

function PageChips({ page }: { page: NavPage }) {
  const t = useTranslate();
  return (
    <>
      {page.newFeature ? <span className={styles.chip}>{t('nav.new')}</span> : null}
      {page.planned ? <span className={styles.chip}>{t('nav.planned')}</span> : null}
      {page.unstable ? <span className={styles.chip}>{t('nav.preview')}</span> : null}
      {page.plan ? (
        <span className={styles.plan} data-plan={page.plan} title={t(`nav.${page.plan}`) ?? ''}>
          <span className="visually-hidden">{t(`nav.${page.plan}`)}</span>
        </span>
      ) : null}
    </>
  );
}
