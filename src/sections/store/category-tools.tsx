import { useQuery } from '@tanstack/react-query';
import { deleteAllStoreCategoryProductsMutation, exportStoreCategory, importStoreCategoryProductsMutation, listStoreProductsQuery } from '@/generated/api/store';
import type { StoreCategory } from '@/generated/models';
import { StoreCategoryImportMeta } from '@/generated/meta/store';
import { ConfirmCallButton } from '@/features/records/actions/ConfirmCallButton';
import { FileCallForm } from '@/features/records/actions/FileCallForm';
import { ExportButton } from '@/features/records/list/ExportButton';
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
        <FileCallForm
          className="store-tools__row"
          label={StoreCategoryImportMeta.fields.file.label}
          acceptedFileTypes={['.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']}
          submitLabel="Importálás"
          mutation={importStoreCategoryProductsMutation()}
          variables={(file) => ({ path: { id: record.id }, body: { file } })}
          success={(answer) => answer.detail}
          failure={IMPORT_FAILED}
        />
      )}
    </section>
  );
}
