import type { ReactNode } from 'react';
import { Logo } from '@/components/ui/Logo';
import './public.css';

/** The frame of a public page (complaint or quiz site): the logo, the site's name and the page. */
export function PublicPage({ site, title, narrow = false, children }: { site: string; title: string; narrow?: boolean; children?: ReactNode }) {
  return (
    <main className="public-screen">
      <div className={`public-card${narrow ? ' public-card--narrow' : ''}`}>
        <Logo />
        <p className="muted">{site}</p>
        <h1>{title}</h1>
        {children}
      </div>
    </main>
  );
}
