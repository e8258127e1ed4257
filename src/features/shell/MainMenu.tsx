import { createContext, useContext, useMemo, useState, type CSSProperties } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover, SubmenuTrigger } from 'react-aria-components';
import { isMenuGroup, isSectionEnabled, mainMenu, type MenuNode } from '@/config/site-map';
import { menuItemSize, useCloseOnMouseLeave } from './menu-timing';

type HoverHandlers = ReturnType<typeof useCloseOnMouseLeave>;
const HoverContext = createContext<HoverHandlers | null>(null);

function MenuPopover({ children, depth }: { children: React.ReactNode; depth: number }) {
  const hover = useContext(HoverContext);
  return (
    <Popover className="menu-popover" placement={depth === 0 ? 'bottom start' : 'end top'} offset={depth === 0 ? 4 : 0}>
      <div onMouseEnter={hover?.onMouseEnter} onMouseLeave={hover?.onMouseLeave}>
        {children}
      </div>
    </Popover>
  );
}

function itemStyle(depth: number): CSSProperties {
  const { height, width } = menuItemSize(depth);
  return { minHeight: height, width };
}

function MenuNodes({ nodes, depth, permissions }: { nodes: readonly MenuNode[]; depth: number; permissions: ReadonlySet<string> }) {
  return (
    <Menu className="menu" aria-label={depth === 0 ? 'Főmenü' : undefined}>
      {nodes.map((node) =>
        isMenuGroup(node) ? (
          <SubmenuTrigger key={node.id}>
            <MenuItem id={node.id} textValue={node.label} className="menu__item menu__item--group" style={itemStyle(depth)}>
              <span>{node.label}</span>
              <span aria-hidden="true" className="menu__chevron">›</span>
            </MenuItem>
            <MenuPopover depth={depth + 1}>
              <MenuNodes nodes={node.children} depth={depth + 1} permissions={permissions} />
            </MenuPopover>
          </SubmenuTrigger>
        ) : (
          <MenuItem
            key={node.id}
            id={node.id}
            href={node.path}
            isDisabled={!isSectionEnabled(node, permissions)}
            className="menu__item"
            style={itemStyle(depth)}
          >
            {node.label}
          </MenuItem>
        ),
      )}
    </Menu>
  );
}

/** The main menu: the nine modules and every section under them; sections without permission are shown disabled. */
export function MainMenu({ permissions }: { permissions: readonly string[] }) {
  const [isOpen, setOpen] = useState(false);
  const hover = useCloseOnMouseLeave(() => setOpen(false));
  const granted = useMemo(() => new Set(permissions), [permissions]);
  return (
    <HoverContext.Provider value={hover}>
      <MenuTrigger isOpen={isOpen} onOpenChange={setOpen}>
        <Button className="topbar__button">
          <span aria-hidden="true">☰</span> Főmenü
        </Button>
        <MenuPopover depth={0}>
          <MenuNodes nodes={mainMenu} depth={0} permissions={granted} />
        </MenuPopover>
      </MenuTrigger>
    </HoverContext.Provider>
  );
}
