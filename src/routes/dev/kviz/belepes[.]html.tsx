import { createFileRoute } from '@tanstack/react-router';
import { DEV_QUIZ_PREFIX } from '@/config/host-routing';
import { QuizLoginScreen } from '@/sections/office/public/quiz-site';

/** The public quiz's sign-in under /dev/kviz on a local host (section 2); a quiz host serves it at its root. */
export const Route = createFileRoute('/dev/kviz/belepes.html')({
  component: () => <QuizLoginScreen base={DEV_QUIZ_PREFIX} />,
});
