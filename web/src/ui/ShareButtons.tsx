import text from '@jobsearch/domain/i18n/catalogs/jobPage/en';
import { toast } from './toast';
import './share-buttons.css';

interface ShareButtonsProps {
  /** The job's public page, absolute. */
  url: string;
  role: string;
  company: string;
  city: string;
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** The text a share carries before the link: "Fitter at Tata Motors, Pune". */
export function shareText({ role, company, city }: Omit<ShareButtonsProps, 'url'>): string {
  return city ? fill(text.shareText, { role, company, city }) : `${role} \u00b7 ${company}`;
}

/** WhatsApp's share link with the role, company, city and the page's URL, encoded. */
export function whatsAppShareUrl(props: ShareButtonsProps): string {
  return `https://wa.me/?text=${encodeURIComponent(`${shareText(props)} ${props.url}`)}`;
}

/**
 * Share a job (issue 22): WhatsApp (a wa.me link), copy the link (Clipboard
 * API, with a toast), and the system's share sheet where the browser has the
 * Web Share API. On the job's details and on its public page.
 */
export function ShareButtons(props: ShareButtonsProps) {
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(props.url);
      toast.success(text.linkCopied, { toastId: text.linkCopied });
    } catch {
      toast.error(text.linkCopyFailed, { toastId: text.linkCopyFailed });
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title: shareText(props), text: shareText(props), url: props.url });
    } catch {
      // Closed by the user, or refused: nothing to say.
    }
  };
  return (
    <div className="share-buttons" role="group" aria-label={text.share}>
      <a
        className="button button--secondary button--small share-buttons__whatsapp"
        href={whatsAppShareUrl(props)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={text.shareWhatsAppLabel}
      >
        {text.shareWhatsApp}
      </a>
      <button type="button" className="button button--secondary button--small" onClick={() => void copy()}>
        {text.copyLink}
      </button>
      {canShare ? (
        <button type="button" className="button button--secondary button--small" onClick={() => void share()}>
          {text.shareMore}
        </button>
      ) : null}
    </div>
  );
}
