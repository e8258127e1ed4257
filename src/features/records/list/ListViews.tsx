import { useRouter } from '@tanstack/react-router';
import type { ListView } from '../section';
import './ListViews.css';

export interface ListViewsProps {
  /** The list's address; a view is its `?view=<id>`. */
  listPath: string;
  main: string;
  views: readonly Pick<ListView<unknown>, 'id' | 'label'>[];
  /** The view shown; undefined for the section's own list. */
  current: string | undefined;
}

/** The section's lists as links above the list ('Összes hír' | 'Saját hírek'), the one shown marked as the current page; a plain click stays in the app. */
export function ListViews({ listPath, main, views, current }: ListViewsProps) {
  const router = useRouter();
  const items = [
    { id: undefined, label: main, href: listPath },
    ...views.map((view) => ({ id: view.id, label: view.label, href: `${listPath}?view=${encodeURIComponent(view.id)}` })),
  ];
  return (
    <nav className="list-views" aria-label="Nézetek">
      <ul>
        {items.map((item) => (
          <li key={item.id ?? ''}>
            <a
              href={item.href}
              className="link list-views__link"
              aria-current={item.id === current ? 'page' : undefined}
              onClick={(event) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                void router.navigate({ href: item.href });
              }}
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
