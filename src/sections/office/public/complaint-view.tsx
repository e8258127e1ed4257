import { LinkifiedText } from '@/components/ui/LinkifiedText';
import { ItemList } from '@/components/ui/ListCard';
import { PublicPage } from '@/features/public/PublicPage';
import { useRemembered } from '@/features/public/remembered';
import { FieldList, FieldRow } from '@/features/records/FieldList';
import { ComplaintDetailMeta } from '@/generated/meta/complaints';
import type { ComplaintDetail } from '@/generated/models';
import { formatDateTime } from '@/lib/format';
import { ComplaintLoginScreen } from './complaint-login';
import { openedKey, SITE } from './complaint-public';
import { complaintHref } from './site-pages';

const ANONYMOUS = ['state', 'institution', 'category', 'is_anonymous'] as const;
const NAMED = ['state', 'institution', 'category', 'name', 'address', 'email'] as const;

/** {entityId}.html: the complaint as its complainant may see it, once opened with its password. */
export function ComplaintViewScreen({ base, id }: { base: string; id: number }) {
  const complaint = useRemembered<ComplaintDetail>(openedKey(id));
  if (!complaint) return <ComplaintLoginScreen base={base} complaintId={id} />;
  const fields = ComplaintDetailMeta.fields;
  const comments = complaint.comments.filter((comment) => !comment.private_comment && !comment.is_deleted && comment.content);
  return (
    <PublicPage
      site={SITE}
      title={`Panasz #${complaint.id}`}
      links={[
        { text: 'Másik panasz megnyitása', href: complaintHref(base, '/belepes.html') },
        { text: 'Új panasz bejelentése', href: complaintHref(base, '/uj.html') },
      ]}
    >
      <FieldList value={complaint} meta={ComplaintDetailMeta} fields={complaint.is_anonymous ? ANONYMOUS : NAMED} className="public-facts">
        <FieldRow label="Ügyintézés" className="public-facts__row">
          {complaint.current_step?.name ?? 'Lezárva'}
        </FieldRow>
      </FieldList>
      <h2>{fields.description.label}</h2>
      <LinkifiedText text={complaint.description} />
      <h2>Válaszok</h2>
      <ItemList
        items={comments}
        itemKey={(comment) => comment.id}
        className="public-comments"
        empty={<p className="muted">Még nincs válasz a panaszra.</p>}
        item={(comment) => (
          <>
            <p className="muted">
              {comment.author}, {formatDateTime(comment.created_at)}
            </p>
            <LinkifiedText text={comment.content} />
          </>
        )}
      />
      {complaint.attachments.length ? <h2>{fields.attachments.label}</h2> : null}
      <ItemList items={complaint.attachments} itemKey={(attachment) => attachment.id} item={(attachment) => attachment.name || '–'} />
    </PublicPage>
  );
}
