import type { ReactNode } from 'react';
import { useT, type MessageKey } from '../../../i18n';
import { BrandMark } from '../../../ui/BrandMark';

/** The login screens' frame: a welcome panel beside the card (the panel hides on phones). */
const POINTS: readonly MessageKey[] = ['auth.panelPointJobs', 'auth.panelPointVerified', 'auth.panelPointFree'];

export function AuthLayout({
  children,
  panelTitle = 'auth.panelTitle',
  points = POINTS,
}: {
  children: ReactNode;
  panelTitle?: MessageKey;
  points?: readonly MessageKey[];
}) {
  const t = useT();
  return (
    <div className="auth">
      <aside className="auth__panel" aria-hidden="true">
        <BrandMark size={48} />
        <p className="auth__panel-title">{t(panelTitle)}</p>
        <ul className="auth__panel-points">
          {points.map((p) => (
            <li key={p}>{t(p)}</li>
          ))}
        </ul>
      </aside>
      <div className="auth__card">{children}</div>
    </div>
  );
}
