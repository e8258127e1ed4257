import { useState } from 'react';
import { Button as AriaButton, Form, Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components';
import type { ColumnChoice } from '@/components/data-table/column-choice';
import { Button } from '@/components/ui/Button';
import { Modal, ModalSubmitActions } from '@/components/ui/Modal';
import { TextField } from '@/components/ui/TextField';
import { useSignedInUserId } from '@/lib/current-user';
import { usePreference } from '@/lib/user-preferences';
import type { ListSearch } from './list-search';
import './SavedViews.css';
import { savedViewsSchema, viewNameProblem, viewSearch, type SavedView } from './saved-views';

export interface SavedViewsProps {
  /** The list the views are saved for (with the signed-in user's id). */
  listKey: string;
  /** The list's search as it is now, read when a view is saved (so a page change leaves the toolbar alone). */
  currentSearch: () => ListSearch;
  /** The chosen columns, saved with a view. */
  columns: ColumnChoice | undefined;
  /** Shows the list as a view saved it: its search and its columns. */
  onApply: (view: SavedView) => void;
  /** A view's address, where the list's search is its address: each view is then a link too. */
  hrefOf?: (search: SavedView['search']) => string;
}

const NO_VIEWS: SavedView[] = [];

/**
 * 'Nézetek' beside the search box: the list's saved views of the signed-in user (each opens the list as
 * saved: search, filters, page size, columns), 'Nézet mentése…' to keep the list as it is shown under a
 * name, and 'Nézetek kezelése…' to rename or remove them.
 */
export function SavedViews({ listKey, currentSearch, columns, onApply, hrefOf }: SavedViewsProps) {
  const userId = useSignedInUserId();
  const [views, setViews] = usePreference(userId, `views:${listKey}`, savedViewsSchema, NO_VIEWS);
  const [dialog, setDialog] = useState<'save' | 'manage' | undefined>(undefined);
  return (
    <>
      <MenuTrigger>
        <AriaButton className="button button--secondary">
          Nézetek <span aria-hidden="true">▾</span>
        </AriaButton>
        <Popover className="popover menu-popover" placement="bottom start">
          <Menu
            className="menu"
            aria-label="Nézetek"
            onAction={(id) => {
              if (id === 'save' || id === 'manage') setDialog(id);
              const view = views.find((_, index) => id === `view-${index}`);
              if (view) onApply(view);
            }}
          >
            {views.map((view, index) => (
              <MenuItem key={`view-${index}`} id={`view-${index}`} textValue={view.name} className="menu__item" href={hrefOf ? hrefOf(view.search) : undefined}>
                {view.name}
              </MenuItem>
            ))}
            {views.length ? <Separator className="menu__separator" /> : null}
            <MenuItem id="save" className="menu__item">
              Nézet mentése…
            </MenuItem>
            {views.length ? (
              <MenuItem id="manage" className="menu__item">
                Nézetek kezelése…
              </MenuItem>
            ) : null}
          </Menu>
        </Popover>
      </MenuTrigger>
      {dialog === 'save' ? (
        <SaveViewDialog
          views={views}
          onClose={() => setDialog(undefined)}
          onSave={(name) => setViews([...views, { name, search: viewSearch(currentSearch()), ...(columns ? { columns } : {}) }])}
        />
      ) : null}
      {dialog === 'manage' ? (
        <ManageViewsDialog views={views} onChange={(next) => setViews(next.length ? next : undefined)} onClose={() => setDialog(undefined)} />
      ) : null}
    </>
  );
}

function SaveViewDialog({ views, onSave, onClose }: { views: readonly SavedView[]; onSave: (name: string) => void; onClose: () => void }) {
  const [name, setName] = useState('');
  const [problem, setProblem] = useState('');
  return (
    <Modal title="Nézet mentése" isOpen onOpenChange={(open) => (open ? undefined : onClose())}>
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          const found = viewNameProblem(name, views);
          setProblem(found);
          if (found) return;
          onSave(name.trim());
          onClose();
        }}
      >
        <p>A lista keresése, szűrői, oldalmérete és oszlopai kerülnek a nézetbe.</p>
        <TextField label="A nézet neve" value={name} onChange={setName} errorMessage={problem || null} autoFocus />
        <ModalSubmitActions submitLabel="Mentés" isPending={false} onCancel={onClose} />
      </Form>
    </Modal>
  );
}

function ManageViewsDialog({ views, onChange, onClose }: { views: readonly SavedView[]; onChange: (views: SavedView[]) => void; onClose: () => void }) {
  const [names, setNames] = useState(() => views.map((view) => view.name));
  const [problems, setProblems] = useState<Record<number, string>>({});
  return (
    <Modal title="Nézetek kezelése" isOpen onOpenChange={(open) => (open ? undefined : onClose())}>
      {views.length ? (
        <ul className="saved-views__list">
          {views.map((view, index) => (
            <li key={`${index}-${view.name}`} className="saved-views__item">
              <Form
                className="saved-views__rename"
                onSubmit={(event) => {
                  event.preventDefault();
                  const name = names[index] ?? '';
                  const problem = viewNameProblem(name, views, index);
                  setProblems({ ...problems, [index]: problem });
                  if (!problem) onChange(views.map((other, at) => (at === index ? { ...other, name: name.trim() } : other)));
                }}
              >
                <TextField
                  label={`„${view.name}” új neve`}
                  value={names[index] ?? ''}
                  onChange={(text) => setNames(names.map((old, at) => (at === index ? text : old)))}
                  errorMessage={problems[index] || null}
                />
                <Button type="submit" variant="secondary">
                  Átnevezés
                </Button>
                <Button
                  variant="danger"
                  aria-label={`„${view.name}” törlése`}
                  onPress={() => {
                    setNames(names.filter((_, at) => at !== index));
                    setProblems({});
                    onChange(views.filter((_, at) => at !== index));
                  }}
                >
                  Törlés
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">Nincs mentett nézet.</p>
      )}
      <div className="modal__actions">
        <Button variant="secondary" onPress={onClose}>
          Bezárás
        </Button>
      </div>
    </Modal>
  );
}
