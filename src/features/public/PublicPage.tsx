import type { ReactNode } from 'react';
import { Alert, type AlertTone } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Link } from '@/components/ui/Link';
import { Logo } from '@/components/ui/Logo';
import './public.css';

/** What a public site's sign-in says when the server cannot be reached (the complaint's, the quiz's). */
export const SIGN_IN_FAILED = 'A belépés nem sikerült: a szerver nem érhető el. Kérjük, próbálja újra később.';

/** A way on from a public page: a link to another page, or a button where leaving does something first. */
export type PublicLink = { text: string; href: string } | { text: string; onPress: () => void };

export interface PublicPageProps {
  site: string;
  title: string;
  narrow?: boolean;
  /** A message under the heading (what happened, or what is needed first). */
  notice?: { tone: AlertTone; text: ReactNode };
  /** The ways on, after the page's content. */
  links?: readonly PublicLink[];
  children?: ReactNode;
}

/** The frame of a public page (complaint or quiz site, job portal): the logo, the site's name, the page, its notice and its ways on. */
export function PublicPage({ site, title, narrow = false, notice, links = [], children }: PublicPageProps) {
  return (
    <main className="public-screen">
      <div className={`screen-card public-card${narrow ? '' : ' public-card--wide'}`}>
        <Logo />
        <p className="muted">{site}</p>
        <h1>{title}</h1>
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
        {children}
        {links.length ? (
          <div className="public-links">
            {links.map((link) =>
              'href' in link ? (
                <Link key={link.text} href={link.href}>
                  {link.text}
                </Link>
              ) : (
                <Button key={link.text} onPress={link.onPress}>
                  {link.text}
                </Button>
              ),
            )}
          </div>
        ) : null}
      </div>
    </main>
  );
}
