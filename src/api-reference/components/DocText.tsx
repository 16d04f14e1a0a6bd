import { IntentLink } from '@/navigation/IntentLink';
import { Fragment, type ReactNode } from 'react';
import { localizePath, type Language } from '@/routing';
import { localizeDocHref, tokenizeDocText } from '../docText';

export interface DocLinks {
  language: Language;
  /** The API page of a symbol, when the site has one. */
  symbolPath: (name: string) => string | undefined;
  exists: (pathname: string) => boolean;
  /** Plain anchors instead of `next/link`: for markup rendered on the server alone. */
  plain?: boolean;
}

/** A JSDoc description rendered as paragraphs: plain text, code, bold and links only. */
export function DocText({
  text,
  links,
  inline = false,
}: {
  text: string;
  links: DocLinks;
  inline?: boolean;
}) {
  const paragraphs = tokenizeDocText(text).map((tokens, index) => (
    <Fragment key={index}>
      {tokens.map((token, position) => {
        switch (token.kind) {
          case 'code':
            return <code key={position}>{token.text}</code>;
          case 'strong':
            return <strong key={position}>{token.text}</strong>;
          case 'symbol': {
            const path = links.symbolPath(token.name);
            return path ? (
              <SiteLink
                key={position}
                href={localizePath(path, links.language)}
                plain={links.plain}
              >
                <code>{token.name}</code>
              </SiteLink>
            ) : (
              <code key={position}>{token.name}</code>
            );
          }
          case 'link': {
            const href = localizeDocHref(token.href, links.exists);
            if (href.startsWith('/')) {
              const [pathname, hash] = href.split('#');
              const localized = `${localizePath(pathname.replace(/\/$/, '') || '/', links.language)}${hash ? `#${hash}` : ''}`;
              return (
                <SiteLink key={position} href={localized} plain={links.plain}>
                  {token.text}
                </SiteLink>
              );
            }
            return (
              <a key={position} href={href} rel="noopener">
                {token.text}
              </a>
            );
          }
          default:
            return <Fragment key={position}>{token.text}</Fragment>;
        }
      })}
    </Fragment>
  ));
  if (inline)
    return <>{paragraphs.map((paragraph, index) => (index ? [' ', paragraph] : paragraph))}</>;
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </>
  );
}

function SiteLink({
  href,
  plain,
  children,
}: {
  href: string;
  plain?: boolean;
  children: ReactNode;
}) {
  return plain ? <a href={href}>{children}</a> : <IntentLink href={href}>{children}</IntentLink>;
}
