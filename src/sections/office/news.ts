import { queryOptions } from '@tanstack/react-query';
import { defineSection } from '@/features/records/section';
import { listOwnNews } from '@/generated/api/office';
import { listNewsParams } from '@/generated/list-params/office';
import { NewsInputMeta, NewsMeta } from '@/generated/meta/office';
import { newsApi } from '@/generated/records/office';
import { NewsInputSchema } from '@/generated/validators/office';

// my_news/ answers a plain array; a list view takes a page. Its own key under listOwnNews, so a saved news
// (whose mutation invalidates listOwnNews) refreshes it too.
const ownNews = () =>
  queryOptions({
    queryKey: ['listOwnNews', 'page'] as const,
    queryFn: async ({ signal }) => {
      const data = await listOwnNews({}, signal);
      return { data, total: data.length };
    },
  });

/**
 * Faliújság (sections 2, 3, 7): list with the validity range and category filters, new and details with
 * the attachments. 'Saját hírek' is the view of my_news/: the news valid today for the user's institution
 * (the section 7 call; its words are this project's). No permission gate (section 6).
 */
export const newsSection = defineSection({
  id: 'news',
  title: 'Faliújság',
  recordName: 'Hír',
  api: newsApi,
  list: {
    meta: NewsMeta,
    columns: ['id', 'title', 'category', 'valid_from', 'valid_till', 'institutions'],
    params: listNewsParams,
    filters: ['minDate', 'category'],
    views: { main: 'Összes hír', others: [{ id: 'sajat', label: 'Saját hírek', list: ownNews }] },
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
