import { Modal } from '@/components/ui/Modal';
import { Button } from '@/components/ui/Button';

/** The keys, where they work, as the '?' dialog lists them. */
export const KEY_GROUPS = [
  {
    where: 'Listában',
    keys: [
      { keys: ['↓', 'j'], what: 'Következő sor' },
      { keys: ['↑', 'k'], what: 'Előző sor' },
      { keys: ['Enter'], what: 'A sor megnyitása' },
      { keys: ['/'], what: 'Keresés' },
    ],
  },
  { where: 'Adatlapon', keys: [{ keys: ['e'], what: 'Szerkesztés' }] },
  {
    where: 'Bárhol',
    keys: [
      { keys: ['Ctrl+K'], what: 'Ugrás oldalra (a legutóbb megnyitott adatlapokkal)' },
      { keys: ['?'], what: 'Billentyűparancsok' },
    ],
  },
] as const;

/** The dialog that lists the portal's keys in Hungarian, by where they work. */
export default function KeyboardHelpDialog({ isOpen, onOpenChange: setOpen }: { isOpen: boolean; onOpenChange: (isOpen: boolean) => void }) {
  return (
    <Modal title="Billentyűparancsok" isOpen={isOpen} onOpenChange={setOpen}>
      <p>Mezőbe gépelés közben egyik sem működik.</p>
      {KEY_GROUPS.map((group) => (
        <section key={group.where} aria-label={group.where}>
          <h3>{group.where}</h3>
          <dl className="keyboard-help__list">
            {group.keys.map((entry) => (
              <div key={entry.what} className="keyboard-help__item">
                <dt>
                  {entry.keys.map((key, index) => (
                    <span key={key}>
                      {index ? ' vagy ' : null}
                      <kbd>{key}</kbd>
                    </span>
                  ))}
                </dt>
                <dd>{entry.what}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <div className="modal__actions">
        <Button variant="secondary" onPress={() => setOpen(false)}>
          Bezárás
        </Button>
      </div>
    </Modal>
  );
}
