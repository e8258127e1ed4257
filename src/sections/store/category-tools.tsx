import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { FileField } from '@/components/ui/FileField';
import { deleteAllStoreCategoryProductsMutation, exportStoreCategory, importStoreCategoryProductsMutation, listStoreProductsQuery } from '@/generated/api/store';
import type { StoreCategory } from '@/generated/models';
import { StoreCategoryImportMeta } from '@/generated/meta/store';
import { MESSAGES } from '@/generated/validators/helpers';
import { ConfirmCallButton } from '@/features/records/actions/ConfirmCallButton';
import { ExportButton } from '@/features/records/list/ExportButton';
import { errorsFromFailure } from '@/lib/server-messages';
import { toast } from '@/lib/toasts';
import './store.css';

const IMPORT_FAILED = 'Az importálás nem sikerült. Kérjük, próbálja újra később.';
const DELETE_FAILED = 'A termékek törlése nem sikerült. Kérjük, próbálja újra később.';

/** The confirmation of deleting a category's products names how many go. */
export function deleteAllMessage(name: string, count: number | undefined): string {
  const what = count === undefined ? 'összes termékét' : `mind a(z) ${count} termékét`;
  return `Biztosan törli a(z) „${name}” kategória ${what}? A törlés nem vonható vissza.`;
}

/**
 * A category's own tools on its details: export as xlsx (named from Content-Disposition), import
 * an xlsx (`import/`, multipart), and delete all its products after a confirmation that counts them.
 * A read-only user only exports. Both changes make the product lists stale through the spec's `x-invalidates`.
 */
export function CategoryTools({ record, user }: { record: StoreCategory; user: { is_readonly: boolean } }) {
  const products = useQuery(listStoreProductsQuery({ query: { category: record.id } }));
  const [file, setFile] = useState<File | null>(null);
  const [importErrors, setImportErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const importFile = useMutation({
    ...importStoreCategoryProductsMutation(),
    onSuccess: (answer) => {
      toast.success(answer.detail);
      setImportErrors({});
      setFile(null);
      setSubmitted(false);
    },
    onError: (error) => setImportErrors(errorsFromFailure(error, IMPORT_FAILED)),
  });
  const submitImport = () => {
    setSubmitted(true);
    setImportErrors({});
    if (!file) return;
    importFile.mutate({ path: { id: record.id }, body: { file } });
  };
  const general = Object.entries(importErrors).filter(([key]) => key !== 'file');

  return (
    <section className="card store-tools" aria-label="Kategória műveletek">
      <h2>Termékek kezelése</h2>
      <div className="store-tools__row">
        <ExportButton download={() => exportStoreCategory({ path: { id: record.id } })} fileName={`${record.name}.xlsx`} />
        {user.is_readonly ? null : (
          <ConfirmCallButton
            mutation={deleteAllStoreCategoryProductsMutation()}
            variables={{ path: { id: record.id } }}
            confirm={{ title: 'Összes termék törlése', message: deleteAllMessage(record.name, products.data?.total), label: 'Törlés' }}
            success="A kategória termékei törölve."
            failure={DELETE_FAILED}
          >
            Összes termék törlése
          </ConfirmCallButton>
        )}
      </div>
      {user.is_readonly ? null : (
        <div className="store-tools__row">
          <FileField
            label={StoreCategoryImportMeta.fields.file.label}
            file={file}
            onChange={(next) => {
              setFile(next);
              setImportErrors({});
            }}
            isRequired
            acceptedFileTypes={['.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']}
            errorMessage={importErrors.file ?? (submitted && !file ? MESSAGES.required : null)}
          />
          <Button onPress={submitImport} isPending={importFile.isPending}>
            Importálás
          </Button>
          {general.length > 0 ? (
            <span className="field__error preserve-lines" role="alert">
              {general.map(([, message]) => message).join('\n')}
            </span>
          ) : null}
        </div>
      )}
    </section>
  );
}
