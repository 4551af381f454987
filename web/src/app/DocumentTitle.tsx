import { documentTitle } from '@jobsearch/domain/messages';
import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';

/** What a route may carry in its `handle` (app/routes.tsx). */
export interface RouteHandle {
  /** The page's title, from the domain's PAGE_TITLES; the document title adds " · JobSearch India". */
  title?: string;
  /** The page writes its own title (a job's public page: the job's role, company and city, as the server's HTML has it). */
  ownTitle?: boolean;
}

/**
 * The one place the document title is set (issue 20 item 15): the deepest
 * matched route's `handle.title`, written as "Available Jobs · JobSearch India".
 * A route without one gets the site's own title; a route marked `ownTitle` (only a
 * job's public page, issue 22) is left to write the job's own. Mounted once, in the layout.
 */
export function DocumentTitle() {
  const matches = useMatches();
  const title = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .filter(Boolean)
    .at(-1);
  const ownTitle = (matches.at(-1)?.handle as RouteHandle | undefined)?.ownTitle === true;
  useEffect(() => {
    if (!ownTitle) document.title = documentTitle(title);
  }, [title, ownTitle]);
  return null;
}
