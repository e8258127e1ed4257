import { defineSection } from '@/features/records/section';
import { listNewsParams } from '@/generated/list-params/office';
import { NewsInputMeta, NewsMeta } from '@/generated/meta/office';
import { newsApi } from '@/generated/records/office';
import { NewsInputSchema } from '@/generated/validators/office';

const base = '/profil/faliujsag';

/**
 * Faliújság (sections 2, 3, 7): list with the validity range and category filters, new and details with
 * the attachments. The user's own news (my_news/) are what the landing page shows; this list is the
 * editors' full list. No permission gate (section 6).
 */
export const newsSection = defineSection({
  id: 'news',
  title: 'Faliújság',
  recordName: 'Hír',
  routes: { list: `${base}/lista.html`, create: `${base}/uj.html`, details: (id) => `${base}/${id}.html` },
  api: newsApi,
  list: {
    meta: NewsMeta,
    columns: ['id', 'title', 'category', 'valid_from', 'valid_till', 'institutions'],
    params: listNewsParams,
    filters: ['minDate', 'category'],
  },
  form: {
    meta: NewsInputMeta,
    schema: NewsInputSchema,
    fields: ['title', 'content', 'category', 'valid_from', 'valid_till', 'institutions'],
  },
  details: {
    title: (news) => news.title,
    meta: NewsMeta,
    summary: ['id', 'title', 'category', 'valid_from', 'valid_till', 'institutions', 'content'],
    panels: { attachments: true },
  },
});
