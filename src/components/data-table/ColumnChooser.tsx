import { useRef } from 'react';
import { Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { isShown, moveColumn, orderedColumns, toggleColumn, type ChoosableColumn, type ColumnChoice } from './column-choice';
import './ColumnChooser.css';

export interface ColumnChooserProps {
  columns: readonly ChoosableColumn[];
  /** The user's choice; undefined for the list's own columns. */
  choice: ColumnChoice | undefined;
  /** The new choice; undefined resets to the list's own columns. */
  onChange: (choice: ColumnChoice | undefined) => void;
}

/**
 * The toolbar's 'Oszlopok': a dialog that shows or hides each column (a checkbox) and moves it up or
 * down (buttons, so a keyboard and a screen reader can reorder too), and 'Eredeti oszlopok' to reset.
 * The column that opens the record stays first and shown.
 */
export function ColumnChooser({ columns, choice, onChange }: ColumnChooserProps) {
  const ordered = orderedColumns(columns, choice);
  const movable = ordered.filter((column) => !column.fixed);
  // A moved row's node moves in the page, which takes the focus from its button: the focus follows the column
  // (to its other button where it reached an end).
  const moved = useRef<{ id: string; by: -1 | 1 }>(undefined);
  const move = (id: string, by: -1 | 1) => {
    moved.current = { id, by };
    onChange(moveColumn(columns, choice, id, by));
  };
  const refocus = (id: string, by: -1 | 1, place: number) => (button: HTMLButtonElement | null) => {
    const wanted = moved.current;
    if (!button || wanted?.id !== id) return;
    const atEnd = wanted.by === -1 ? place <= 0 : place >= movable.length - 1;
    if (by === (atEnd ? -wanted.by : wanted.by)) {
      moved.current = undefined;
      button.focus();
    }
  };
  return (
    <DialogTrigger>
      <Button variant="secondary">Oszlopok</Button>
      <Popover className="popover column-chooser" placement="bottom end">
        <Dialog className="column-chooser__dialog">
          <Heading slot="title" level={2} className="column-chooser__title">
            Oszlopok
          </Heading>
          <ul className="column-chooser__list">
            {ordered.map((column) => {
              const place = movable.indexOf(column);
              return (
                <li key={column.id} className="column-chooser__item">
                  <Checkbox
                    isSelected={isShown(column, choice)}
                    isDisabled={column.fixed}
                    onChange={(shown) => onChange(toggleColumn(columns, choice, column.id, shown))}
                  >
                    {column.label}
                  </Checkbox>
                  {column.fixed ? null : (
                    <span className="column-chooser__moves">
                      <Button
                        ref={refocus(column.id, -1, place)}
                        variant="quiet"
                        aria-label={`${column.label}: feljebb`}
                        isDisabled={place <= 0}
                        onPress={() => move(column.id, -1)}
                      >
                        ↑
                      </Button>
                      <Button
                        ref={refocus(column.id, 1, place)}
                        variant="quiet"
                        aria-label={`${column.label}: lejjebb`}
                        isDisabled={place >= movable.length - 1}
                        onPress={() => move(column.id, 1)}
                      >
                        ↓
                      </Button>
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
          <Button variant="quiet" onPress={() => onChange(undefined)}>
            Eredeti oszlopok
          </Button>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
