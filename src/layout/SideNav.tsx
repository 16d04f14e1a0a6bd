'use client';
import { IntentLink } from '@/navigation/IntentLink';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslate } from '@/i18n';
// Not the '@/navigation' index: it also exports the whole tree, which the client must not bundle.
import { flattenPages, isExternal, isFileLink } from '@/navigation/tree';
import type { NavPage } from '@/navigation/types';
import {
  isPartGroup,
  partHolds,
  type XPartGroup,
  type XSkeletonEntry,
} from '@/navigation/xSkeleton';
import { loadPart } from '@/navigation/xParts';
import { localizePath, pathnameToLanguage, type Language } from '@/routing';
import { ChevronIcon, CloseIcon, ExternalIcon } from '@/ui/icons';
import { NavPartEntries } from './NavPartEntries';
import { revealActiveLinkNextFrame } from './revealActiveLink';
import { setNavDrawerOpen, useNavDrawerOpen } from './navDrawerStore';
import styles from './SideNav.module.css';
import { useModalDrawer } from './useModalDrawer';
import { useDrawerSwipe } from './useSwipe';

interface SideNavProps {
  /** The tree, where a product's group may be a part whose entries load when it is shown. */
  tree: readonly XSkeletonEntry[];
  /** Pages not written yet, left out of the parts' entries as they arrive. */
  missing?: readonly string[];
  language: Language;
}

/** The pages below each group, computed once per group object. */
const pagesBelow = new WeakMap<NavPage, Set<string>>();

function holds(group: NavPage | XPartGroup, pathname: string): boolean {
  if (isPartGroup(group)) return partHolds(group, pathname);
  let pages = pagesBelow.get(group);
  if (!pages) {
    pages = new Set(flattenPages(group.children ?? []).map((page) => page.pathname));
    pagesBelow.set(group, pages);
  }
  return pages.has(pathname);
}

/**
 * The side navigation: a sticky column from `lg` up, a modal drawer below it.
 * Groups on the active page's branch start open; the active link is marked and scrolled into view.
 * It lives in the layout, so it keeps its scroll position across navigations.
 */
export function SideNav({ tree, missing, language }: SideNavProps) {
  const t = useTranslate();
  const pathname = usePathname();
  const { canonicalPathname } = pathnameToLanguage(pathname);
  // A group is open when the reader opened it, or, unless the reader closed it, when it holds a
  // page visited since the nav mounted: the branch of each page reached stays open.
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(() => new Map());
  const [visited, setVisited] = useState<readonly string[]>(() => [canonicalPathname]);
  if (!visited.includes(canonicalPathname)) setVisited([...visited, canonicalPathname]);
  const isOpen = (group: NavPage | XPartGroup) =>
    toggled.get(group.pathname) ?? visited.some((page) => holds(group, page));
  const [panel, setPanel] = useState<HTMLElement | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const open = useDrawerEntrance(useNavDrawerOpen());
  const close = useCallback(() => setNavDrawerOpen(false), []);

  // A followed link closes the drawer. Not the nav's first render: a late nav (XSideNavSlot) may
  // mount because the drawer opened.
  const shownPathname = useRef(canonicalPathname);
  useEffect(() => {
    if (shownPathname.current === canonicalPathname) return;
    shownPathname.current = canonicalPathname;
    setNavDrawerOpen(false);
  }, [canonicalPathname]);

  // On first load, bring the active link into view if it is below the fold of the nav.
  useEffect(() => revealActiveLinkNextFrame(() => scroller.current), []);

  useModalDrawer(open, panel, close);
  useDrawerSwipe(open, setNavDrawerOpen, panel);

  const toggle = (group: NavPage | XPartGroup) =>
    setToggled((previous) => new Map(previous).set(group.pathname, !isOpen(group)));

  const renderGroup = (group: NavPage | XPartGroup, depth: number, content: () => ReactNode) => {
    const groupOpen = isOpen(group);
    const id = `nav-group-${group.pathname.replace(/[^a-z0-9]+/gi, '-')}`;
    return (
      <li key={group.pathname}>
        <button
          type="button"
          className={styles.group}
          data-depth={depth}
          aria-expanded={groupOpen}
          aria-controls={id}
          onClick={() => toggle(group)}
          // A part's entries start loading when the pointer or focus reaches its button.
          onPointerEnter={isPartGroup(group) ? () => loadPart(group.part) : undefined}
          onFocus={isPartGroup(group) ? () => loadPart(group.part) : undefined}
        >
          <span>{group.title}</span>
          {isPartGroup(group) ? null : <PageChips page={group} />}
          <ChevronIcon className={styles.chevron} />
        </button>
        {/* A closed group renders no links: less HTML and hydration work on every page (the sitemap lists them all). */}
        <div id={id} hidden={!groupOpen}>
          {groupOpen ? content() : null}
        </div>
      </li>
    );
  };

  const renderEntries = (entries: readonly XSkeletonEntry[], depth: number): ReactNode => (
    <ul className={styles.list}>
      {entries.map((page) => {
        if (isPartGroup(page)) {
          return renderGroup(page, depth, () => (
            <NavPartEntries
              part={page}
              missing={missing}
              render={(entries) => renderEntries(entries, depth + 1)}
            />
          ));
        }
        if (page.subheader && page.children) {
          return (
            <li key={page.pathname} className={styles.subheaderItem}>
              <span className={styles.subheader}>{page.subheader}</span>
              {renderEntries(page.children, depth)}
            </li>
          );
        }
        if (page.children) {
          return renderGroup(page, depth, () => renderEntries(page.children!, depth + 1));
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
        <div className={styles.scroller} ref={scroller} data-nav-scroller="">
          {renderEntries(tree, 0)}
        </div>
      </nav>
    </>
  );
}

/**
 * The drawer's state as shown. A nav whose code arrived with the tap that opened the drawer mounts
 * closed, as its server markup was, and opens two frames later: the drawer slides in as usual.
 */
function useDrawerEntrance(open: boolean): boolean {
  const [entered, setEntered] = useState(!open);
  useEffect(() => {
    if (entered) return;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setEntered(true));
    });
    return () => cancelAnimationFrame(frame);
  }, [entered]);
  return open && entered;
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
