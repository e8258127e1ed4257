import { Menu, MenuItem, Popover, Separator } from 'react-aria-components';
import { siteMapPath } from '@/config/site-map';
import type { CurrentUser } from '@/generated/models';
import { canChangePassword } from '@/lib/session';
import type { MenuPanelProps } from './LazyMenuTrigger';
import { menuItemSize, useCloseOnMouseLeave } from './menu-timing';

export const PRIVACY_NOTICE_URL = '/adatkezelesi-tajekoztato.pdf';

/** The profile menu's content: the error report, the privacy notice, password change and sign-out. */
export default function ProfileMenuPanel({ triggerRef, isOpen, onOpenChange, user, onSignOut }: MenuPanelProps & { user: CurrentUser; onSignOut: () => void }) {
  const hover = useCloseOnMouseLeave(() => onOpenChange(false));
  const { height, width } = menuItemSize(0);
  const style = { minHeight: height, width };
  return (
    <Popover triggerRef={triggerRef} isOpen={isOpen} onOpenChange={onOpenChange} className="popover menu-popover" placement="bottom end" offset={4}>
      <div onMouseEnter={hover.onMouseEnter} onMouseLeave={hover.onMouseLeave}>
        <Menu
          className="menu"
          aria-label="Profil menü"
          autoFocus="first"
          onClose={() => onOpenChange(false)}
          onAction={(key) => (key === 'sign-out' ? onSignOut() : undefined)}
        >
          <MenuItem id="error-report" href={siteMapPath('system-error-reports')} className="menu__item" style={style}>
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
  );
}
