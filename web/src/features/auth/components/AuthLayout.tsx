import type { ReactNode } from 'react';
import { BrandMark } from '../../../ui/BrandMark';

/** The login screens' frame: a welcome panel beside the card (the panel hides on phones). */
const POINTS = ['Thousands of jobs across Maharashtra', 'Verified mobile numbers on every account', 'Free for job seekers, always'];

export function AuthLayout({
  children,
  panelTitle = 'Your next opportunity is a few clicks away',
  points = POINTS,
}: {
  children: ReactNode;
  panelTitle?: string;
  points?: readonly string[];
}) {
  return (
    <div className="auth">
      <aside className="auth__panel" aria-hidden="true">
        <BrandMark size={48} />
        <p className="auth__panel-title">{panelTitle}</p>
        <ul className="auth__panel-points">
          {points.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      </aside>
      <div className="auth__card">{children}</div>
    </div>
  );
}
