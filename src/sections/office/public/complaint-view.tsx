import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/Link';
import { LinkifiedText } from '@/components/ui/LinkifiedText';
import { PublicPage } from '@/features/public/PublicPage';
import { StateBadge } from '@/features/records/display';
import { ComplaintDetailMeta } from '@/generated/meta/complaints';
import type { ComplaintDetail } from '@/generated/models';
import { formatDateTime } from '@/lib/format';
import { ComplaintLoginScreen } from './complaint-login';
import { openedKey, SITE } from './complaint-public';

/** {entityId}.html: the complaint as its complainant may see it, once opened with its password. */
export function ComplaintViewScreen({ base, complaintId }: { base: string; complaintId: number }) {
  const { data: complaint } = useQuery({ queryKey: openedKey(complaintId), queryFn: () => null as ComplaintDetail | null, staleTime: Infinity, gcTime: Infinity });
  if (!complaint) return <ComplaintLoginScreen base={base} complaintId={complaintId} />;
  const fields = ComplaintDetailMeta.fields;
  const comments = complaint.comments.filter((comment) => !comment.private_comment && !comment.is_deleted && comment.content);
  return (
    <PublicPage site={SITE} title={`Panasz #${complaint.id}`}>
      <dl className="public-facts">
        <dt>{fields.state.label}</dt>
        <dd>
          <StateBadge state={complaint.state} meta={fields.state} />
        </dd>
        <dt>{fields.institution.label}</dt>
        <dd>{complaint.institution.name}</dd>
        <dt>{fields.category.label}</dt>
        <dd>{complaint.category?.name ?? '–'}</dd>
        {complaint.is_anonymous ? (
          <>
            <dt>{fields.is_anonymous.label}</dt>
            <dd>Igen</dd>
          </>
        ) : (
          <>
            <dt>{fields.name.label}</dt>
            <dd>{complaint.name ?? '–'}</dd>
            <dt>{fields.address.label}</dt>
            <dd>{complaint.address ?? '–'}</dd>
            <dt>{fields.email.label}</dt>
            <dd>{complaint.email ?? '–'}</dd>
          </>
        )}
        <dt>Ügyintézés</dt>
        <dd>{complaint.current_step?.name ?? 'Lezárva'}</dd>
      </dl>
      <h2>{fields.description.label}</h2>
      <LinkifiedText text={complaint.description} />
      <h2>Válaszok</h2>
      {comments.length ? (
        <ul className="public-comments">
          {comments.map((comment) => (
            <li key={comment.id}>
              <p className="muted">
                {comment.author}, {formatDateTime(comment.created_at)}
              </p>
              <LinkifiedText text={comment.content} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">Még nincs válasz a panaszra.</p>
      )}
      {complaint.attachments.length ? (
        <>
          <h2>{fields.attachments.label}</h2>
          <ul>
            {complaint.attachments.map((attachment) => (
              <li key={attachment.id}>{attachment.name || '–'}</li>
            ))}
          </ul>
        </>
      ) : null}
      <div className="public-links">
        <Link href={`${base}/belepes.html`}>Másik panasz megnyitása</Link>
        <Link href={`${base}/uj.html`}>Új panasz bejelentése</Link>
      </div>
    </PublicPage>
  );
}
