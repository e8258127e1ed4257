import { useState } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components';
import type { CurrentUser } from '@/generated/models';
import { canChangePassword } from '@/lib/session';
import { menuItemSize, useCloseOnMouseLeave } from './menu-timing';

export const PRIVACY_NOTICE_URL = '/adatkezelesi-tajekoztato.pdf';

/** Greets the user and offers the error report, the privacy notice, password change and sign-out. */
export function ProfileMenu({ user, onSignOut }: { user: CurrentUser; onSignOut: () => void }) {
  const [isOpen, setOpen] = useState(false);
  const hover = useCloseOnMouseLeave(() => setOpen(false));
  const { height, width } = menuItemSize(0);
  const style = { minHeight: height, width };
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button className="topbar__button topbar__profile">Üdvözöljük, {user.name}!</Button>
      <Popover className="menu-popover" placement="bottom end" offset={4}>
        <div onMouseEnter={hover.onMouseEnter} onMouseLeave={hover.onMouseLeave}>
          <Menu className="menu" aria-label="Profil menü" onAction={(key) => (key === 'sign-out' ? onSignOut() : undefined)}>
            <MenuItem id="error-report" href="/rendszerhibak.html" className="menu__item" style={style}>
              Rendszerhiba bejelentés
            </MenuItem>
            <MenuItem id="privacy" href={PRIVACY_NOTICE_URL} download="adatkezelesi-tajekoztato.pdf" className="menu__item" style={style}>
              Adatkezelési tájékoztató
            </MenuItem>
            {canChangePassword(user) ? (
              <MenuItem id="password" href="/jelszo_modositasa.html" className="menu__item" style={style}>
                Jelszó módosítása
              </MenuItem>
            ) : null}
            <Separator className="menu__separator" />
            <MenuItem id="sign-out" className="menu__item" style={style}>
              Kijelentkezés
            </MenuItem>
          </Menu>
        </div>
      </Popover>
    </MenuTrigger>
  );
}
