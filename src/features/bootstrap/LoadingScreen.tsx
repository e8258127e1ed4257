import { useQueries } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { ProgressBar } from '@/components/ui/ProgressBar';
import { ASSET_STALE_TIME, safeRedirectTarget, startupAssets } from './startup-assets';

/** Loads the ten start-up asset groups with a progress percentage, then goes on to the target. */
export function LoadingScreen({ redirect }: { redirect?: string }) {
  const navigate = useNavigate();
  const results = useQueries({
    queries: startupAssets.map(({ query }) => ({ ...query, staleTime: ASSET_STALE_TIME, retry: false })),
  });
  const done = results.filter((r) => r.isSuccess).length;
  const failed = startupAssets.filter((_, i) => results[i]?.isError);
  const progress = Math.round((done / startupAssets.length) * 100);
  const allLoaded = done === startupAssets.length;

  useEffect(() => {
    if (allLoaded) void navigate({ href: safeRedirectTarget(redirect), replace: true });
  }, [allLoaded, navigate, redirect]);

  return (
    <main className="loading-screen">
      <h1 className="visually-hidden">Betöltés</h1>
      <ProgressBar label="Adatok betöltése" value={progress} />
      {failed.map((asset) => (
        <Alert key={asset.id} tone="error">
          {asset.failure}
        </Alert>
      ))}
      {failed.length ? <Button onPress={() => results.forEach((r) => (r.isError ? void r.refetch() : undefined))}>Újrapróbálás</Button> : null}
    </main>
  );
}
