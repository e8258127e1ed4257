import { Link } from '@/components/ui/Link';
import { Page } from '@/components/ui/Page';

/** The screen a section route answers when the user lacks its permission (section 6). */
export function NoAccessPage() {
  return (
    <Page title="Nincs jogosultság">
      <p>Nincs jogosultsága ehhez az oldalhoz.</p>
      <Link href="/">Vissza a kezdőlapra</Link>
    </Page>
  );
}
