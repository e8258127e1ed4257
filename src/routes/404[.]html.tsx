import { createFileRoute } from '@tanstack/react-router';
import { Link } from '@/components/ui/Link';
import { Logo } from '@/components/ui/Logo';
import { useDocumentTitle } from '@/components/ui/Page';

export const Route = createFileRoute('/404.html')({
  component: function NotFoundScreen() {
    useDocumentTitle('Az oldal nem található');
    return (
      <main className="auth-screen">
        <div className="screen-card">
          <Logo />
          <h1>Az oldal nem található</h1>
          <p>A keresett oldal nem létezik vagy áthelyezték.</p>
          <Link href="/">Vissza a kezdőlapra</Link>
        </div>
      </main>
    );
  },
});
