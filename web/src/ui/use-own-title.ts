/**
 * The document title of a page whose title is its own (app/routes.tsx: `ownTitle`): a job's or a
 * company's public page, "<headline> · JobSearch India", as the server's HTML has it.
 */
import { useEffect } from 'react';
import { useT } from '../i18n';

export function useOwnTitle(headline: string | null): void {
  const t = useT();
  const title = headline ? t('common.documentTitle', { site: t('common.siteName'), title: headline }) : null;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
