import type { UseQueryResult } from '@tanstack/react-query';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { failureText } from '@/lib/server-messages';

/** A list that failed to load: the server's messages as received (section 8) and 'Újra', inside the page. */
export function ListLoadError({ list }: { list: Pick<UseQueryResult, 'error' | 'refetch'> }) {
  return (
    <Alert tone="error">
      <div className="list-error">
        <p className="preserve-lines">{failureText(list.error, 'A lista betöltése nem sikerült.')}</p>
        <Button variant="secondary" onPress={() => void list.refetch()}>
          Újra
        </Button>
      </div>
    </Alert>
  );
}
