import { useT, type Translate } from '../i18n';
import { toast } from './toast';
import './share-buttons.css';

interface ShareButtonsProps {
  /** The job's public page, absolute. */
  url: string;
  role: string;
  company: string;
  city: string;
}

/** The text a share carries before the link: "Fitter at Tata Motors, Pune", in the chosen language. */
export function shareText(t: Translate, { role, company, city }: Omit<ShareButtonsProps, 'url'>): string {
  return t('jobPage.shareText', { role, company, city });
}

/** WhatsApp's share link with the role, company, city and the page's URL, encoded. */
export function whatsAppShareUrl(t: Translate, props: ShareButtonsProps): string {
  return `https://wa.me/?text=${encodeURIComponent(`${shareText(t, props)} ${props.url}`)}`;
}

/**
 * Share a job: WhatsApp (a wa.me link), copy the link (Clipboard
 * API, with a toast), and the system's share sheet where the browser has the
 * Web Share API. On the job's details and on its public page.
 */
export function ShareButtons(props: ShareButtonsProps) {
  const t = useT();
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(props.url);
      toast.success(t('jobPage.linkCopied'), { toastId: 'link-copied' });
    } catch {
      toast.error(t('jobPage.linkCopyFailed'), { toastId: 'link-copy-failed' });
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title: shareText(t, props), text: shareText(t, props), url: props.url });
    } catch {
      // Closed by the user, or refused: nothing to say.
    }
  };
  return (
    <div className="share-buttons" role="group" aria-label={t('jobPage.share')}>
      <a
        className="button button--secondary button--small share-buttons__whatsapp"
        href={whatsAppShareUrl(t, props)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('jobPage.shareWhatsAppLabel')}
      >
        {t('jobPage.shareWhatsApp')}
      </a>
      <button type="button" className="button button--secondary button--small" onClick={() => void copy()}>
        {t('jobPage.copyLink')}
      </button>
      {canShare ? (
        <button type="button" className="button button--secondary button--small" onClick={() => void share()}>
          {t('jobPage.shareMore')}
        </button>
      ) : null}
    </div>
  );
}
