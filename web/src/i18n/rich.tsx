import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';

/**
 * A translated sentence with elements in it: the catalog marks each part with
 * `<0>...</0>` ("I accept the <0>terms and conditions</0>"), and the page gives
 * the element for each number (a link, <strong />); the words between the
 * marks go inside it, so each language orders the sentence its own way. Kept
 * here, beside the pages that use it, instead of Lingui's <Trans>, whose code
 * would land in every page's first download (Home's budget).
 */
export function richText(text: string, elements: Readonly<Record<number, ReactElement<{ children?: ReactNode }>>>): ReactNode {
  const parts = text.split(/<(\d+)>(.*?)<\/\1>/s);
  const nodes: ReactNode[] = [];
  for (let i = 0; i < parts.length; i += 3) {
    if (parts[i]) nodes.push(<Fragment key={`t${i}`}>{parts[i]}</Fragment>);
    const index = parts[i + 1];
    if (index === undefined) continue;
    const element = elements[Number(index)];
    nodes.push(element ? cloneElement(element, { key: `e${i}` }, parts[i + 2]) : <Fragment key={`e${i}`}>{parts[i + 2]}</Fragment>);
  }
  return nodes;
}
