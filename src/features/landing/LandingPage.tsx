import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/Link';
import { ListCard } from '@/components/ui/ListCard';
import { LinkifiedText } from '@/components/ui/LinkifiedText';
import { Page } from '@/components/ui/Page';
import { allSections, isSectionEnabled, recordLink, type MenuSection } from '@/config/site-map';
import { getLandingInfoQuery, listOwnTasksQuery } from '@/generated/api/bootstrap';
import { mayOpen, useCurrentUser } from '@/lib/current-user';
import { formatDate, formatNumber } from '@/lib/format';

const sectionsById = new Map<string, MenuSection>(allSections().map((s) => [s.id, s] as const));

export function LandingPage() {
  const user = useCurrentUser();
  const { data: info } = useSuspenseQuery(getLandingInfoQuery());
  const { data: tasks } = useSuspenseQuery(listOwnTasksQuery());
  const granted = new Set(user.permissions);
  // A counter leads to its section: only those the user may open (section 6) are listed.
  const waiting = info.waiting_for_me.filter((item) => {
    const section = sectionsById.get(item.section);
    return !section || isSectionEnabled(section, granted);
  });
  // One's own tasks are listed to everyone; a task links to its record only for a user who may open the tasks (section 6).
  const taskLink = mayOpen(user, { entry: sectionsById.get('tasks') }) ? recordLink('tasks') : undefined;
  return (
    <Page title={`Üdvözöljük, ${user.name}!`}>
      {info.unread_system_messages > 0 ? (
        <p className="notice">
          <Link href="/rendszeruzenetek.html">Olvasatlan rendszerüzenetek: {formatNumber(info.unread_system_messages)}</Link>
        </p>
      ) : null}
      <div className="landing-grid">
        <ListCard
          title="Döntésre vár"
          items={waiting}
          itemKey={(item) => item.section}
          item={(item) => {
            const path = sectionsById.get(item.section)?.path;
            return (
              <>
                {path ? <Link href={path}>{item.label}</Link> : item.label}: <strong>{formatNumber(item.count)}</strong>
              </>
            );
          }}
          emptyText="Nincs döntésre váró tétel."
        />
        <ListCard
          title="Feladataim"
          items={tasks}
          itemKey={(task) => task.id}
          item={(task) => (
            <>
              {taskLink ? <Link href={taskLink(task.id)}>{task.title}</Link> : task.title}
              {task.deadline ? <span className="muted"> – határidő: {formatDate(task.deadline)}</span> : null}
            </>
          )}
          emptyText="Nincs nyitott feladat."
        />
        <section className="card landing-grid__wide" aria-labelledby="landing-news">
          <h2 id="landing-news">Faliújság</h2>
          {info.news.length ? (
            info.news.map((news) => (
              <article key={news.id} className="news">
                <h3>{news.title}</h3>
                <p className="muted">
                  {formatDate(news.valid_from)}
                  {news.category ? ` · ${news.category}` : ''}
                </p>
                <p>
                  <LinkifiedText text={news.content} />
                </p>
              </article>
            ))
          ) : (
            <p>Nincs új hír.</p>
          )}
        </section>
      </div>
    </Page>
  );
}
