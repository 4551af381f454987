import { useEffect, useState } from 'react';
import { BrandMark } from './BrandMark';
import { LOADING_SCREEN_MS } from '@jobsearch/domain/constants';

const SHOWN_KEY = 'jobsearch.loadingScreenShown';

/** The branded loading screen, for 3000 ms on the first load of a browser session. */
export function LoadingScreen() {
  const [visible, setVisible] = useState(() => sessionStorage.getItem(SHOWN_KEY) !== '1');
  useEffect(() => {
    if (!visible) return;
    sessionStorage.setItem(SHOWN_KEY, '1');
    const timer = setTimeout(() => setVisible(false), LOADING_SCREEN_MS);
    return () => clearTimeout(timer);
  }, [visible]);
  if (!visible) return null;
  return (
    <div className="loading-screen" role="status" aria-live="polite" data-testid="loading-screen">
      <BrandMark size={72} />
      <div className="loading-screen__brand">JobSearch India</div>
      <div className="loading-screen__tagline">Finding opportunities for you...</div>
      <span className="spinner spinner--large" aria-hidden="true" />
    </div>
  );
}
