import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { useT, type MessageKey } from '../i18n';

/** What a route may carry in its `handle` (app/routes.tsx). */
export interface RouteHandle {
  /** The page's title, a key of the common catalog; the document title adds " · JobSearch India". */
  title?: MessageKey;
  /** The page writes its own title (a job's public page: the job's role, company and city, as the server's HTML has it). */
  ownTitle?: boolean;
}

/**
 * The one place the document title is set: the deepest
 * matched route's `handle.title`, written as "Available Jobs · JobSearch India".
 * A route without one gets the site's own title; a route marked `ownTitle` (only a
 * job's public page) is left to write the job's own. Mounted once, in the layout.
 */
export function DocumentTitle() {
  const t = useT();
  const matches = useMatches();
  const title = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .filter(Boolean)
    .at(-1);
  const site = t('common.siteName');
  // Home, and a route without a title, keep the site's own title (index.html's), in the chosen language.
  const text =
    !title || title === 'common.titleHome'
      ? t('common.homeDocumentTitle', { site, title: t('common.titleHome') })
      : t('common.documentTitle', { site, title: t(title) });
  const ownTitle = (matches.at(-1)?.handle as RouteHandle | undefined)?.ownTitle === true;
  useEffect(() => {
    if (!ownTitle) document.title = text;
  }, [text, ownTitle]);
  return null;
}
