import { createContext, useContext, useMemo, type CSSProperties, type ReactNode } from 'react';
import { Menu, MenuItem, Popover, SubmenuTrigger } from 'react-aria-components';
import { isMenuGroup, isSectionEnabled, mainMenu, type MenuNode } from '@/config/site-map';
import type { MenuPanelProps } from './LazyMenuTrigger';
import { menuItemSize, useCloseOnMouseLeave } from './menu-timing';

type HoverHandlers = ReturnType<typeof useCloseOnMouseLeave>;
const HoverContext = createContext<HoverHandlers | null>(null);

function HoverArea({ children }: { children: ReactNode }) {
  const hover = useContext(HoverContext);
  return (
    <div onMouseEnter={hover?.onMouseEnter} onMouseLeave={hover?.onMouseLeave}>
      {children}
    </div>
  );
}

function itemStyle(depth: number): CSSProperties {
  const { height, width } = menuItemSize(depth);
  return { minHeight: height, width };
}

function MenuNodes({ nodes, depth, permissions, onClose }: { nodes: readonly MenuNode[]; depth: number; permissions: ReadonlySet<string>; onClose?: () => void }) {
  return (
    <Menu className="menu" aria-label={depth === 0 ? 'Főmenü' : undefined} autoFocus={depth === 0 ? 'first' : undefined} onClose={onClose}>
      {nodes.map((node) =>
        isMenuGroup(node) ? (
          <SubmenuTrigger key={node.id}>
            <MenuItem id={node.id} textValue={node.label} className="menu__item menu__item--group" style={itemStyle(depth)}>
              <span>{node.label}</span>
              <span aria-hidden="true" className="menu__chevron">›</span>
            </MenuItem>
            <Popover className="menu-popover" placement="end top" offset={0}>
              <HoverArea>
                <MenuNodes nodes={node.children} depth={depth + 1} permissions={permissions} />
              </HoverArea>
            </Popover>
          </SubmenuTrigger>
        ) : (
          <MenuItem key={node.id} id={node.id} href={node.path} isDisabled={!isSectionEnabled(node, permissions)} className="menu__item" style={itemStyle(depth)}>
            {node.label}
          </MenuItem>
        ),
      )}
    </Menu>
  );
}

/** The main menu's content: the nine modules and every section under them; sections without permission are shown disabled. */
export default function MainMenuPanel({ triggerRef, isOpen, onOpenChange, permissions }: MenuPanelProps & { permissions: readonly string[] }) {
  const hover = useCloseOnMouseLeave(() => onOpenChange(false));
  const granted = useMemo(() => new Set(permissions), [permissions]);
  return (
    <HoverContext.Provider value={hover}>
      <Popover triggerRef={triggerRef} isOpen={isOpen} onOpenChange={onOpenChange} className="menu-popover" placement="bottom start" offset={4}>
        <HoverArea>
          <MenuNodes nodes={mainMenu} depth={0} permissions={granted} onClose={() => onOpenChange(false)} />
        </HoverArea>
      </Popover>
    </HoverContext.Provider>
  );
}
