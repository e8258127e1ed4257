import { createContext, useContext, useMemo, useState, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import { Menu, MenuItem, Popover, SubmenuTrigger } from 'react-aria-components';
import { flattenSections, isMenuGroup, isSectionEnabled, mainMenu, type MenuGroup, type MenuNode } from '@/config/site-map';
import type { MenuPanelProps } from './LazyMenuTrigger';
import { menuItemSize, useCloseOnMouseLeave } from './menu-timing';

type HoverHandlers = ReturnType<typeof useCloseOnMouseLeave>;

/** The section of the screen shown now, marked in the menu (aria-current) with the groups that lead to it. */
const CurrentContext = createContext<string | undefined>(undefined);

function useCurrent(node: MenuNode): boolean {
  const current = useContext(CurrentContext);
  if (current === undefined) return false;
  return isMenuGroup(node) ? flattenSections(node.children).some((section) => section.id === current) : node.id === current;
}

function SectionItem({ node, permissions, style }: { node: MenuNode & { path: string }; permissions: ReadonlySet<string>; style?: CSSProperties }) {
  const isCurrent = useCurrent(node);
  return (
    <MenuItem
      id={node.id}
      href={node.path}
      isDisabled={!isSectionEnabled(node, permissions)}
      className={isCurrent ? 'menu__item menu__item--current' : 'menu__item'}
      style={style}
      // react-aria's MenuItem passes no aria-current through; the element gets it directly.
      ref={(element: HTMLElement | null) => {
        if (!element) return;
        if (isCurrent) element.setAttribute('aria-current', 'page');
        else element.removeAttribute('aria-current');
      }}
    >
      {node.label}
    </MenuItem>
  );
}

function GroupLabel({ node }: { node: MenuGroup }) {
  return <span className={useCurrent(node) ? 'menu__group-label--current' : undefined}>{node.label}</span>;
}

/** The groups from the top of the menu down to the section `id`; empty when it is not in the menu. */
function groupsTo(id: string | undefined, nodes: readonly MenuNode[] = mainMenu): MenuGroup[] {
  for (const node of nodes) {
    if (!isMenuGroup(node)) continue;
    if (node.children.some((child) => !isMenuGroup(child) && child.id === id)) return [node];
    const below = groupsTo(id, node.children);
    if (below.length) return [node, ...below];
  }
  return [];
}
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

function depthOf(nodes: readonly MenuNode[]): number {
  return 1 + Math.max(0, ...nodes.filter(isMenuGroup).map((group) => depthOf(group.children)));
}

/**
 * Side-by-side submenus need the widths of every level next to each other (section 9: 320 px,
 * minus 20 px per level) plus the page's margins; a narrower screen drills down in one panel.
 */
const SIDE_BY_SIDE_WIDTH = Array.from({ length: depthOf(mainMenu) }, (_, depth) => menuItemSize(depth).width).reduce((a, b) => a + b, 0) + 32;
const NARROW_QUERY = `(max-width: ${SIDE_BY_SIDE_WIDTH - 1}px)`;

function subscribeToNarrow(onChange: () => void) {
  const query = window.matchMedia?.(NARROW_QUERY);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}
const isNarrow = () => Boolean(window.matchMedia?.(NARROW_QUERY).matches);

/**
 * Every level gets the popover's close: without a MenuTrigger a submenu's Menu would close only its
 * own SubmenuTrigger, leaving the top popover (and its underlay over the page) open after a choice.
 */
function MenuNodes({ nodes, depth, permissions, onClose }: { nodes: readonly MenuNode[]; depth: number; permissions: ReadonlySet<string>; onClose: () => void }) {
  return (
    <Menu className="menu" aria-label={depth === 0 ? 'Főmenü' : undefined} autoFocus={depth === 0 ? 'first' : undefined} onClose={onClose}>
      {nodes.map((node) =>
        isMenuGroup(node) ? (
          <SubmenuTrigger key={node.id}>
            <MenuItem id={node.id} textValue={node.label} className="menu__item menu__item--group" style={itemStyle(depth)}>
              <GroupLabel node={node} />
              <span aria-hidden="true" className="menu__chevron">
                ›
              </span>
            </MenuItem>
            <Popover className="popover menu-popover" placement="end top" offset={0}>
              <HoverArea>
                <MenuNodes nodes={node.children} depth={depth + 1} permissions={permissions} onClose={onClose} />
              </HoverArea>
            </Popover>
          </SubmenuTrigger>
        ) : (
          <SectionItem key={node.id} node={node} permissions={permissions} style={itemStyle(depth)} />
        ),
      )}
    </Menu>
  );
}

const BACK = '__back';

/** On a narrow screen one panel shows one level: a group opens in its place, '‹ Vissza' goes up. */
function DrillDownMenu({ permissions, onClose }: { permissions: ReadonlySet<string>; onClose: () => void }) {
  const current = useContext(CurrentContext);
  // A phone's menu opens where the user is: on the level of the section shown now.
  const [path, setPath] = useState<readonly MenuGroup[]>(() => groupsTo(current));
  const level = path.at(-1);
  const nodes = level?.children ?? mainMenu;
  return (
    <Menu
      key={level?.id ?? 'root'}
      className="menu menu--drill-down"
      aria-label={level?.label ?? 'Főmenü'}
      autoFocus="first"
      onClose={onClose}
      onAction={(key) => {
        if (key === BACK) return setPath(path.slice(0, -1));
        const group = nodes.find((node): node is MenuGroup => isMenuGroup(node) && node.id === key);
        if (group) setPath([...path, group]);
      }}
    >
      {level ? (
        <MenuItem
          id={BACK}
          className="menu__item menu__item--back"
          shouldCloseOnSelect={false}
          aria-label={`Vissza: ${path.at(-2)?.label ?? 'Főmenü'}`}
          textValue="Vissza"
        >
          <span aria-hidden="true">‹</span> {path.at(-2)?.label ?? 'Főmenü'}
        </MenuItem>
      ) : null}
      {nodes.map((node) =>
        isMenuGroup(node) ? (
          <MenuItem key={node.id} id={node.id} textValue={node.label} className="menu__item menu__item--group" shouldCloseOnSelect={false}>
            <GroupLabel node={node} />
            <span aria-hidden="true" className="menu__chevron">
              ›
            </span>
          </MenuItem>
        ) : (
          <SectionItem key={node.id} node={node} permissions={permissions} />
        ),
      )}
    </Menu>
  );
}

/**
 * The main menu's content: the nine modules and every section under them; sections without
 * permission are shown disabled. Submenus open beside their parent where the screen is wide
 * enough, and drill down in one panel where it is not (a phone), so nothing opens off-screen.
 */
export default function MainMenuPanel({
  triggerRef,
  isOpen,
  onOpenChange,
  permissions,
  currentSection,
}: MenuPanelProps & { permissions: readonly string[]; currentSection?: string }) {
  const hover = useCloseOnMouseLeave(() => onOpenChange(false));
  const granted = useMemo(() => new Set(permissions), [permissions]);
  const narrow = useSyncExternalStore(subscribeToNarrow, isNarrow, () => false);
  return (
    <CurrentContext.Provider value={currentSection}>
      <HoverContext.Provider value={hover}>
        <Popover
          triggerRef={triggerRef}
          isOpen={isOpen}
          onOpenChange={onOpenChange}
          className={narrow ? 'popover menu-popover menu-popover--drill-down' : 'popover menu-popover'}
          placement="bottom start"
          offset={4}
        >
          <HoverArea>
            {narrow ? (
              <DrillDownMenu permissions={granted} onClose={() => onOpenChange(false)} />
            ) : (
              <MenuNodes nodes={mainMenu} depth={0} permissions={granted} onClose={() => onOpenChange(false)} />
            )}
          </HoverArea>
        </Popover>
      </HoverContext.Provider>
    </CurrentContext.Provider>
  );
}
