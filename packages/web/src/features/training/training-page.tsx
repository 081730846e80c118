/**
 * Training (requirements.md 7 getCourseUrl, getUserCourseAuthToken; issue 23): her required courses. With
 * the built-in course list (the default training adapter) a course opens here and she records it
 * completed; a course platform's adapter would answer its own links.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { formatShortDate } from '@sc/domain/format/dates';
import { Alert, Button, Card, CardActions, Page, PageLoading, StatusChip } from '../../components/ui/index.ts';
import { call } from '../../lib/api.ts';
import { useAppNavigate } from '../../lib/app-context.tsx';
import { now } from '../../lib/clock.ts';
import { useFn, useFnMutation } from '../../lib/query.ts';

const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export function TrainingPage() {
  const [search] = useSearchParams();
  const open = search.get('course');
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const courses = useFn('listRequiredCourses', {});
  const complete = useFnMutation('completeCourse', {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['listRequiredCourses'] }),
  });
  const openCourse = async (courseID: Parameters<typeof complete.mutate>[0]['courseID']) => {
    const { url } = await call('getCourseUrl', { courseID });
    if (url.startsWith('/')) navigate(url);
    else window.location.assign(url);
  };
  return (
    <Page title="Training" width="narrow">
      {courses.isPending ? <PageLoading /> : null}
      {courses.error ? <Alert tone="danger">{courses.error.message}</Alert> : null}
      {courses.data?.complete ? <Alert tone="success">Every required course is done.</Alert> : null}
      {complete.error ? <Alert tone="danger">{complete.error.message}</Alert> : null}
      {courses.data?.courses.map((c) => (
        <Card
          key={c.id}
          title={c.title}
          meta={`${c.minutes} minutes`}
          tone={open === c.id ? 'info' : 'default'}
          status={
            <StatusChip tone={c.completedAt ? 'success' : 'warning'}>
              {c.completedAt ? `Done ${formatShortDate(c.completedAt, zone(), now())}` : 'Required'}
            </StatusChip>
          }
        >
          {open === c.id && !c.completedAt ? <p>Take the course, then record it here.</p> : null}
          <CardActions>
            {open === c.id && !c.completedAt ? (
              <Button busy={complete.isPending} onClick={() => complete.mutate({ courseID: c.id })}>
                Mark as completed
              </Button>
            ) : (
              <Button variant="secondary" onClick={() => void openCourse(c.id)}>
                Open course
              </Button>
            )}
          </CardActions>
        </Card>
      ))}
    </Page>
  );
}
