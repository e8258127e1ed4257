import { useMemo } from 'react';
import { Input, Menu, MenuItem, SearchField, useFilter } from 'react-aria-components';
import { Autocomplete } from '@/components/ui/Autocomplete';
import { Modal } from '@/components/ui/Modal';
import { allSections, flattenSections, isSectionEnabled, mainMenu } from '@/config/site-map';
import { recentRecords } from '@/lib/recent-records';

export interface QuickJumpEntry {
  id: string;
  label: string;
  /** Where it sits: 'Pénzügy' for a section of the finance module. */
  module?: string;
  path: string;
  /** 'naptár' for a calendar whose name does not say so ('Távollétjelentő'): found by that word too, and shown beside its module. */
  kind?: string;
}

const CALENDAR = 'naptár';
const calendarKind = (label: string, path: string) => (path.endsWith('/naptar.html') && !label.toLocaleLowerCase('hu').includes(CALENDAR) ? CALENDAR : undefined);

/** Every screen of the site map the user may open (section 6), with its module's name. */
export function quickJumpEntries(permissions: ReadonlySet<string>): QuickJumpEntry[] {
  const moduleOf = new Map(mainMenu.flatMap((module) => flattenSections(module.children).map((section) => [section.id, module.label] as const)));
  return allSections()
    .filter((section) => isSectionEnabled(section, permissions))
    .map((section) => {
      const kind = calendarKind(section.label, section.path);
      return { id: section.id, label: section.label, module: moduleOf.get(section.id), path: section.path, ...(kind ? { kind } : {}) };
    });
}

/** The quick jump: type part of a screen's Hungarian name, choose it with Enter or a click. */
export default function QuickJumpDialog({
  isOpen,
  onOpenChange,
  permissions,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  permissions: readonly string[];
}) {
  const screens = useMemo(() => quickJumpEntries(new Set(permissions)), [permissions]);
  // The records last opened come first, read each time the dialog opens.
  const entries = useMemo(
    (): QuickJumpEntry[] => [
      ...(isOpen ? recentRecords() : []).map((record) => ({ id: `recent:${record.path}`, label: record.label, module: 'Legutóbb megnyitott', path: record.path })),
      ...screens,
    ],
    [isOpen, screens],
  );
  const { contains } = useFilter({ sensitivity: 'base' });
  return (
    <Modal title="Ugrás oldalra" isOpen={isOpen} onOpenChange={onOpenChange}>
      <Autocomplete filter={contains}>
        <SearchField aria-label="Oldal neve" autoFocus className="quick-jump__search">
          <Input className="field__input" placeholder="Kezdje gépelni az oldal nevét…" />
        </SearchField>
        <Menu
          items={entries}
          aria-label="Oldalak"
          className="menu quick-jump__list"
          onAction={() => onOpenChange(false)}
          renderEmptyState={() => <p className="muted quick-jump__empty">Nincs ilyen nevű oldal.</p>}
        >
          {(entry) => (
            <MenuItem
              id={entry.id}
              href={entry.path}
              textValue={[entry.label, entry.module, entry.kind].filter(Boolean).join(' ')}
              className="menu__item quick-jump__item"
            >
              <span>{entry.label}</span>
              {entry.module || entry.kind ? <span className="muted quick-jump__module">{[entry.module, entry.kind].filter(Boolean).join(' · ')}</span> : null}
            </MenuItem>
          )}
        </Menu>
      </Autocomplete>
    </Modal>
  );
}
