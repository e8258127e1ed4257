import { useState } from 'react';
import { syncFestiveLogoFlag } from '@/lib/storage';

/** The portal's mark; in December it wears a festive variant (its flag is kept in localStorage). */
export function Logo() {
  const [festive] = useState(() => syncFestiveLogoFlag());
  return (
    <span className={`logo${festive ? ' logo--festive' : ''}`} data-festive={festive}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect x="4" y="12" width="24" height="16" rx="2" className="logo__body" />
        <path d="M2 13 16 4l14 9z" className="logo__roof" />
        <rect x="13" y="18" width="6" height="10" className="logo__door" />
        {festive ? <circle cx="16" cy="4" r="3" className="logo__star" /> : null}
      </svg>
      <span className="logo__text">Tankerületi portál</span>
    </span>
  );
}
